import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import { isDay, tenantTimeZone } from './kinds.ts';
import { addCallsSql } from './sql.ts';

/**
 * Adds one finished call to the rollups. Call it inside the transaction that inserted the
 * record, so the record and its rollups commit (or roll back) together.
 */
export async function addToRollups(tx: Db, record: { id: string; tenantId: string }) {
  await tx.execute(addCallsSql(sql`id = ${record.id}`, tenantTimeZone(record.tenantId)));
}

export interface RebuildResult {
  tenantId: string;
  fromDay: string;
  toDay: string;
  /** Calls counted into the rebuilt rows. */
  calls: number;
}

/**
 * Recomputes a tenant's rollups for the days `fromDay`..`toDay` (YYYY-MM-DD, both included, days
 * of the tenant's time zone) from `call_records`, in one transaction: the range's rows are
 * deleted, then rebuilt by one set-based statement. The rollup tables are locked against writers
 * (readers go on) for the duration, so a call finishing meanwhile is counted exactly once: either
 * its record is committed before the recount sees the table, or its upsert waits until after.
 */
export async function rebuildRollups(db: Db, tenantId: string, fromDay: string, toDay: string): Promise<RebuildResult> {
  if (!isDay(fromDay) || !isDay(toDay)) throw new RangeError('days are real dates written YYYY-MM-DD');
  if (fromDay > toDay) throw new RangeError('the first day comes after the last');
  const tz = tenantTimeZone(tenantId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE call_rollup_days, call_rollup_counts IN EXCLUSIVE MODE`);
    // A range of many calls is grouped, never joined row by row: right after a bulk load the
    // statistics may still say "one row", and a nested-loop plan would then be quadratic.
    await tx.execute(sql`SET LOCAL enable_nestloop = off`);
    await tx.execute(sql`SET LOCAL jit = off`);
    const inRange = sql`tenant_id = ${tenantId} AND day BETWEEN ${fromDay}::date AND ${toDay}::date`;
    await tx.execute(sql`DELETE FROM call_rollup_days WHERE ${inRange}`);
    await tx.execute(sql`DELETE FROM call_rollup_counts WHERE ${inRange}`);
    const from = sql`(${fromDay}::date)::timestamp AT TIME ZONE ${tz}`;
    const to = sql`(${toDay}::date + 1)::timestamp AT TIME ZONE ${tz}`;
    await tx.execute(addCallsSql(sql`tenant_id = ${tenantId} AND started_at >= ${from} AND started_at < ${to}`, tz));
    const [row] = rowsOf<{ calls: string | number | null }>(
      await tx.execute(sql`SELECT sum(calls) AS calls FROM call_rollup_days WHERE ${inRange}`),
    );
    return { tenantId, fromDay, toDay, calls: Number(row?.calls ?? 0) };
  });
}

/** Rebuilds every day of every tenant that has call records (after a bulk load or the demo seed). */
export async function rebuildAllRollups(db: Db): Promise<RebuildResult[]> {
  const spans = rowsOf<{ tenant_id: string; first: string | Date; last: string | Date }>(
    await db.execute(sql`SELECT tenant_id, min(started_at) AS first, max(started_at) AS last
      FROM call_records GROUP BY tenant_id ORDER BY tenant_id`),
  );
  const out: RebuildResult[] = [];
  for (const s of spans) {
    const tz = tenantTimeZone(s.tenant_id);
    out.push(await rebuildRollups(db, s.tenant_id, dayIn(new Date(s.first), tz), dayIn(new Date(s.last), tz)));
  }
  return out;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
