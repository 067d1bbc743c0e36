import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  type createFlowRule,
  FLOW_FIRST_DAYS_DEFAULT,
  type FlowRuleRow,
  type PoolSource,
} from '@zhiyu/contract/modules/learnself/pool';
import { ACTIVE, INACTIVE } from '../../../components/schema/value-types/switch.tsx';

/** The rule form's values: the kit's switches hold 1 / 0 (requirements §3). */
export interface RuleForm {
  name: string;
  source: PoolSource;
  botId?: string | null;
  channelId?: string | null;
  schedule: 'daily' | 'manual';
  onlyUnrecognised: number;
  scoreMax?: number | null;
  firstDays: number;
  enabled: number;
}

const flag = (b: boolean) => (b ? ACTIVE : INACTIVE);

/** An edited rule as the form shows it. */
export function toRuleForm(r: FlowRuleRow): RuleForm {
  return {
    name: r.name,
    source: r.source,
    botId: r.botId,
    channelId: r.channelId,
    schedule: r.schedule,
    onlyUnrecognised: flag(r.onlyUnrecognised),
    scoreMax: r.scoreMax,
    firstDays: r.firstDays,
    enabled: flag(r.enabled),
  };
}

/**
 * The add / edit body from the form: a call rule names a bot (or none: all), a text rule a channel;
 * the score limit counts only when recognised utterances flow back too.
 */
export function ruleBody(v: Record<string, unknown>): BodyOf<typeof createFlowRule> {
  const source = v.source === 'text' ? 'text' : 'call';
  const only = v.onlyUnrecognised === ACTIVE || v.onlyUnrecognised === true;
  const score = typeof v.scoreMax === 'number' ? v.scoreMax : null;
  return {
    name: String(v.name ?? '').trim(),
    source,
    botId: source === 'call' ? ((v.botId as string | undefined) ?? null) : null,
    channelId: source === 'text' ? ((v.channelId as string | undefined) ?? null) : null,
    schedule: v.schedule === 'manual' ? 'manual' : 'daily',
    onlyUnrecognised: only,
    scoreMax: only ? null : score,
    firstDays: typeof v.firstDays === 'number' ? v.firstDays : FLOW_FIRST_DAYS_DEFAULT,
    enabled: v.enabled === ACTIVE || v.enabled === true,
  };
}

/** Runs started from this screen: each rule's last run time when its run was asked for. */
export type StartedRuns = ReadonlyMap<string, number | null>;

/**
 * Rules whose run ended: running in `before` and no longer, or started here and run since (a short
 * run may be over before the list is read again, so it is never seen running).
 */
export function finishedRules(
  before: readonly FlowRuleRow[] | undefined,
  after: readonly FlowRuleRow[],
  started: StartedRuns = new Map(),
) {
  const was = new Set((before ?? []).filter((r) => r.jobId).map((r) => r.id));
  return after.filter((r) => !r.jobId && (was.has(r.id) || (started.has(r.id) && started.get(r.id) !== r.lastRunAt)));
}

/** How often the rule list is read again while a rule runs (requirements R4 §1). */
export const RULE_POLL_MS = 2000;
export const rulePollMs = (rows: readonly FlowRuleRow[] | undefined, started: StartedRuns = new Map()) =>
  started.size || rows?.some((r) => r.jobId) ? RULE_POLL_MS : false;
