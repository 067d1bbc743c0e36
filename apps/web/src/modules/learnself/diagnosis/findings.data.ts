import {
  FEW_EXAMPLES,
  FINDING_KINDS,
  type Finding,
  type FindingKind,
} from '@zhiyu/contract/modules/learnself/diagnosis';

type Translate = (key: string, opts?: Record<string, unknown>) => string;

/** A share or a confidence as a whole percentage. */
export const percent = (v: number | null | undefined) =>
  v === null || v === undefined ? '-' : `${Math.round(v * 100)}%`;

/** The findings in the order of FINDING_KINDS (conflicts first), the server's order kept within a kind. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  const rank = (k: FindingKind) => FINDING_KINDS.indexOf(k);
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f.kind) - rank(b.f.kind) || a.i - b.i)
    .map((x) => x.f);
}

/** How many findings of each kind (every kind present, zero when none). */
export function kindCounts(findings: readonly Pick<Finding, 'kind'>[]): Record<FindingKind, number> {
  const out = Object.fromEntries(FINDING_KINDS.map((k) => [k, 0])) as Record<FindingKind, number>;
  for (const f of findings) out[f.kind] += 1;
  return out;
}

/** Whether the fix is one click (move, delete, merge) and still to do; advice never is. */
export const canApply = (f: Pick<Finding, 'fix' | 'ops' | 'applied'>) =>
  f.fix !== 'addExamples' && f.ops.length > 0 && !f.applied;

/** Whether the finding's fix is advice: more utterances are needed, written or generated. */
export const isAdvice = (f: Pick<Finding, 'fix'>) => f.fix === 'addExamples';

/** What the finding says, in a sentence (requirements R4 §5). */
export function findingText(t: Translate, f: Finding): string {
  const [a = '', b = ''] = f.labels;
  switch (f.kind) {
    case 'conflict':
      return f.score !== null && f.score < 1
        ? t('finding.conflictNear', { labels: f.labels.join(t('finding.and')), score: percent(f.score) })
        : t('finding.conflict', { labels: f.labels.join(t('finding.and')) });
    case 'duplicate':
      return t('finding.duplicate', { label: a, score: percent(f.score) });
    case 'confusion':
      return t('finding.confusion', { a, b, count: f.count, share: percent(f.score) });
    case 'outlier':
      return t('finding.outlier', { a, b, score: percent(f.score) });
    case 'few':
      return t('finding.few', { label: a, count: f.count, min: FEW_EXAMPLES });
  }
}

/** The suggested fix, in a sentence: what one click would change in the working copy. */
export function fixText(t: Translate, f: Finding): string {
  const [a = '', b = ''] = f.labels;
  const first = f.ops[0];
  if (f.fix === 'addExamples')
    return f.kind === 'confusion'
      ? t('fix.tellApart', { a, b })
      : t('fix.addExamples', { label: a, min: FEW_EXAMPLES });
  if (!first) return '-';
  if (f.fix === 'merge' && first.op === 'move')
    return t('fix.merge', { from: first.label, to: first.to, count: f.ops.length });
  if (f.ops.length > 1) return t('fix.many', { count: f.ops.length });
  return first.op === 'move'
    ? t('fix.move', { text: first.text, from: first.label, to: first.to })
    : t('fix.delete', { text: first.text, label: first.label });
}
