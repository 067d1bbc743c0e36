import type { Granularity } from '@zhiyu/contract/modules/aicall/databoard';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A report's filter, as its calls take it (days of the tenant's calendar, YYYY-MM-DD). */
export interface ReportFilter {
  startDay: string;
  endDay: string;
  granularity: Granularity;
  sortOrder: 'ASC' | 'DESC';
  sortField?: string;
  channelId?: string;
  includeTest: 0 | 1;
  libraryId?: string;
  categoryId?: string;
  neverHit: 0 | 1;
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const KEYS: Record<keyof ReportFilter, string> = {
  startDay: 'start',
  endDay: 'end',
  granularity: 'g',
  sortOrder: 'sort',
  sortField: 'field',
  channelId: 'channel',
  includeTest: 'test',
  libraryId: 'lib',
  categoryId: 'cat',
  neverHit: 'never',
  keyword: 'kw',
  pageNum: 'page',
  pageSize: 'size',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SIZES = [5, 10, 20, 50, 100];

/** Reads a report's filter from the address; requirements §5's default range is this month's first day to today. */
export function parseReportFilter(params: URLSearchParams, today = dayjs()): ReportFilter {
  const start = params.get(KEYS.startDay) ?? '';
  const end = params.get(KEYS.endDay) ?? '';
  const g = Number(params.get(KEYS.granularity));
  const page = Number(params.get(KEYS.pageNum));
  const size = Number(params.get(KEYS.pageSize));
  return {
    startDay: DAY.test(start) ? start : today.startOf('month').format('YYYY-MM-DD'),
    endDay: DAY.test(end) ? end : today.format('YYYY-MM-DD'),
    granularity: g === 2 || g === 3 ? g : 1,
    sortOrder: params.get(KEYS.sortOrder) === 'ASC' ? 'ASC' : 'DESC',
    sortField: params.get(KEYS.sortField) || undefined,
    channelId: params.get(KEYS.channelId) || undefined,
    includeTest: params.get(KEYS.includeTest) === '1' ? 1 : 0,
    libraryId: params.get(KEYS.libraryId) || undefined,
    categoryId: params.get(KEYS.categoryId) || undefined,
    neverHit: params.get(KEYS.neverHit) === '1' ? 1 : 0,
    keyword: params.get(KEYS.keyword) || undefined,
    pageNum: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: SIZES.includes(size) ? size : 10,
  };
}

/**
 * The report's filter kept in the address (reloads and shared links show the same report). Any
 * change but the page goes back to the first page.
 */
export function useReportFilter(): [ReportFilter, (patch: Partial<ReportFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => parseReportFilter(params), [params]);
  const set = useCallback(
    (patch: Partial<ReportFilter>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch) as [keyof ReportFilter, unknown][]) {
          if (v === undefined || v === '' || v === null) next.delete(KEYS[k]);
          else next.set(KEYS[k], String(v));
        }
        if (!('pageNum' in patch)) next.delete(KEYS.pageNum);
        if ('libraryId' in patch && !('categoryId' in patch)) next.delete(KEYS.categoryId);
        return next;
      }),
    [setParams],
  );
  return [filter, set];
}

/** The query of a report call: the common keys, and those of `extra` the report takes. */
export function reportQuery(f: ReportFilter, extra: (keyof ReportFilter)[] = []) {
  const q: Record<string, unknown> = {
    startDay: f.startDay,
    endDay: f.endDay,
    granularity: f.granularity,
    sortOrder: f.sortOrder,
    channelId: f.channelId,
    includeTest: f.includeTest,
  };
  for (const k of extra) q[k] = f[k];
  return q;
}
