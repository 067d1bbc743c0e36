import type { HitDiffRow, HitMove, HitRow, HitTestCompare, HitTestResult } from '@zhiyu/contract/modules/aikb/hit-test';

const keyOf = (h: { kind: string; refId: string }) => `${h.kind}:${h.refId}`;

function moveOf(before: HitRow | undefined, after: HitRow | undefined): HitMove {
  if (!before) return 'new';
  if (!after) return 'gone';
  if (after.rank < before.rank) return 'up';
  if (after.rank > before.rank) return 'down';
  return 'same';
}

const place = (h: HitRow | undefined) => (h ? { rank: h.rank, score: h.score } : null);

/**
 * A stored result against today's: every hit of now in its order (moved up or down, same rank, or
 * new), then the hits that are gone; whether the bot's outcome changed (answer, did you mean,
 * fallback) and, with the same outcome, whether another hit answers, other candidates are
 * offered or the answer's text changed (the built-in texts follow the asker's language: not compared).
 */
export function compareResults(before: HitTestResult, after: HitTestResult): HitTestCompare['diff'] {
  const old = new Map(before.hits.map((h) => [keyOf(h), h]));
  const now = new Map(after.hits.map((h) => [keyOf(h), h]));
  const row = (b: HitRow | undefined, a: HitRow | undefined): HitDiffRow => {
    const h = (a ?? b) as HitRow;
    return { refId: h.refId, kind: h.kind, title: h.title, before: place(b), after: place(a), move: moveOf(b, a) };
  };
  const hits = [
    ...after.hits.map((a) => row(old.get(keyOf(a)), a)),
    ...before.hits.filter((b) => !now.has(keyOf(b))).map((b) => row(b, undefined)),
  ];
  const x = before.answer;
  const y = after.answer;
  const outcomeChanged = x.kind !== y.kind;
  const answerChanged =
    !outcomeChanged &&
    (x.refId !== y.refId ||
      (x.kind === 'answer' && x.text !== y.text) ||
      x.candidates.map(keyOf).join('|') !== y.candidates.map(keyOf).join('|'));
  return { outcomeChanged, answerChanged, hits };
}
