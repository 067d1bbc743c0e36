import { DEFAULT_THRESHOLD } from './kb-index.ts';

/**
 * A best hit below CLEAR_SCORE answers only when it leads the runner-up by ANSWER_MARGIN; two
 * near-equal weak hits mean the words matched are not what tells the items apart (积分怎么用 against
 * 可以用什么支付 and 不想用了怎么销户), so the question gets "did you mean" instead of a confident
 * wrong answer. Chosen on the quality fixture's tuning sets (docs/aikb-retrieval.md).
 */
export const CLEAR_SCORE = 0.5;
export const ANSWER_MARGIN = 0.05;

/** Whether ranked hits (best first) let the best one answer: the threshold, then the margin rule above. */
export function answersDirectly(ranked: readonly { score: number }[]): boolean {
  const [top, next] = ranked;
  if (!top || top.score < DEFAULT_THRESHOLD) return false;
  return top.score >= CLEAR_SCORE || top.score - (next?.score ?? 0) >= ANSWER_MARGIN - 1e-9;
}
