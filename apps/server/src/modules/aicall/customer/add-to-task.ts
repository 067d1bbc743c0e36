import type { AddToTaskBody } from '@zhiyu/contract/modules/aicall/customer';
import { and, count, desc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { taskCustomers, outboundTasks as tasks } from '../task/table.ts';
import * as repo from './repo.ts';
import { type CustomerScope, likeText } from './scope.ts';
import { customers as c } from './table.ts';

type Body = z.output<typeof AddToTaskBody>;
/** A task in one of these states takes no more customers. */
export const ENDED = ['completed', 'stopped'] as const;

const taskScope = (s: CustomerScope) => and(eq(tasks.tenantId, s.tenantId), eq(tasks.appId, s.appId));

/** The add-to-task picker: the scope's tasks still open, newest first (at most 100, by name part). */
export function openTasks(db: Db, s: CustomerScope, name?: string) {
  return db
    .select({ id: tasks.id, name: tasks.name, status: tasks.status })
    .from(tasks)
    .where(
      and(taskScope(s), notInArray(tasks.status, [...ENDED]), name ? ilike(tasks.name, likeText(name)) : undefined),
    )
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(100);
}

/**
 * Adds the chosen customers (or all matching the filter) to a task of the same scope, as
 * `waiting` rows with a copy of name and number. Customers already in the task are skipped. The
 * task row is locked for the whole insert, so a concurrent stop or a second add cannot interleave,
 * and its customerCount is recounted from its rows.
 */
export async function addToTask(ctx: AppContext, s: CustomerScope, body: Body, full: boolean) {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [task] = await tx
      .select({ id: tasks.id, status: tasks.status })
      .from(tasks)
      .where(and(taskScope(s), eq(tasks.id, body.taskId)))
      .for('update');
    if (!task) throw new AppError('100002', { detail: { zh: '任务不存在', en: 'task not found' } });
    if ((ENDED as readonly string[]).includes(task.status)) throw new AppError('150025');
    const where = and(
      await repo.filters(tx, s, body.filter ?? {}, full),
      body.ids ? inArray(c.id, body.ids) : undefined,
    );
    const [{ n: matched }] = await tx.select({ n: count() }).from(c).where(where);
    const inserted = rowsOf<{ customer_id: string }>(
      await tx.execute(sql`
        insert into ${taskCustomers} (task_id, customer_id, tenant_id, app_id, name, phone, status, updated_at)
        select ${task.id}, ${c.id}, ${c.tenantId}, ${c.appId}, ${c.name}, ${c.phone}, 'waiting', now()
        from ${c} where ${where}
        on conflict (task_id, customer_id) do nothing
        returning customer_id`),
    );
    await tx
      .update(tasks)
      .set({
        customerCount: sql`(select count(*)::int from ${taskCustomers} where ${taskCustomers.taskId} = ${task.id})`,
        updatedAt: new Date(ctx.now()),
      })
      .where(eq(tasks.id, task.id));
    return { added: inserted.length, skipped: matched - inserted.length };
  });
}
