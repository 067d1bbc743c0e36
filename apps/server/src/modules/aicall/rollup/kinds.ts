/**
 * What `call_rollup_counts.kind` holds, per call of a key:
 * - class: the SPEC §4 result class (one per call);
 * - level: the intention level (answered calls that graded to one);
 * - nodeUser / nodeSystem: the node the call ended at (`item` node id, `label` its name), split by
 *   who hung up;
 * - intent: each of the callee's turns an intent recognised (`item` the intent's name);
 * - unrecognised: each of the callee's turns no intent recognised (`item` the utterance, trimmed
 *   and cut to UTTERANCE_MAX characters);
 * - hangupIntent: calls the callee hung up, by the intent of their last turn ('' unrecognised);
 * - tag: each distinct tag the call carries.
 */
export const ROLLUP_KINDS = [
  'class',
  'level',
  'nodeUser',
  'nodeSystem',
  'intent',
  'unrecognised',
  'hangupIntent',
  'tag',
] as const;
export type RollupKind = (typeof ROLLUP_KINDS)[number];

/** Utterances are keyed by at most this many characters (keeps keys short for the index). */
export const UTTERANCE_MAX = 200;

/**
 * The time zone whose calendar days the rollups use. Tenants carry no time zone of their own, so
 * every tenant's day is China Standard Time; an outbound task's own `time_zone` only governs its
 * calling windows.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export function tenantTimeZone(_tenantId: string): string {
  return DEFAULT_TIME_ZONE;
}

/** A calendar day written YYYY-MM-DD that exists. */
export function isDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
