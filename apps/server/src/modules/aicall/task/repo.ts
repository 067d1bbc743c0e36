import type { TaskListQuery, TaskRow } from '@zhiyu/contract/modules/aicall/task';
import { and, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { rowsOf } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { bots } from '../../bot/bot/table.ts';
import { callAttempts, outboundTasks, taskCustomers } from './table.ts';
import { windowWait } from './window-wait.ts';

export interface TaskScope {
  tenantId: string;
  appId: string;
}
export type Task = typeof outboundTasks.$inferSelect;
type ListQuery = z.output<typeof TaskListQuery>;

export const inScope = (s: TaskScope) => and(eq(outboundTasks.tenantId, s.tenantId), eq(outboundTasks.appId, s.appId));
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const ms = (d: Date | null) => (d ? d.getTime() : null);

/** `now` decides whether a running task is waiting for its calling window (and until when). */
export function toRow(t: Task, botName: string, now = Date.now()): TaskRow {
  return {
    id: t.id,
    name: t.name,
    botId: t.botId,
    botName,
    botVersion: t.botVersion,
    lineIds: t.lineIds,
    execution: t.execution,
    windows: t.windows,
    timeZone: t.timeZone,
    concurrency: t.concurrency,
    redial: t.redial as TaskRow['redial'],
    priority: t.priority,
    status: t.status,
    customerCount: t.customerCount,
    dialledCount: t.dialledCount,
    connectedCount: t.connectedCount,
    finishedCount: t.finishedCount,
    copiedFrom: t.copiedFrom,
    createdAt: t.createdAt.getTime(),
    startedAt: ms(t.startedAt),
    finishedAt: ms(t.finishedAt),
    windowWait: t.status === 'running' ? windowWait(t.windows, t.timeZone, now) : null,
  };
}

const withBot = (db: Db) =>
  db
    .select({ t: outboundTasks, botName: bots.name })
    .from(outboundTasks)
    .leftJoin(bots, eq(bots.id, outboundTasks.botId));

export function listTasks(db: Db, s: TaskScope, q: ListQuery, now = Date.now()) {
  const where = and(
    inScope(s),
    q.name ? ilike(outboundTasks.name, likeText(q.name)) : undefined,
    q.status ? eq(outboundTasks.status, q.status) : undefined,
    q.createdFrom !== undefined ? gte(outboundTasks.createdAt, new Date(q.createdFrom)) : undefined,
    q.createdTo !== undefined ? lte(outboundTasks.createdAt, new Date(q.createdTo)) : undefined,
  );
  const column = { createdAt: outboundTasks.createdAt, name: outboundTasks.name, priority: outboundTasks.priority }[
    q.sortField ?? 'createdAt'
  ];
  const rows = withBot(db)
    .where(where)
    .orderBy(...orderBy(column, outboundTasks.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map((x) => toRow(x.t, x.botName ?? '', now)));
  return pageOf(rows, cappedCount(db, outboundTasks, where), q.pageNum, q.pageSize);
}

export async function findTask(db: Db, s: TaskScope, id: string): Promise<Task | undefined> {
  const [t] = await db
    .select()
    .from(outboundTasks)
    .where(and(inScope(s), eq(outboundTasks.id, id)));
  return t;
}

export async function rowOf(db: Db, s: TaskScope, id: string, now = Date.now()): Promise<TaskRow | undefined> {
  const [r] = await withBot(db).where(and(inScope(s), eq(outboundTasks.id, id)));
  return r ? toRow(r.t, r.botName ?? '', now) : undefined;
}

/** Re-counts a task's customers into customer_count; returns the count. */
export async function recount(db: Db, taskId: string): Promise<number> {
  const r = await db.execute(sql`
    UPDATE outbound_tasks SET customer_count = (SELECT count(*) FROM task_customers WHERE task_id = ${taskId})
    WHERE id = ${taskId} RETURNING customer_count`);
  return Number(rowsOf<{ customer_count: number }>(r)[0]?.customer_count ?? 0);
}

/** Removes tasks with their customers and attempts (call records stay: they are history). */
export async function deleteTasks(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(taskCustomers).where(inArray(taskCustomers.taskId, ids));
  await db.delete(callAttempts).where(inArray(callAttempts.taskId, ids));
  await db.delete(outboundTasks).where(inArray(outboundTasks.id, ids));
}

export type { SQL };
