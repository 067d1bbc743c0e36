import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client.ts';

/**
 * Runs `query` (a page of rows, already ordered and limited) and returns its rows as one JSON text
 * decoded here: each column arrives under its SQL name, timestamps as ISO text with their
 * microseconds. For bulk reads (exports): the embedded database's wire parser costs about half a
 * microsecond per field, so a 2,000-row page of six columns took longer to decode than to run.
 * `order` repeats the page's order over the subquery's columns (`p.<name>`): json_agg only keeps
 * an order it is given.
 */
export async function jsonPage<T>(db: Db, query: SQLWrapper, order: SQL): Promise<T[]> {
  const r = await db.execute(
    sql`select coalesce(json_agg(to_json(p) order by ${order}), '[]')::text as page from (${query}) p`,
  );
  return JSON.parse(rowsOf<{ page: string }>(r)[0].page) as T[];
}
