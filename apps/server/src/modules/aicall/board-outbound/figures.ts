import type { Granularity } from '@zhiyu/contract/modules/aicall/databoard';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import {
  type BoardFilter,
  type BoardScope,
  boardWhere,
  bucketDays,
  bucketSql,
  bucketsOf,
  type CheckedRange,
  checkBoardRange,
  num,
} from '../../../platform/reporting/range.ts';
import { callRollupDays as d } from '../rollup/table.ts';

/**
 * What the outbound and overview boards read from `call_rollup_days`: sums of its columns per
 * bucket of the range (and for the previous period), and per task and bot. Each read is one index
 * range scan of the table's primary key (tenant, app, day).
 */
export interface Sums {
  calls: number;
  connected: number;
  durationSec: number;
  rounds: number;
  transferred: number;
}

export const ZERO: Sums = { calls: 0, connected: 0, durationSec: 0, rounds: 0, transferred: 0 };

const SUMS = {
  calls: sql<string>`sum(${d.calls})`,
  connected: sql<string>`sum(${d.connected})`,
  durationSec: sql<string>`sum(${d.durationSec})`,
  rounds: sql<string>`sum(${d.rounds})`,
  transferred: sql<string>`sum(${d.transferred})`,
};

const sumsOf = (r: Record<keyof Sums, unknown>): Sums => ({
  calls: num(r.calls),
  connected: num(r.connected),
  durationSec: num(r.durationSec),
  rounds: num(r.rounds),
  transferred: num(r.transferred),
});

export function add(a: Sums, b: Sums): Sums {
  return {
    calls: a.calls + b.calls,
    connected: a.connected + b.connected,
    durationSec: a.durationSec + b.durationSec,
    rounds: a.rounds + b.rounds,
    transferred: a.transferred + b.transferred,
  };
}

/** Longest range a day-by-day axis takes (150103). */
export const MAX_DAILY_DAYS = 366;

/** requirements §5 range of a board with a time axis, and at most MAX_DAILY_DAYS points a day. */
export function checkTrendRange(q: BoardFilter & { granularity: Granularity }, tenantId: string, now: number) {
  const range = checkBoardRange(q, tenantId, now);
  if (q.granularity === 1 && range.days > MAX_DAILY_DAYS) throw new AppError('150103');
  return range;
}

export interface Trend {
  /** Every bucket of the range in order, with its days and sums (zeros when empty). */
  buckets: { bucket: string; startDay: string; endDay: string; sums: Sums }[];
  current: Sums;
  previous: Sums;
}

/**
 * Sums per bucket of the range and for the whole previous period, in one read over the days
 * `prevStartDay`..`endDay` (the previous period ends the day before the range starts).
 */
export async function readTrend(db: Db, s: BoardScope, f: BoardFilter, r: CheckedRange, g: Granularity) {
  const bucket = sql<string>`CASE WHEN ${d.day} < ${r.startDay}::date THEN '' ELSE ${bucketSql(d.day, g)} END`;
  const rows = await db
    .select({ bucket, ...SUMS })
    .from(d)
    .where(boardWhere(d, s, f, r.prevStartDay, r.endDay))
    .groupBy(sql`1`);
  const by = new Map(rows.map((x) => [x.bucket, sumsOf(x)]));
  const buckets = bucketsOf(r, g).map((b) => ({ bucket: b, ...bucketDays(b, r), sums: by.get(b) ?? ZERO }));
  return {
    buckets,
    current: buckets.reduce((a, b) => add(a, b.sums), ZERO),
    previous: by.get('') ?? ZERO,
  } satisfies Trend;
}

/** Sums per task and bot over the range, grouped into one or both dimensions by the caller. */
export async function readPairs(db: Db, s: BoardScope, f: BoardFilter, r: CheckedRange) {
  const rows = await db
    .select({ taskId: d.taskId, botId: d.botId, ...SUMS })
    .from(d)
    .where(boardWhere(d, s, f, r.startDay, r.endDay))
    .groupBy(d.taskId, d.botId);
  return rows.map((x) => ({ taskId: x.taskId, botId: x.botId, sums: sumsOf(x) }));
}

/** Sums per value of `key` (task or bot id), from the pairs. */
export function groupBy(pairs: Awaited<ReturnType<typeof readPairs>>, key: 'taskId' | 'botId'): Map<string, Sums> {
  const out = new Map<string, Sums>();
  for (const p of pairs) out.set(p[key], add(out.get(p[key]) ?? ZERO, p.sums));
  return out;
}

/** Percent with one decimal, as the boards show rates ("45.5%"). */
export const percent = (v: number) => `${(v * 100).toFixed(1)}%`;

/** One decimal, as a number (averages in the workbooks). */
export const oneDecimal = (v: number) => Math.round(v * 10) / 10;
