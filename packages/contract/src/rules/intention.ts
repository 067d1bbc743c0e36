/**
 * Intention grading (意向度): a finished call takes the first valid level, in priority order, whose
 * rules all hold over the call's facts. Operators are requirements §3's: 0 >, 1 =, 2 <, 3 ≥, 4 ≤; validity
 * 0 valid, 1 invalid.
 *
 * Number facts (`rounds`, `duration` in seconds) compare the fact with the rule's value.
 * Hit facts (`intent` name, `node` id, `keyword` in what the callee said) count the hits of the
 * rule's value: how often the intent was recognised, how often the node was visited, how many of
 * the callee's utterances contain the keyword (case-insensitive). `=` means "hit at least once"
 * (contains); `>`, `<`, `≥`, `≤` compare the hit count with the rule's `count`
 * (e.g. `intent ≥ 2 × 有意向`; `keyword < 1 × 不需要` means the callee never said it).
 */

export const INTENTION_FACTS = ['rounds', 'duration', 'intent', 'node', 'keyword'] as const;
export type IntentionFact = (typeof INTENTION_FACTS)[number];
export const NUMBER_FACTS: readonly IntentionFact[] = ['rounds', 'duration'];
export const HIT_FACTS: readonly IntentionFact[] = ['intent', 'node', 'keyword'];

/** requirements §3 comparison operators. */
export const OPERATORS = [0, 1, 2, 3, 4] as const;
export type Operator = (typeof OPERATORS)[number];
export const OPERATOR_SIGNS: Record<Operator, string> = { 0: '>', 1: '=', 2: '<', 3: '≥', 4: '≤' };
export const OP_EQ: Operator = 1;

export interface GradeRule {
  fact: IntentionFact;
  op: Operator;
  /** A number for number facts; the intent name, node id or keyword for hit facts. */
  value: string | number;
  /** Hit facts with an operator other than `=`: the number of hits compared. */
  count?: number;
}

export interface GradeLevel {
  name: string;
  priority: number;
  /** 0 valid, 1 invalid. */
  validity: 0 | 1;
  rules: readonly GradeRule[];
}

/** What a finished call is graded on. */
export interface CallFacts {
  rounds: number;
  durationSec: number;
  intents: readonly string[];
  nodeIds: readonly string[];
  userTexts: readonly string[];
}

export const isHitFact = (f: IntentionFact) => HIT_FACTS.includes(f);

export function compare(a: number, op: Operator, b: number): boolean {
  switch (op) {
    case 0:
      return a > b;
    case 1:
      return a === b;
    case 2:
      return a < b;
    case 3:
      return a >= b;
    case 4:
      return a <= b;
  }
}

/** How often the rule's value was hit in the call. */
export function hitsOf(rule: GradeRule, facts: CallFacts): number {
  const v = String(rule.value);
  if (rule.fact === 'intent') return facts.intents.filter((x) => x === v).length;
  if (rule.fact === 'node') return facts.nodeIds.filter((x) => x === v).length;
  const k = v.toLowerCase();
  return facts.userTexts.filter((t) => t.toLowerCase().includes(k)).length;
}

export function ruleHolds(rule: GradeRule, facts: CallFacts): boolean {
  if (rule.fact === 'rounds') return compare(facts.rounds, rule.op, Number(rule.value));
  if (rule.fact === 'duration') return compare(facts.durationSec, rule.op, Number(rule.value));
  const hits = hitsOf(rule, facts);
  if (rule.op === OP_EQ) return hits >= 1;
  return compare(hits, rule.op, rule.count ?? 0);
}

/**
 * The name of the first valid level (lowest priority first; equal priorities keep their given
 * order) whose rules all hold; a level without rules holds for every call (a catch-all). Null when
 * none does.
 */
export function gradeOf(levels: readonly GradeLevel[], facts: CallFacts): string | null {
  const ordered = levels
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => l.validity === 0)
    .sort((a, b) => a.l.priority - b.l.priority || a.i - b.i);
  for (const { l } of ordered) if (l.rules.every((r) => ruleHolds(r, facts))) return l.name;
  return null;
}

/**
 * Why a rule is malformed, or null: a number fact needs a whole number ≥ 0; a hit fact a
 * non-empty value (≤ 64 characters) and, with an operator other than `=`, a whole `count` ≥ 0.
 */
export function ruleProblem(rule: GradeRule): 'numberValue' | 'hitValue' | 'count' | null {
  if (!isHitFact(rule.fact)) {
    const n = typeof rule.value === 'number' ? rule.value : Number.NaN;
    return Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? null : 'numberValue';
  }
  const v = typeof rule.value === 'string' ? rule.value.trim() : '';
  if (!v || v.length > 64) return 'hitValue';
  if (rule.op === OP_EQ) return null;
  const c = rule.count;
  return typeof c === 'number' && Number.isInteger(c) && c >= 0 && c <= 10_000 ? null : 'count';
}
