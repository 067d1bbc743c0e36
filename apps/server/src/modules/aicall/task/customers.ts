import type { CustomerFilter } from '@zhiyu/contract/modules/aicall/task';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import { published } from '../../../platform/jobs/visibility.ts';
import { recount, type TaskScope } from './repo.ts';

type Filter = z.output<typeof CustomerFilter>;

/** The app's customers a filter selects (SQL over `customers c`); null for mode none. */
function customerWhere(s: TaskScope, f: Filter): SQL | null {
  const scope = sql`c.tenant_id = ${s.tenantId} AND c.app_id = ${s.appId} AND ${published(sql`c.import_job`)}`;
  if (f.mode === 'none') return null;
  if (f.mode === 'all') return scope;
  if (f.mode === 'tags') {
    const tags = sql.join(
      f.tags.map((t) => sql`${t}`),
      sql`, `,
    );
    return f.tags.length ? sql`${scope} AND c.tags && ARRAY[${tags}]::text[]` : sql`${scope} AND false`;
  }
  const from =
    f.createdFrom !== undefined
      ? sql` AND c.created_at >= ${new Date(f.createdFrom).toISOString()}::timestamptz`
      : sql``;
  const to =
    f.createdTo !== undefined ? sql` AND c.created_at <= ${new Date(f.createdTo).toISOString()}::timestamptz` : sql``;
  return sql`${scope}${from}${to}`;
}

/**
 * Adds the matching customers to a task as waiting (a copy of name and number at adding time);
 * customers already in the task are skipped. Returns how many were added and skipped.
 */
export async function addCustomers(db: Db, s: TaskScope, taskId: string, f: Filter) {
  const where = customerWhere(s, f);
  if (!where) return { added: 0, skipped: 0 };
  const before = await recount(db, taskId);
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM customers c WHERE ${where}`),
  );
  await db.execute(sql`
    INSERT INTO task_customers (task_id, customer_id, tenant_id, app_id, name, phone, status)
    SELECT ${taskId}, c.id, c.tenant_id, c.app_id, c.name, c.phone, 'waiting' FROM customers c WHERE ${where}
    ON CONFLICT DO NOTHING`);
  const after = await recount(db, taskId);
  return { added: after - before, skipped: Number(n) - (after - before) };
}

/** Copies another task's customers (all, or those whose last call was not a success) as waiting. */
export async function copyCustomers(db: Db, fromTask: string, toTask: string, redialOnly: boolean) {
  const cond = redialOnly ? sql` AND (last_result_class IS NULL OR last_result_class <> 'success')` : sql``;
  await db.execute(sql`
    INSERT INTO task_customers (task_id, customer_id, tenant_id, app_id, name, phone, status)
    SELECT ${toTask}, customer_id, tenant_id, app_id, name, phone, 'waiting' FROM task_customers
    WHERE task_id = ${fromTask} AND status <> 'blacklisted'${cond}
    ON CONFLICT DO NOTHING`);
  return recount(db, toTask);
}
