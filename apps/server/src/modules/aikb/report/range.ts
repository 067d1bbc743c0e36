import type { Granularity } from '@zhiyu/contract/modules/aicall/databoard';
import type { ReportRange } from '@zhiyu/contract/modules/aikb/report';
import { AppError } from '../../../platform/http/errors.ts';
import { bucketSql, bucketsOf } from '../../aicall/databoard/range.ts';
import { checkDays, num, ratio, rollupWhere, type StatFilter } from '../../aitext/stats/range.ts';

export { bucketSql, bucketsOf, num, ratio, rollupWhere, type StatFilter };

/** A day trend has a point a day: at most a year of them (the service overview's rule, 170028). */
export const DAY_TREND_MAX = 366;

export interface ReportScope {
  tenantId: string;
  appId: string;
}

export interface CheckedReport {
  range: ReportRange;
  granularity: Granularity;
  days: number;
}

/**
 * The reports' range and granularity, checked as the service overview checks them (SPEC §5:
 * 170024–170027, in the tenant's calendar) and a day granularity over at most 366 days (170028).
 * Nothing is read before this passes.
 */
export function checkReport(
  q: { startDay?: string; endDay?: string; granularity: number },
  tenantId: string,
  now: number,
): CheckedReport {
  const r = checkDays(q, tenantId, now);
  const g = q.granularity as Granularity;
  if (g === 1 && r.days > DAY_TREND_MAX) throw new AppError('170028');
  return { range: { timeZone: r.timeZone, startDay: r.startDay, endDay: r.endDay }, granularity: g, days: r.days };
}

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

/** Fills a trend with every bucket of the range (empty ones 0), in time order. */
export function fillTrend<F extends object>(
  c: CheckedReport,
  rows: Map<string, F>,
  zero: F,
): (F & { bucket: string })[] {
  return bucketsOf(c.range, c.granularity).map((bucket) => ({ ...zero, ...rows.get(bucket), bucket }));
}
