import type { BoardQuery, BoardRange, Granularity, Kpi } from '@zhiyu/contract/modules/aicall/databoard';
import { addDays, daySpan, isDay, zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../../platform/http/errors.ts';
import { tenantTimeZone } from '../rollup/kinds.ts';
import type { callRollupCounts, callRollupDays } from '../rollup/table.ts';

export type BoardFilter = z.output<typeof BoardQuery>;
export interface BoardScope {
  tenantId: string;
  appId: string;
}
export interface CheckedRange extends BoardRange {
  days: number;
}

/**
 * SPEC §5 console-wide range on a board, in the tenant's calendar: both days required (150060),
 * real days (150100), the start not after today (150061), the start not after the end (150062),
 * and with `monthLimit` both in one month (150101). The previous period has as many days and ends
 * the day before the start.
 */
export function checkBoardRange(
  q: { startDay?: string; endDay?: string },
  tenantId: string,
  now: number,
  opts: { monthLimit?: boolean } = {},
): CheckedRange {
  const { startDay, endDay } = q;
  if (!startDay || !endDay) throw new AppError('150060');
  if (!isDay(startDay) || !isDay(endDay)) throw new AppError('150100');
  const timeZone = tenantTimeZone(tenantId);
  if (startDay > zonedDay(now, timeZone)) throw new AppError('150061');
  if (startDay > endDay) throw new AppError('150062');
  if (opts.monthLimit && startDay.slice(0, 7) !== endDay.slice(0, 7)) throw new AppError('150101');
  const days = daySpan(startDay, endDay);
  return {
    timeZone,
    startDay,
    endDay,
    prevStartDay: addDays(startDay, -days),
    prevEndDay: addDays(startDay, -1),
    days,
  };
}

type RollupTable = typeof callRollupDays | typeof callRollupCounts;

/**
 * The rows of a rollup table a board reads: the session's tenant and app always, the days
 * `from`..`to`, the direction, and the task, bot and version when asked.
 */
export function rollupWhere(t: RollupTable, s: BoardScope, f: BoardFilter, from: string, to: string): SQL {
  return and(
    eq(t.tenantId, s.tenantId),
    eq(t.appId, s.appId),
    gte(t.day, from),
    lte(t.day, to),
    eq(t.direction, f.direction),
    f.taskId ? eq(t.taskId, f.taskId) : undefined,
    f.botId ? eq(t.botId, f.botId) : undefined,
    f.botVersion !== undefined ? eq(t.botVersion, f.botVersion) : undefined,
  ) as SQL;
}

/** SQL text of a day's bucket: 'YYYY-MM-DD' (1 day), 'YYYY-MM' (2 month), 'YYYY' (3 year). */
export function bucketSql(day: SQL | RollupTable['day'], g: Granularity): SQL<string> {
  const fmt = g === 1 ? 'YYYY-MM-DD' : g === 2 ? 'YYYY-MM' : 'YYYY';
  return sql<string>`to_char(${day}, ${fmt})`;
}

/** Every bucket of the range in order, so a chart shows empty days, months or years as 0. */
export function bucketsOf(r: { startDay: string; endDay: string }, g: Granularity): string[] {
  const out: string[] = [];
  if (g === 1) {
    for (let d = r.startDay; d <= r.endDay; d = addDays(d, 1)) out.push(d);
    return out;
  }
  const len = g === 2 ? 7 : 4;
  for (let d = r.startDay; d <= r.endDay; d = addDays(d, 1)) {
    const b = d.slice(0, len);
    if (out[out.length - 1] !== b) out.push(b);
  }
  return out;
}

/** The days of a bucket inside the range (a month bucket cut to the range's ends): its drill-down range. */
export function bucketDays(
  bucket: string,
  r: { startDay: string; endDay: string },
): { startDay: string; endDay: string } {
  const first = bucket.length === 10 ? bucket : bucket.length === 7 ? `${bucket}-01` : `${bucket}-01-01`;
  const last =
    bucket.length === 10 ? bucket : bucket.length === 7 ? addDays(`${nextMonth(bucket)}-01`, -1) : `${bucket}-12-31`;
  return { startDay: first < r.startDay ? r.startDay : first, endDay: last > r.endDay ? r.endDay : last };
}

function nextMonth(ym: string): string {
  const [y, m] = ym.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** A figure and the previous period's. */
export function kpi(value: number, previous: number): Kpi {
  return { value, previous, change: previous === 0 ? null : (value - previous) / previous };
}

/** a / b, 0 when b is 0 (rates of empty periods). */
export const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/** Rollup sums arrive as text (bigint) or numbers; the boards' figures are numbers. */
export const num = (v: unknown) => Number(v ?? 0);
