import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { defineRollup } from '../../../platform/reporting/rollup.ts';
import { tenantTimeZone } from './kinds.ts';
import { addCallsSql } from './sql.ts';

/** The call rollups: per-day sums of `call_records` for the data boards (docs/aicall-rollups.md). */
export const callRollup = defineRollup({
  tables: ['call_rollup_days', 'call_rollup_counts'],
  source: 'call_records',
  add: addCallsSql,
  counted: 'calls',
});

/**
 * Adds one finished call to the rollups. Call it inside the transaction that inserted the
 * record, so the record and its rollups commit (or roll back) together.
 */
export async function addToRollups(tx: Db, record: { id: string; tenantId: string }) {
  await tx.execute(addCallsSql(sql`id = ${record.id}`, tenantTimeZone(record.tenantId)));
}

/** Recomputes a tenant's call rollups for the days `fromDay`..`toDay` (see `Rollup.rebuild`). */
export const rebuildRollups = callRollup.rebuild;

/** Rebuilds every day of every tenant that has call records (after a bulk load or the demo seed). */
export const rebuildAllRollups = callRollup.rebuildAll;

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
