import { COUNT_CAP, type Page, type SortOrder } from '@zhiyu/contract/list';
import { asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * Counts the matching rows, reading at most COUNT_CAP + 1 of them: a count over a million-row table
 * costs as much as the page itself would, so past the cap the UI shows "10,000+" instead.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined) {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [{ n }] = await db.select({ n: count() }).from(capped);
  return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n, totalCapped: false };
}

/**
 * ORDER BY (column, id) in one direction: a stable total order that a plain ascending composite
 * index (tenant, app, column, id) serves both ways (requirements D4 known trap: no DESC indexes).
 */
export function orderBy(column: AnyPgColumn, id: AnyPgColumn, order: SortOrder = 'DESC'): SQL[] {
  const dir = order === 'ASC' ? asc : desc;
  return column === id ? [dir(id)] : [dir(column), dir(id)];
}

export const offsetOf = (pageNum: number, pageSize: number) => (pageNum - 1) * pageSize;

/** Runs the page query and the capped count side by side and shapes the §3 page response. */
export async function pageOf<T>(
  rows: Promise<T[]>,
  counted: Promise<{ total: number; totalCapped: boolean }>,
  pageNum: number,
  pageSize: number,
): Promise<Page<T>> {
  const [list, c] = await Promise.all([rows, counted]);
  return { list, ...c, pageNum, pageSize };
}
