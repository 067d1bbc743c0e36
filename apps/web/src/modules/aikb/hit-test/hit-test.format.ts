import type { HitMove, HitOutcome } from '@zhiyu/contract/modules/aikb/hit-test';

/** A score as shown beside its bar: three decimals. */
export const formatScore = (score: number) => score.toFixed(3);

/** Which band of the bot's thresholds a score falls in: answers, offered as a candidate, or neither. */
export function bandOf(score: number, t: { answer: number; suggest: number }): 'answer' | 'suggest' | 'below' {
  if (score >= t.answer) return 'answer';
  if (score >= t.suggest) return 'suggest';
  return 'below';
}

export const OUTCOME_COLORS: Record<HitOutcome, string> = {
  answer: 'success',
  didYouMean: 'warning',
  fallback: 'default',
};

export const MOVE_COLORS: Record<HitMove, string> = {
  up: 'success',
  down: 'warning',
  same: 'default',
  new: 'processing',
  gone: 'error',
};
