/**
 * The reporting layer's ranges and figures, shared by the call boards, the text statistics and the
 * knowledge reports: a date range checked in the tenant's calendar, the buckets of a trend, the
 * rows of a rollup table a report reads, and the figures it shows. Each area keeps its own error
 * codes (`RangeCodes`); the rules are the same.
 */

import type { ErrorCode } from '@zhiyu/contract/errors';
import type { BoardQuery, BoardRange, Granularity, Kpi } from '@zhiyu/contract/modules/aicall/databoard';
import type { ReportRange } from '@zhiyu/contract/modules/aikb/report';
import { addDays, daySpan, isDay, zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { AppError } from '../http/errors.ts';

/**
 * The time zone whose calendar days the rollups and reports use. Tenants carry no time zone of
 * their own, so every tenant's day is China Standard Time; an outbound task's own `time_zone` only
 * governs its calling windows.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export function tenantTimeZone(_tenantId: string): string {
  return DEFAULT_TIME_ZONE;
}

/** A session's reach: its tenant and app. */
export interface ReportScope {
  tenantId: string;
  appId: string;
}
export type BoardScope = ReportScope;

/** The error codes an area answers a bad range with. */
export interface RangeCodes {
  /** A day is missing. */
  required: ErrorCode;
  /** A day is not a real date. */
  notDay: ErrorCode;
  /** The start is after today. */
  afterToday: ErrorCode;
  /** The start is after the end. */
  afterEnd: ErrorCode;
  /** Both days are not in one month (when the check asks for it). */
  month?: ErrorCode;
  /** A day trend over more than DAY_TREND_MAX days. */
  dayTrend?: ErrorCode;
}

/** The call boards' codes (requirements §5). */
export const BOARD_RANGE_CODES: RangeCodes = {
  required: '150060',
  notDay: '150100',
  afterToday: '150061',
  afterEnd: '150062',
  month: '150101',
};

/** The text statistics' and knowledge reports' codes (requirements §5). */
export const TEXT_RANGE_CODES: RangeCodes = {
  required: '170024',
  notDay: '170025',
  afterToday: '170026',
  afterEnd: '170027',
  dayTrend: '170028',
};

export interface CheckedRange extends BoardRange {
  days: number;
}

/**
 * requirements §5 console-wide range, in the tenant's calendar: both days required, real days, the
 * start not after today nor after the end, and with `monthLimit` both in one month. The previous
 * period has as many days and ends the day before the start.
 */
export function checkRange(
  q: { startDay?: string; endDay?: string },
  tenantId: string,
  now: number,
  codes: RangeCodes,
  opts: { monthLimit?: boolean } = {},
): CheckedRange {
  const { startDay, endDay } = q;
  if (!startDay || !endDay) throw new AppError(codes.required);
  if (!isDay(startDay) || !isDay(endDay)) throw new AppError(codes.notDay);
  const timeZone = tenantTimeZone(tenantId);
  if (startDay > zonedDay(now, timeZone)) throw new AppError(codes.afterToday);
  if (startDay > endDay) throw new AppError(codes.afterEnd);
  if (opts.monthLimit && codes.month && startDay.slice(0, 7) !== endDay.slice(0, 7)) throw new AppError(codes.month);
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

/** A call board's range: 150060, 150100, 150061, 150062, and 150101 with `monthLimit`. */
export const checkBoardRange = (
  q: { startDay?: string; endDay?: string },
  tenantId: string,
  now: number,
  opts: { monthLimit?: boolean } = {},
) => checkRange(q, tenantId, now, BOARD_RANGE_CODES, opts);

/** A text statistic's range: 170024–170027. */
export const checkDays = (q: { startDay?: string; endDay?: string }, tenantId: string, now: number) =>
  checkRange(q, tenantId, now, TEXT_RANGE_CODES);

/** The same rules for a range of instants (ms, both included): the session list's time filter. */
export function checkInstants(
  q: { from?: number; to?: number },
  now: number,
  codes: Pick<RangeCodes, 'required' | 'afterToday' | 'afterEnd'> = TEXT_RANGE_CODES,
): { from: number; to: number } {
  if (q.from === undefined || q.to === undefined) throw new AppError(codes.required);
  if (q.from > now) throw new AppError(codes.afterToday);
  if (q.from > q.to) throw new AppError(codes.afterEnd);
  return { from: q.from, to: q.to };
}

/** A day trend has a point a day: at most a year of them (the service overview's rule, 170028). */
export const DAY_TREND_MAX = 366;

export interface CheckedReport {
  range: ReportRange;
  granularity: Granularity;
  days: number;
}

/**
 * A trend's range and granularity: the range checked as `checkRange` checks it, and a day
 * granularity over at most DAY_TREND_MAX days (`codes.dayTrend`). Nothing is read before this passes.
 */
export function checkTrend(
  q: { startDay?: string; endDay?: string; granularity: number },
  tenantId: string,
  now: number,
  codes: RangeCodes,
): CheckedReport {
  const r = checkRange(q, tenantId, now, codes);
  const g = q.granularity as Granularity;
  if (g === 1 && r.days > DAY_TREND_MAX && codes.dayTrend) throw new AppError(codes.dayTrend);
  return { range: { timeZone: r.timeZone, startDay: r.startDay, endDay: r.endDay }, granularity: g, days: r.days };
}

/** The knowledge reports' range and granularity: 170024–170027, and 170028 for a day trend over 366 days. */
export const checkReport = (
  q: { startDay?: string; endDay?: string; granularity: number },
  tenantId: string,
  now: number,
) => checkTrend(q, tenantId, now, TEXT_RANGE_CODES);

interface ScopeDayColumns {
  tenantId: PgColumn;
  appId: PgColumn;
  day: PgColumn;
}

/** Rollup rows of the scope's app over the days `from`..`to`, narrowed by `more` (undefined ones left out). */
function scopeDays(t: ScopeDayColumns, s: ReportScope, from: string, to: string, more: (SQL | undefined)[]): SQL {
  return and(eq(t.tenantId, s.tenantId), eq(t.appId, s.appId), gte(t.day, from), lte(t.day, to), ...more) as SQL;
}

export type BoardFilter = z.output<typeof BoardQuery>;

interface BoardColumns extends ScopeDayColumns {
  direction: PgColumn;
  taskId: PgColumn;
  botId: PgColumn;
  botVersion: PgColumn;
}

/**
 * The rows of a call rollup table a board reads: the session's tenant and app always, the days
 * `from`..`to`, the direction, and the task, bot and version when asked.
 */
export function boardWhere(t: BoardColumns, s: BoardScope, f: BoardFilter, from: string, to: string): SQL {
  return scopeDays(t, s, from, to, [
    eq(t.direction, f.direction),
    f.taskId ? eq(t.taskId, f.taskId) : undefined,
    f.botId ? eq(t.botId, f.botId) : undefined,
    f.botVersion !== undefined ? eq(t.botVersion, f.botVersion) : undefined,
  ]);
}

export interface StatFilter {
  channelId?: string;
  includeTest: 0 | 1;
}

interface TextColumns extends ScopeDayColumns {
  channelId: PgColumn;
  channelType: PgColumn;
}

/** Text rollup rows of the scope's app over the days, of one channel when asked, official only unless includeTest. */
export function textWhere(t: TextColumns, s: ReportScope, f: StatFilter, from: string, to: string): SQL {
  return scopeDays(t, s, from, to, [
    f.channelId ? eq(t.channelId, f.channelId) : undefined,
    f.includeTest ? undefined : eq(t.channelType, 0),
  ]);
}

/** SQL text of a day's bucket: 'YYYY-MM-DD' (1 day), 'YYYY-MM' (2 month), 'YYYY' (3 year). */
export function bucketSql(day: SQL | PgColumn, g: Granularity): SQL<string> {
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

/** Fills a trend with every bucket of the range (empty ones 0), in time order. */
export function fillTrend<F extends object>(
  c: CheckedReport,
  rows: Map<string, F>,
  zero: F,
): (F & { bucket: string })[] {
  return bucketsOf(c.range, c.granularity).map((bucket) => ({ ...zero, ...rows.get(bucket), bucket }));
}

/** A figure and the previous period's. */
export function kpi(value: number, previous: number): Kpi {
  return { value, previous, change: previous === 0 ? null : (value - previous) / previous };
}

/** a / b, 0 when b is 0 (rates of empty periods). */
export const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/** Rollup sums arrive as text (bigint) or numbers; the reports' figures are numbers. */
export const num = (v: unknown) => Number(v ?? 0);

/** Sorts by a number then by a text key (stable pages), the number ASC or DESC. */
export function sortRows<T>(rows: T[], value: (x: T) => number, key: (x: T) => string, order: 'ASC' | 'DESC') {
  const dir = order === 'ASC' ? 1 : -1;
  return rows.sort((a, b) => {
    const d = (value(a) - value(b)) * dir;
    if (d) return d;
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
}

/** The page of rows a paged query asks for, and its envelope. */
export function pageRows<T>(rows: T[], q: { pageNum: number; pageSize: number }) {
  return {
    list: rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize),
    total: rows.length,
    totalCapped: false,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
