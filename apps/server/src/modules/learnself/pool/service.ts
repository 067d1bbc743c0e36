import type { FlowRuleInput, FlowRuleRow, PoolFilter, PoolRow } from '@zhiyu/contract/modules/learnself/pool';
import { and, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { enqueue } from '../../../platform/jobs/queue.ts';
import { jobs } from '../../../platform/jobs/table.ts';
import { textChannels } from '../../aitext/channel/table.ts';
import { likeOf } from '../../lookups/like.ts';
import { botNames, type LsScope } from '../dataset/repo.ts';
import { FLOWBACK_KIND } from './flowback-job.ts';
import { lsFlowRules, lsPool } from './table.ts';

type Scope = Pick<LsScope, 'tenantId' | 'appId'>;
type Rule = typeof lsFlowRules.$inferSelect;
type Pooled = typeof lsPool.$inferSelect;

export const poolScope = (s: Scope) => and(eq(lsPool.tenantId, s.tenantId), eq(lsPool.appId, s.appId));

/** The pool filter as SQL (requirements R4 §1 filters). */
export function poolWhere(s: Scope, f: z.output<typeof PoolFilter>): SQL | undefined {
  return and(
    poolScope(s),
    f.source ? eq(lsPool.source, f.source) : undefined,
    f.botId ? eq(lsPool.botId, f.botId) : undefined,
    f.channelId ? eq(lsPool.channelId, f.channelId) : undefined,
    f.kind ? eq(lsPool.kind, f.kind) : undefined,
    f.recognised !== undefined ? eq(lsPool.recognised, f.recognised) : undefined,
    f.scoreMin !== undefined ? gte(lsPool.score, f.scoreMin) : undefined,
    f.scoreMax !== undefined ? lte(lsPool.score, f.scoreMax) : undefined,
    f.from !== undefined ? gte(lsPool.lastAt, new Date(f.from)) : undefined,
    f.to !== undefined ? lte(lsPool.lastAt, new Date(f.to)) : undefined,
    f.text ? ilike(lsPool.text, likeOf(f.text)) : undefined,
  );
}

/** Channel names of the tenant's text channels. */
async function channelNames(db: Db, tenantId: string, ids: string[]) {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (!wanted.length) return new Map<string, string>();
  const rows = await db
    .select({ id: textChannels.id, name: textChannels.name })
    .from(textChannels)
    .where(and(eq(textChannels.tenantId, tenantId), inArray(textChannels.id, wanted)));
  return new Map(rows.map((c) => [c.id, c.name]));
}

/** Pool rows as listed and exported, with bot and channel names. */
export async function poolRows(db: Db, tenantId: string, rows: Pooled[]): Promise<PoolRow[]> {
  const [bots, channels] = await Promise.all([
    botNames(
      db,
      tenantId,
      rows.map((r) => r.botId),
    ),
    channelNames(
      db,
      tenantId,
      rows.map((r) => r.channelId),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    source: r.source,
    botId: r.botId,
    botName: bots.get(r.botId) ?? '',
    channelId: r.channelId,
    channelName: channels.get(r.channelId) ?? '',
    text: r.text,
    occurrences: r.occurrences,
    kind: r.kind,
    prediction: r.prediction,
    score: r.score,
    firstAt: r.firstAt.getTime(),
    lastAt: r.lastAt.getTime(),
  }));
}

export function toRuleRow(r: Rule): FlowRuleRow {
  return {
    id: r.id,
    name: r.name,
    source: r.source,
    botId: r.botId,
    channelId: r.channelId,
    schedule: r.schedule,
    onlyUnrecognised: r.onlyUnrecognised,
    scoreMax: r.scoreMax,
    firstDays: r.firstDays,
    enabled: r.enabled,
    lastRunAt: r.lastRunAt?.getTime() ?? null,
    lastPooled: r.lastPooled,
    jobId: r.jobId,
    createdAt: r.createdAt.getTime(),
  };
}

const ruleScope = (s: Scope) => and(eq(lsFlowRules.tenantId, s.tenantId), eq(lsFlowRules.appId, s.appId));

export async function ruleOf(db: Db, s: Scope, id: string) {
  const [r] = await db
    .select()
    .from(lsFlowRules)
    .where(and(ruleScope(s), eq(lsFlowRules.id, id)));
  if (!r) throw new AppError('180020');
  return r;
}

export async function listRules(db: Db, s: Scope) {
  const rows = await db.select().from(lsFlowRules).where(ruleScope(s)).orderBy(lsFlowRules.createdAt).limit(200);
  return rows.map(toRuleRow);
}

type RuleInput = z.output<typeof FlowRuleInput>;
/** A rule reads only its own tenant's bot or channel: another's reads as missing. */
async function checkTargets(db: Db, s: LsScope, input: RuleInput) {
  if (input.botId && !(await botNames(db, s.tenantId, [input.botId])).size) throw new AppError('180010');
  if (input.channelId && !(await channelNames(db, s.tenantId, [input.channelId])).size)
    throw new AppError('100002', { detail: { zh: '渠道不存在', en: 'channel not found' } });
}

const ruleValues = (input: RuleInput) => ({
  name: input.name,
  source: input.source,
  botId: input.source === 'call' ? (input.botId ?? null) : null,
  channelId: input.source === 'text' ? (input.channelId ?? null) : null,
  schedule: input.schedule,
  onlyUnrecognised: input.onlyUnrecognised,
  scoreMax: input.scoreMax ?? null,
  firstDays: input.firstDays,
  enabled: input.enabled,
});

async function named<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('180021');
    throw e;
  }
}

export async function createRule(db: Db, s: LsScope, input: RuleInput) {
  await checkTargets(db, s, input);
  const [r] = await named(() =>
    db
      .insert(lsFlowRules)
      .values({ id: newId(), tenantId: s.tenantId, appId: s.appId, creator: s.actor, ...ruleValues(input) })
      .returning(),
  );
  return toRuleRow(r);
}

/** Edits a rule; a changed source, bot or channel starts reading from the beginning again. */
export async function updateRule(db: Db, s: LsScope, id: string, input: RuleInput) {
  const old = await ruleOf(db, s, id);
  await checkTargets(db, s, input);
  const v = ruleValues(input);
  const moved = v.source !== old.source || v.botId !== old.botId || v.channelId !== old.channelId;
  const [r] = await named(() =>
    db
      .update(lsFlowRules)
      .set({ ...v, ...(moved ? { cursorAt: null, cursorId: null } : {}) })
      .where(eq(lsFlowRules.id, id))
      .returning(),
  );
  return toRuleRow(r);
}

export async function deleteRules(db: Db, s: Scope, ids: string[]) {
  const gone = await db
    .delete(lsFlowRules)
    .where(and(ruleScope(s), inArray(lsFlowRules.id, ids)))
    .returning({ id: lsFlowRules.id });
  return { deleted: gone.length };
}

/** Starts a run of the rule, unless one is already queued or running (its job is answered). */
export async function runRule(db: Db, s: Scope, id: string) {
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(lsFlowRules)
      .where(and(ruleScope(s), eq(lsFlowRules.id, id)))
      .for('update');
    if (!r) throw new AppError('180020');
    if (r.jobId) {
      const [j] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, r.jobId));
      if (j && (j.status === 'queued' || j.status === 'running')) return { jobId: r.jobId };
    }
    const jobId = await enqueue(tx, s, FLOWBACK_KIND, { ruleId: r.id });
    await tx.update(lsFlowRules).set({ jobId }).where(eq(lsFlowRules.id, r.id));
    return { jobId };
  });
}

/** Daily rules whose last run is a day old (or that never ran), and not running now. */
export async function dueRules(db: Db, now: number) {
  return db
    .select({ id: lsFlowRules.id, tenantId: lsFlowRules.tenantId, appId: lsFlowRules.appId })
    .from(lsFlowRules)
    .where(
      and(
        eq(lsFlowRules.enabled, true),
        eq(lsFlowRules.schedule, 'daily'),
        isNull(lsFlowRules.jobId),
        or(isNull(lsFlowRules.lastRunAt), lt(lsFlowRules.lastRunAt, new Date(now - 86_400_000))),
      ),
    )
    .limit(100);
}
