import { isDay, zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { tenantTimeZone } from './range.ts';

/**
 * A report's rollups: tables of per-day sums, kept up to date as their source rows are written and
 * rebuilt from them on demand. One statement (`add`) counts source rows into the tables, so writing a
 * row, a rebuild and the volume seed cannot count differently.
 */
export interface RollupDeclaration<K extends string> {
  /** The rollup tables, every one keyed by tenant and day; the first holds the `counted` column. */
  tables: readonly string[];
  /** The table of the rows the rollups count; a row's day is that of its `started_at`. */
  source: string;
  /** Adds the source rows matched by `where` to the rollups (days of `timeZone`). */
  add: (where: SQL, timeZone: string) => SQL;
  /** What a rebuild reports: the sum of this column of the first table over the rebuilt days. */
  counted: K;
}

export type RebuildResult<K extends string> = { tenantId: string; fromDay: string; toDay: string } & Record<K, number>;

export interface Rollup<K extends string> extends RollupDeclaration<K> {
  /**
   * Recomputes a tenant's rollups for the days `fromDay`..`toDay` (YYYY-MM-DD, both included, days
   * of the tenant's time zone) from the source rows that started on them, in one transaction: the
   * range's rows are deleted, then rebuilt by one set-based statement. The rollup tables are locked
   * against writers (readers go on) for the duration, so a row written meanwhile is counted exactly
   * once: either it is committed before the recount reads, or its upsert waits until after.
   */
  rebuild(db: Db, tenantId: string, fromDay: string, toDay: string): Promise<RebuildResult<K>>;
  /** Rebuilds every day of every tenant that has source rows (after a bulk load or the demo seed). */
  rebuildAll(db: Db): Promise<RebuildResult<K>[]>;
}

export function defineRollup<K extends string>(d: RollupDeclaration<K>): Rollup<K> {
  const rebuild = async (db: Db, tenantId: string, fromDay: string, toDay: string): Promise<RebuildResult<K>> => {
    if (!isDay(fromDay) || !isDay(toDay)) throw new RangeError('days are real dates written YYYY-MM-DD');
    if (fromDay > toDay) throw new RangeError('the first day comes after the last');
    const tz = tenantTimeZone(tenantId);
    return db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE ${sql.raw(d.tables.join(', '))} IN EXCLUSIVE MODE`);
      // A range of many rows is grouped, never joined row by row: right after a bulk load the
      // statistics may still say "one row", and a nested-loop plan would then be quadratic.
      await tx.execute(sql`SET LOCAL enable_nestloop = off`);
      await tx.execute(sql`SET LOCAL jit = off`);
      const inRange = sql`tenant_id = ${tenantId} AND day BETWEEN ${fromDay}::date AND ${toDay}::date`;
      for (const t of d.tables) await tx.execute(sql`DELETE FROM ${sql.identifier(t)} WHERE ${inRange}`);
      const from = sql`(${fromDay}::date)::timestamp AT TIME ZONE ${tz}`;
      const to = sql`(${toDay}::date + 1)::timestamp AT TIME ZONE ${tz}`;
      await tx.execute(d.add(sql`tenant_id = ${tenantId} AND started_at >= ${from} AND started_at < ${to}`, tz));
      const [row] = rowsOf<{ n: string | number | null }>(
        await tx.execute(
          sql`SELECT sum(${sql.identifier(d.counted)}) AS n FROM ${sql.identifier(d.tables[0])} WHERE ${inRange}`,
        ),
      );
      return { tenantId, fromDay, toDay, [d.counted]: Number(row?.n ?? 0) } as RebuildResult<K>;
    });
  };
  const rebuildAll = async (db: Db): Promise<RebuildResult<K>[]> => {
    const spans = rowsOf<{ tenant_id: string; first: string | Date; last: string | Date }>(
      await db.execute(sql`SELECT tenant_id, min(started_at) AS first, max(started_at) AS last
        FROM ${sql.identifier(d.source)} GROUP BY tenant_id ORDER BY tenant_id`),
    );
    const out: RebuildResult<K>[] = [];
    for (const s of spans) {
      const tz = tenantTimeZone(s.tenant_id);
      const day = (v: string | Date) => zonedDay(new Date(v).getTime(), tz);
      out.push(await rebuild(db, s.tenant_id, day(s.first), day(s.last)));
    }
    return out;
  };
  return { ...d, rebuild, rebuildAll };
}
