import { matchPattern, type PatternNode, parsePattern } from '@zhiyu/contract/modules/aihelper/qc-pattern';
import { isNegative } from '../../aitext/chat/sentiment.ts';

/**
 * Real-time quality rules (issue 20 §2 qualityInspection), evaluated on each final utterance of a
 * conversation as it arrives, and once more when the call ends. Stateless: what a rule needs of the
 * call so far is read from the lines before, so any instance can judge any utterance.
 *
 * - forbidden: the speaker said one of the words (每次都说).
 * - pattern: a line of the speaker matches the keyword expression (qc-pattern.ts in the contract).
 * - intent: a customer line was recognised as one of the intents named in `words`.
 * - required: a phrase of the phase was said — greeting: in the agent's first line; identity: by
 *   the agent within `withinSeconds` of the start (judged on the first agent line after that, or at
 *   the end); closing: in the agent's last line (judged at the end).
 * - speechRate: a line of at least two seconds spoken faster than `threshold` characters a second.
 * - silence: more than `threshold` seconds between the end of one line and the start of the next.
 * - interruption: a line that starts more than `threshold` milliseconds before the other speaker's
 *   line has ended.
 * - emotion: a customer line that reads as negative (the text bot's sentiment lexicon).
 */
export const QC_KINDS = [
  'forbidden',
  'required',
  'pattern',
  'intent',
  'speechRate',
  'silence',
  'interruption',
  'emotion',
] as const;
export type QcKind = (typeof QC_KINDS)[number];
export type Phase = 'greeting' | 'identity' | 'closing';

export interface QcRule {
  id: string;
  kind: QcKind;
  /** Whose lines the rule judges (forbidden, speechRate). */
  speaker: 'agent' | 'customer' | 'any';
  words: string[];
  phase: Phase | null;
  withinSeconds: number | null;
  threshold: number | null;
  pattern?: string;
}

export interface Line {
  utteranceId: string;
  speaker: 'agent' | 'customer';
  text: string;
  startMs: number;
  endMs: number;
  /** A customer line's recognised intent, when the scorer has it. */
  intent?: string | null;
}

export interface Alert {
  ruleId: string;
  kind: QcKind;
  /** The line that broke the rule; null for what is judged at the end of the call. */
  utteranceId: string | null;
  atMs: number;
  /** What was found: the word, the rate, the seconds of silence. */
  detail: string;
}

export const DEFAULTS = { identitySeconds: 60, speechRate: 6, silenceSeconds: 8, overlapMs: 800 } as const;

/**
 * The thresholds a rule without its own uses: the conversation's skill group's settings, else the
 * tenant's default ones (通话间隔配置), else DEFAULTS.
 */
export interface LineLimits {
  speechRate: number;
  silenceSeconds: number;
  overlapMs: number;
}

const says = (speaker: QcRule['speaker'], line: Line) => speaker === 'any' || speaker === line.speaker;
const anyWord = (words: string[], text: string) => words.find((w) => w && text.includes(w));

/**
 * The forbidden words of a rule set by their first character (UTF-16 unit), built once per set:
 * a line is then read once, position by position, for every rule's words together, instead of
 * searching it for each word of each rule (hundreds of rules of several words each).
 */
const wordIndexes = new WeakMap<readonly QcRule[], Map<string, string[]>>();
function wordsIn(rules: readonly QcRule[], text: string): Set<string> {
  let index = wordIndexes.get(rules);
  if (!index) {
    index = new Map();
    for (const r of rules)
      if (r.kind === 'forbidden')
        for (const w of r.words) {
          const list = index.get(w[0] ?? '') ?? [];
          if (w && !list.includes(w)) list.push(w);
          index.set(w[0] ?? '', list);
        }
    wordIndexes.set(rules, index);
  }
  const found = new Set<string>();
  for (let i = 0; i < text.length; i++)
    for (const w of index.get(text[i] as string) ?? []) if (text.startsWith(w, i)) found.add(w);
  return found;
}

/** Parsed expressions by source; a point's expression was checked when it was saved. */
const parsed = new Map<string, PatternNode | null>();
function patternOf(source: string): PatternNode | null {
  let node = parsed.get(source);
  if (node === undefined) {
    const p = parsePattern(source);
    node = p.ok ? p.node : null;
    if (parsed.size >= 1000) parsed.clear();
    parsed.set(source, node);
  }
  return node;
}

/** The alerts a new final line raises, given the final lines before it (in speaking order). */
export function judgeLine(
  rules: readonly QcRule[],
  before: readonly Line[],
  line: Line,
  limits: LineLimits = DEFAULTS,
): Alert[] {
  const out: Alert[] = [];
  const alert = (r: QcRule, detail: string, utteranceId: string | null = line.utteranceId) =>
    out.push({ ruleId: r.id, kind: r.kind, utteranceId, atMs: line.startMs, detail });
  const prev = before.at(-1);
  const agentBefore = before.filter((l) => l.speaker === 'agent');
  const seconds = (line.endMs - line.startMs) / 1000;
  // Characters a second, counted once for the line however many speech-rate rules read it.
  let rate: number | undefined;
  let words: Set<string> | undefined;
  let negative: boolean | undefined;
  for (const r of rules) {
    switch (r.kind) {
      case 'forbidden': {
        if (!says(r.speaker, line)) break;
        words ??= wordsIn(rules, line.text);
        const w = words.size ? r.words.find((x) => words?.has(x)) : undefined;
        if (w) alert(r, w);
        break;
      }
      case 'pattern': {
        const node = says(r.speaker, line) ? patternOf(r.pattern ?? '') : null;
        const found: string[] = [];
        if (node && matchPattern(node, line.text, found)) alert(r, [...new Set(found)].join('、'));
        break;
      }
      case 'intent':
        if (line.speaker === 'customer' && line.intent && r.words.includes(line.intent)) alert(r, line.intent);
        break;
      case 'required': {
        if (line.speaker !== 'agent') break;
        if (r.phase === 'greeting' && agentBefore.length === 0 && !anyWord(r.words, line.text)) alert(r, '');
        if (r.phase === 'identity') {
          const limit = (r.withinSeconds ?? DEFAULTS.identitySeconds) * 1000;
          const firstAfter = line.startMs > limit && agentBefore.every((l) => l.startMs <= limit);
          const said = agentBefore.some((l) => l.startMs <= limit && anyWord(r.words, l.text));
          if (firstAfter && !said) alert(r, '');
        }
        break;
      }
      case 'speechRate': {
        if (!says(r.speaker, line) || seconds < 2) break;
        rate ??= Array.from(line.text.replace(/[\s\p{P}]/gu, '')).length / seconds;
        if (rate > (r.threshold ?? limits.speechRate)) alert(r, rate.toFixed(1));
        break;
      }
      case 'silence': {
        const gap = prev ? (line.startMs - prev.endMs) / 1000 : 0;
        if (gap > (r.threshold ?? limits.silenceSeconds)) alert(r, gap.toFixed(1));
        break;
      }
      case 'interruption': {
        const overlap = prev && prev.speaker !== line.speaker ? prev.endMs - line.startMs : 0;
        if (overlap > (r.threshold ?? limits.overlapMs)) alert(r, String(overlap));
        break;
      }
      case 'emotion':
        if (line.speaker !== 'customer') break;
        negative ??= isNegative(line.text);
        if (negative) alert(r, '');
        break;
    }
  }
  return out;
}

/** The alerts judged when the call ends: a closing phrase missing, an identity check never made. */
export function judgeEnd(rules: readonly QcRule[], lines: readonly Line[]): Alert[] {
  const agent = lines.filter((l) => l.speaker === 'agent');
  const endMs = lines.at(-1)?.endMs ?? 0;
  const out: Alert[] = [];
  for (const r of rules) {
    if (r.kind !== 'required' || !agent.length) continue;
    const end = (detail = '') => out.push({ ruleId: r.id, kind: r.kind, utteranceId: null, atMs: endMs, detail });
    if (r.phase === 'closing' && !anyWord(r.words, agent.at(-1)?.text ?? '')) end();
    if (r.phase === 'identity') {
      const limit = (r.withinSeconds ?? DEFAULTS.identitySeconds) * 1000;
      // Judged here only when no agent line came after the window (judgeLine did it otherwise).
      if (agent.every((l) => l.startMs <= limit) && !agent.some((l) => anyWord(r.words, l.text))) end();
    }
  }
  return out;
}
