import {
  DEFAULT_SIMULATION,
  type LineInput,
  type LineListQuery,
  type LineRow,
} from '@zhiyu/contract/modules/aicall/line';
import { and, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { tenantSip } from '../../admin/sip/table.ts';
import { botDetails, bots } from '../../bot/bot/table.ts';
import { outboundTasks } from '../task/table.ts';
import { likeText } from '../voice/scope.ts';
import type { AppScope } from '../voice/settings.ts';
import { callLines } from './table.ts';

type Input = z.output<typeof LineInput>;
type Line = typeof callLines.$inferSelect;

const inScope = (s: AppScope) => and(eq(callLines.tenantId, s.tenantId), eq(callLines.appId, s.appId));

const activeTasks = sql<number>`(select count(*)::int from ${outboundTasks} t
  where t.tenant_id = ${callLines.tenantId} and t.app_id = ${callLines.appId}
  and t.status not in ('completed', 'stopped') and ${callLines.id} = any(t.line_ids))`;

function toRow(l: Line, botName: string | null, active: number): LineRow {
  return {
    id: l.id,
    number: l.number,
    name: l.name,
    kind: l.kind,
    concurrency: l.concurrency,
    status: l.status,
    simulation: l.kind === 'simulated' ? (l.simulation ?? DEFAULT_SIMULATION) : null,
    inboundBotId: l.inboundBotId,
    inboundBotName: l.inboundBotId ? botName : null,
    activeTasks: Number(active),
    createdAt: l.createdAt.getTime(),
    updatedAt: l.updatedAt.getTime(),
  };
}

function select(db: Db, s: AppScope) {
  return db
    .select({ l: callLines, botName: bots.name, active: activeTasks })
    .from(callLines)
    .leftJoin(bots, and(eq(bots.id, callLines.inboundBotId), eq(bots.tenantId, s.tenantId)));
}

export function listLines(ctx: AppContext, s: AppScope, q: z.output<typeof LineListQuery>) {
  const where = and(
    inScope(s),
    q.keyword
      ? or(ilike(callLines.number, likeText(q.keyword)), ilike(callLines.name, likeText(q.keyword)))
      : undefined,
    q.kind ? eq(callLines.kind, q.kind) : undefined,
    q.status !== undefined ? eq(callLines.status, q.status) : undefined,
  );
  const order =
    q.sortField === 'number'
      ? orderBy(callLines.number, callLines.number, q.sortOrder)
      : orderBy(callLines.createdAt, callLines.id, q.sortOrder);
  const rows = select(ctx.db, s)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map((x) => toRow(x.l, x.botName, x.active)));
  return pageOf(rows, cappedCount(ctx.db, callLines, where), q.pageNum, q.pageSize);
}

/** The app's inbound bots (its own and those its tenant shares), to answer a number. */
export async function inboundBots(db: Db, s: AppScope) {
  const rows = await db
    .select({ id: bots.id, name: bots.name, version: botDetails.publishedVersion })
    .from(bots)
    .leftJoin(botDetails, eq(botDetails.botId, bots.id))
    .where(and(eq(bots.tenantId, s.tenantId), eq(bots.type, 1), or(eq(bots.appId, s.appId), eq(bots.shared, 1))))
    .orderBy(bots.name);
  return rows.map((b) => ({ id: b.id, name: b.name, published: b.version !== null }));
}

const duplicate = (n: string) =>
  new AppError('100003', { detail: { zh: `号码 ${n} 已存在`, en: `number ${n} already exists` } });
const missing = () => new AppError('100002', { detail: { zh: '号码不存在', en: 'number not found' } });

async function check(db: Db, s: AppScope, input: Input, self?: string) {
  if (input.inboundBotId && !(await inboundBots(db, s)).some((b) => b.id === input.inboundBotId))
    throw new AppError('150084');
  if (input.kind === 'sip') {
    const [trunk] = await db
      .select({ t: tenantSip.tenantId })
      .from(tenantSip)
      .where(and(eq(tenantSip.tenantId, s.tenantId), isNotNull(tenantSip.tenantId)));
    if (!trunk) throw new AppError('150087');
  }
  const [other] = await db
    .select({ id: callLines.id })
    .from(callLines)
    .where(and(inScope(s), eq(callLines.number, input.number)));
  if (other && other.id !== self) throw duplicate(input.number);
}

const values = (input: Input) => ({
  ...input,
  // A SIP number has no simulation; a simulated line without one gets the default profile.
  simulation: input.kind === 'simulated' ? (input.simulation ?? DEFAULT_SIMULATION) : null,
});

async function rowOf(db: Db, s: AppScope, id: string) {
  const [r] = await select(db, s).where(and(inScope(s), eq(callLines.id, id)));
  if (!r) throw missing();
  return toRow(r.l, r.botName, r.active);
}

export async function createLine(ctx: AppContext, s: AppScope, input: Input) {
  await check(ctx.db, s, input);
  const id = newId();
  try {
    await ctx.db.insert(callLines).values({ id, ...s, ...values(input) });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.number);
    throw e;
  }
  return rowOf(ctx.db, s, id);
}

export async function updateLine(ctx: AppContext, s: AppScope, id: string, input: Input) {
  await rowOf(ctx.db, s, id);
  await check(ctx.db, s, input, id);
  try {
    await ctx.db
      .update(callLines)
      .set({ ...values(input), updatedAt: new Date(ctx.now()) })
      .where(and(inScope(s), eq(callLines.id, id)));
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.number);
    throw e;
  }
  return rowOf(ctx.db, s, id);
}

/** Refused while a task that has not ended dials through it (the count says how many). */
export async function deleteLine(ctx: AppContext, s: AppScope, id: string) {
  const row = await rowOf(ctx.db, s, id);
  if (row.activeTasks > 0) throw new AppError('150081', { params: { n: row.activeTasks } });
  const gone = await ctx.db
    .delete(callLines)
    .where(
      and(
        inScope(s),
        eq(callLines.id, id),
        sql`not exists (select 1 from ${outboundTasks} t
      where t.tenant_id = ${s.tenantId} and t.status not in ('completed', 'stopped') and ${id} = any(t.line_ids))`,
      ),
    )
    .returning({ id: callLines.id });
  if (!gone.length) throw new AppError('150081', { params: { n: 1 } });
  return { deleted: gone.length };
}
