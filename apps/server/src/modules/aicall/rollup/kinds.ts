/**
 * What `call_rollup_counts.kind` holds, per call of a key:
 * - class: the requirements §4 result class (one per call);
 * - level: the intention level (answered calls that graded to one);
 * - nodeUser / nodeSystem: the node the call ended at (`item` node id, `label` its name), split by
 *   who hung up;
 * - intent: calls in which the intent recognised at least one of the callee's turns (`item` the
 *   intent's name);
 * - unrecognised: calls in which the callee said the utterance and no intent recognised it (`item`
 *   the utterance, trimmed and cut to UTTERANCE_MAX characters);
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

/** A calendar day written YYYY-MM-DD that exists (shared with the boards' range checks). */
export { isDay } from '@zhiyu/contract/rules/zoned-day';
/** The tenant's calendar the rollups use (one place for every report: platform/reporting/range.ts). */
export { DEFAULT_TIME_ZONE, tenantTimeZone } from '../../../platform/reporting/range.ts';
