import type { BodyOf } from '@zhiyu/contract/endpoint';
import type { createThreshold } from '@zhiyu/contract/modules/aihelper/threshold';

type Values = Record<string, unknown>;

/** Query keys of the threshold settings (requirements D3.7); mutations invalidate `all`. */
export const thresholdKeys = {
  all: ['aihelper', 'threshold'] as const,
  list: () => [...thresholdKeys.all, 'list'] as const,
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The create/edit body from the dialog: an empty value leaves the next level's in force. */
export const thresholdBody = (v: Values): BodyOf<typeof createThreshold> => ({
  skillGroup: String(v.skillGroup ?? '').trim(),
  silenceSeconds: num(v.silenceSeconds),
  speechRate: num(v.speechRate),
  overlapMs: num(v.overlapMs),
  repeatSeconds: num(v.repeatSeconds),
});
