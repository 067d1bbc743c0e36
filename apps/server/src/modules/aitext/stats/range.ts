import { addDays, daySpan, isDay, zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../../platform/http/errors.ts';
import type { TextScope } from '../channel/repo.ts';
import { tenantTimeZone } from '../rollup/zone.ts';

export interface CheckedRange {
  timeZone: string;
  startDay: string;
  endDay: string;
  prevStartDay: string;
  prevEndDay: string;
  days: number;
}

/**
 * SPEC §5 console-wide range in the tenant's calendar: both days required (170024), real days
 * (170025), the start not after today (170026) nor after the end (170027). The previous period has
 * as many days and ends the day before the start.
 */
export function checkDays(q: { startDay?: string; endDay?: string }, tenantId: string, now: number): CheckedRange {
  const { startDay, endDay } = q;
  if (!startDay || !endDay) throw new AppError('170024');
  if (!isDay(startDay) || !isDay(endDay)) throw new AppError('170025');
  const timeZone = tenantTimeZone(tenantId);
  if (startDay > zonedDay(now, timeZone)) throw new AppError('170026');
  if (startDay > endDay) throw new AppError('170027');
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

/** The same rules for a range of instants (ms, both included): the session list's time filter. */
export function checkInstants(q: { from?: number; to?: number }, now: number): { from: number; to: number } {
  if (q.from === undefined || q.to === undefined) throw new AppError('170024');
  if (q.from > now) throw new AppError('170026');
  if (q.from > q.to) throw new AppError('170027');
  return { from: q.from, to: q.to };
}

interface KeyColumns {
  tenantId: PgColumn;
  appId: PgColumn;
  day: PgColumn;
  channelId: PgColumn;
  channelType: PgColumn;
}

export interface StatFilter {
  channelId?: string;
  includeTest: 0 | 1;
}

/** Rollup rows of the scope's app over the days, of one channel when asked, official only unless includeTest. */
export function rollupWhere(t: KeyColumns, s: TextScope, f: StatFilter, from: string, to: string): SQL {
  return and(
    eq(t.tenantId, s.tenantId),
    eq(t.appId, s.appId),
    gte(t.day, from),
    lte(t.day, to),
    f.channelId ? eq(t.channelId, f.channelId) : undefined,
    f.includeTest ? undefined : eq(t.channelType, 0),
  ) as SQL;
}

/** a / b, 0 when b is 0. */
export const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
export const num = (v: unknown) => Number(v ?? 0);
export const kpi = (value: number, previous: number) => ({
  value,
  previous,
  change: previous === 0 ? null : (value - previous) / previous,
});
