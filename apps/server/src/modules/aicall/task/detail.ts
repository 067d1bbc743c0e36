import type { CustomerFilter, TaskOptions } from '@zhiyu/contract/modules/aicall/task';
import type {
  TaskAttemptRow,
  TaskCustomerQuery,
  TaskCustomerRow,
  TaskProgress,
} from '@zhiyu/contract/modules/aicall/task-detail';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import { and, asc, count, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { published } from '../../../platform/jobs/visibility.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import { bots, botVersions } from '../../bot/bot/table.ts';
import { callLines } from '../line/table.ts';
import { callRecords } from '../record/table.ts';
import { aicallSettings } from '../setting/table.ts';
import { addCustomers } from './customers.ts';
import type { TaskScope } from './repo.ts';
import { illegal, loadTask } from './service.ts';
import { callAttempts, outboundTasks, taskCustomers } from './table.ts';

type CustomerQuery = z.output<typeof TaskCustomerQuery>;
const ms = (d: Date | null) => (d ? d.getTime() : null);

/** Progress from the task's counters plus one grouped count of its customers by status. */
export async function progressOf(db: Db, taskId: string): Promise<TaskProgress | null> {
  const [t] = await db.select().from(outboundTasks).where(eq(outboundTasks.id, taskId));
  if (!t) return null;
  const groups = await db
    .select({ status: taskCustomers.status, n: count() })
    .from(taskCustomers)
    .where(eq(taskCustomers.taskId, taskId))
    .groupBy(taskCustomers.status);
  const byStatus: Record<string, number> = { waiting: 0, calling: 0, done: 0, failed: 0, blacklisted: 0 };
  for (const g of groups) byStatus[g.status] = Number(g.n);
  const customers = Object.values(byStatus).reduce((a, b) => a + b, 0);
  return {
    taskId,
    status: t.status,
    customers,
    dialled: t.dialledCount,
    connected: t.connectedCount,
    remaining: byStatus.waiting + byStatus.calling,
    finished: byStatus.done + byStatus.failed + byStatus.blacklisted,
    connectRate: t.dialledCount ? t.connectedCount / t.dialledCount : 0,
    byStatus,
  };
}

function customerFilter(taskId: string, q: Omit<CustomerQuery, 'pageNum' | 'pageSize'>) {
  const kw = q.keyword?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    eq(taskCustomers.taskId, taskId),
    q.status ? eq(taskCustomers.status, q.status) : undefined,
    q.resultClass ? eq(taskCustomers.lastResultClass, q.resultClass) : undefined,
    kw ? or(ilike(taskCustomers.name, `%${kw}%`), like(taskCustomers.phone, `%${kw}`)) : undefined,
  );
}

export function toCustomerRow(c: typeof taskCustomers.$inferSelect, lastCallAt: Date | null): TaskCustomerRow {
  return {
    customerId: c.customerId,
    name: c.name,
    phone: maskPhone(c.phone),
    status: c.status,
    attempts: c.attempts,
    lastResultClass: c.lastResultClass,
    lastRecordId: c.lastRecordId,
    lastCallAt: ms(lastCallAt),
    nextAttemptAt: ms(c.nextAttemptAt),
  };
}

const lastCall = sql<Date | null>`(SELECT max(a.started_at) FROM call_attempts a WHERE a.task_id = ${taskCustomers.taskId} AND a.customer_id = ${taskCustomers.customerId})`;

export async function listCustomers(db: Db, s: TaskScope, q: CustomerQuery) {
  await loadTask(db, s, q.taskId);
  const where = customerFilter(q.taskId, q);
  const dir = q.sortOrder === 'ASC' ? asc : desc;
  const col = q.sortField === 'attempts' ? taskCustomers.attempts : taskCustomers.updatedAt;
  const rows = db
    .select({ c: taskCustomers, lastCallAt: lastCall })
    .from(taskCustomers)
    .where(where)
    .orderBy(dir(col), dir(taskCustomers.customerId))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map((x) => toCustomerRow(x.c, x.lastCallAt ? new Date(x.lastCallAt) : null)));
  return pageOf(rows, cappedCount(db, taskCustomers, where), q.pageNum, q.pageSize);
}

export { customerFilter, lastCall };

export async function listAttempts(
  db: Db,
  s: TaskScope,
  taskId: string,
  customerId: string,
): Promise<TaskAttemptRow[]> {
  await loadTask(db, s, taskId);
  const rows = await db
    .select({ a: callAttempts, r: callRecords })
    .from(callAttempts)
    .leftJoin(callRecords, eq(callRecords.id, callAttempts.recordId))
    .where(and(eq(callAttempts.taskId, taskId), eq(callAttempts.customerId, customerId)))
    .orderBy(asc(callAttempts.attemptNo));
  return rows.map(({ a, r }) => ({
    attemptNo: a.attemptNo,
    state: a.state,
    lineId: a.lineId,
    startedAt: a.startedAt.getTime(),
    endedAt: ms(a.endedAt),
    recordId: a.recordId,
    causeCode: r?.causeCode ?? null,
    resultClass: r?.resultClass ?? null,
    durationSec: r?.durationSec ?? null,
    rounds: r?.rounds ?? null,
    intentionLevel: r?.intentionLevel ?? null,
  }));
}

/** Back to waiting, due now. Not while being called; not on a finished task. */
export async function retryCustomer(ctx: AppContext, s: TaskScope, taskId: string, customerId: string) {
  const t = await loadTask(ctx.db, s, taskId);
  if (t.status === 'completed' || t.status === 'stopped') throw illegal(t.status);
  const [c] = await ctx.db
    .select()
    .from(taskCustomers)
    .where(and(eq(taskCustomers.taskId, taskId), eq(taskCustomers.customerId, customerId)));
  if (!c) throw new AppError('100002', { detail: { zh: '任务中没有该客户', en: 'no such customer in the task' } });
  if (c.status === 'calling') throw new AppError('150047');
  const wasFinal = c.status === 'done' || c.status === 'failed' || c.status === 'blacklisted';
  const [updated] = await ctx.db.transaction(async (tx) => {
    const out = await tx
      .update(taskCustomers)
      .set({ status: 'waiting', nextAttemptAt: null, updatedAt: new Date(ctx.now()) })
      .where(
        and(
          eq(taskCustomers.taskId, taskId),
          eq(taskCustomers.customerId, customerId),
          inArray(taskCustomers.status, ['waiting', 'done', 'failed', 'blacklisted']),
        ),
      )
      .returning();
    if (out.length && wasFinal)
      await tx
        .update(outboundTasks)
        .set({ finishedCount: sql`greatest(${outboundTasks.finishedCount} - 1, 0)` })
        .where(eq(outboundTasks.id, taskId));
    return out;
  });
  if (!updated) throw new AppError('150047');
  return toCustomerRow(updated, null);
}

export async function addToTask(
  ctx: AppContext,
  s: TaskScope,
  taskId: string,
  filter: z.output<typeof CustomerFilter>,
) {
  const t = await loadTask(ctx.db, s, taskId);
  if (t.status === 'completed' || t.status === 'stopped') throw new AppError('150048');
  return ctx.db.transaction((tx) => addCustomers(tx as unknown as Db, s, taskId, filter));
}

/** The form's choices: published outbound bots (own app or shared), enabled lines, the cap, tags. */
export async function optionsOf(db: Db, s: TaskScope): Promise<TaskOptions> {
  const botRows = await db
    .select({ id: bots.id, name: bots.name, version: sql<number>`max(${botVersions.version})` })
    .from(bots)
    .innerJoin(botVersions, eq(botVersions.botId, bots.id))
    .where(and(eq(bots.tenantId, s.tenantId), eq(bots.type, 0), or(eq(bots.appId, s.appId), eq(bots.shared, 1))))
    .groupBy(bots.id, bots.name)
    .orderBy(asc(bots.name));
  const lines = await db
    .select({
      id: callLines.id,
      name: callLines.name,
      number: callLines.number,
      kind: callLines.kind,
      concurrency: callLines.concurrency,
    })
    .from(callLines)
    .where(and(eq(callLines.tenantId, s.tenantId), eq(callLines.appId, s.appId), eq(callLines.status, 1)))
    .orderBy(asc(callLines.number));
  const [setting] = await db
    .select({ max: aicallSettings.maxConcurrency })
    .from(aicallSettings)
    .where(and(eq(aicallSettings.tenantId, s.tenantId), eq(aicallSettings.appId, s.appId)));
  const tags = rowsOf<{ tag: string }>(
    await db.execute(
      sql`SELECT DISTINCT unnest(tags) AS tag FROM customers WHERE tenant_id = ${s.tenantId} AND app_id = ${s.appId} AND ${published(sql`import_job`)} ORDER BY 1 LIMIT 500`,
    ),
  ).map((r) => r.tag);
  return {
    bots: botRows.map((b) => ({ ...b, version: Number(b.version) })),
    lines,
    maxConcurrency: setting?.max ?? 20,
    tags,
  };
}
