import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { and, countDistinct, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { type BoardFilter, type BoardScope, boardWhere, num } from '../../../platform/reporting/range.ts';
import { namesOf } from '../databoard/options.ts';
import type { RollupKind } from '../rollup/kinds.ts';
import { callRollupCounts as c } from '../rollup/table.ts';

export interface Ranked {
  /** Distinct items of the kind in the days. */
  distinct: number;
  rows: { item: string; calls: number }[];
}

const where = (kind: RollupKind, s: BoardScope, f: BoardFilter, from: string, to: string): SQL =>
  and(eq(c.kind, kind), boardWhere(c, s, f, from, to)) as SQL;

/**
 * The items of one rollup kind over the days `from`..`to`, summed over every key the filter
 * keeps, ordered by their sum (`sort`), ties by the item's bytes so PGlite and PostgreSQL agree
 * whatever their collation, cut to `limit`. One index range scan of `call_rollup_counts`
 * (tenant, app, kind, day); the distinct count comes from the same grouping.
 */
export async function rankItems(
  db: Db,
  s: BoardScope,
  f: BoardFilter,
  kind: RollupKind,
  from: string,
  to: string,
  sort: SortDir,
  limit: number,
): Promise<Ranked> {
  const calls = sql`sum(${c.n})`;
  const rows = await db
    .select({ item: c.item, calls, distinct: sql`count(*) OVER ()` })
    .from(c)
    .where(where(kind, s, f, from, to))
    .groupBy(c.item)
    .orderBy(sql`${calls} ${sql.raw(sort === 'ASC' ? 'ASC' : 'DESC')}`, sql`${c.item} COLLATE "C"`)
    .limit(limit);
  return {
    distinct: rows.length ? num(rows[0].distinct) : 0,
    rows: rows.map((r) => ({ item: r.item, calls: num(r.calls) })),
  };
}

/** Distinct items of one kind over the days (the previous period's figure of a ranking). */
export async function distinctItems(
  db: Db,
  s: BoardScope,
  f: BoardFilter,
  kind: RollupKind,
  from: string,
  to: string,
): Promise<number> {
  const [r] = await db
    .select({ n: countDistinct(c.item) })
    .from(c)
    .where(where(kind, s, f, from, to));
  return num(r?.n);
}

/** A bot filter must name one of the tenant's bots (150102); returns the bot names the rows need. */
export async function checkedNames(db: Db, s: BoardScope, f: BoardFilter, botIds: string[] = []) {
  const names = await namesOf(db, s, [], f.botId ? [...botIds, f.botId] : botIds);
  if (f.botId && !names.bot.has(f.botId)) throw new AppError('150102');
  return names;
}
