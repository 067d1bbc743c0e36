import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A stamp of the rows of `table` that `where` selects (a scalar subquery): their count and the sum
 * of their transaction ids (`xmin`), which changes with every insert, update and delete. A cache
 * that compares it before use follows every change made through any instance.
 */
export const rowStamp = (table: PgTable, where: SQL | undefined) =>
  sql<string>`(SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM ${table} WHERE ${where})`;

/** The FROM of a select made only of scalar subqueries. */
export const noTable = sql`(SELECT 1) AS one`;
