import { isDay, zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import { addSessionsSql } from './sql.ts';
import { tenantTimeZone } from './zone.ts';

const TABLES = sql.raw('text_rollup_days, text_rollup_visitors, text_rollup_items, text_rollup_words');

export interface TextRebuildResult {
  tenantId: string;
  fromDay: string;
  toDay: string;
  /** Sessions counted into the rebuilt rows. */
  sessions: number;
}

/**
 * Recomputes a tenant's text rollups for the days `fromDay`..`toDay` (YYYY-MM-DD, both included,
 * of the tenant's time zone) from the sessions that started on them and their messages, in one
 * transaction: the range's rows are deleted, then rebuilt by one set-based statement. The rollup
 * tables are locked against writers meanwhile (readers go on), so a message arriving during the
 * rebuild is counted once: before the recount reads, or after it commits.
 */
export async function rebuildTextRollups(
  db: Db,
  tenantId: string,
  fromDay: string,
  toDay: string,
): Promise<TextRebuildResult> {
  if (!isDay(fromDay) || !isDay(toDay)) throw new RangeError('days are real dates written YYYY-MM-DD');
  if (fromDay > toDay) throw new RangeError('the first day comes after the last');
  const tz = tenantTimeZone(tenantId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${TABLES} IN EXCLUSIVE MODE`);
    await tx.execute(sql`SET LOCAL enable_nestloop = off`);
    await tx.execute(sql`SET LOCAL jit = off`);
    const inRange = sql`tenant_id = ${tenantId} AND day BETWEEN ${fromDay}::date AND ${toDay}::date`;
    for (const t of ['text_rollup_days', 'text_rollup_visitors', 'text_rollup_items', 'text_rollup_words'])
      await tx.execute(sql`DELETE FROM ${sql.identifier(t)} WHERE ${inRange}`);
    const from = sql`(${fromDay}::date)::timestamp AT TIME ZONE ${tz}`;
    const to = sql`(${toDay}::date + 1)::timestamp AT TIME ZONE ${tz}`;
    await tx.execute(addSessionsSql(sql`tenant_id = ${tenantId} AND started_at >= ${from} AND started_at < ${to}`, tz));
    const [row] = rowsOf<{ n: string | number | null }>(
      await tx.execute(sql`SELECT sum(sessions) AS n FROM text_rollup_days WHERE ${inRange}`),
    );
    return { tenantId, fromDay, toDay, sessions: Number(row?.n ?? 0) };
  });
}

/** Rebuilds every day of every tenant that has sessions (after a bulk load or the demo seed). */
export async function rebuildAllTextRollups(db: Db): Promise<TextRebuildResult[]> {
  const spans = rowsOf<{ tenant_id: string; first: string | Date; last: string | Date }>(
    await db.execute(sql`SELECT tenant_id, min(started_at) AS first, max(started_at) AS last
      FROM text_sessions GROUP BY tenant_id ORDER BY tenant_id`),
  );
  const out: TextRebuildResult[] = [];
  for (const s of spans) {
    const tz = tenantTimeZone(s.tenant_id);
    const day = (v: string | Date) => zonedDay(new Date(v).getTime(), tz);
    out.push(await rebuildTextRollups(db, s.tenant_id, day(s.first), day(s.last)));
  }
  return out;
}
