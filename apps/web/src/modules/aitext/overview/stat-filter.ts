import { defaultConsoleRange } from '@zhiyu/contract/rules/dates';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The statistics pages' filter as their calls take it (days of the tenant's calendar). */
export interface StatFilter {
  startDay: string;
  endDay: string;
  /** requirements §3 granularity: 1 day, 2 month, 3 year. */
  granularity: 1 | 2 | 3;
  channelId?: string;
  /** 1: test-window sessions count too (the server leaves them out by default). */
  includeTest: 0 | 1;
}

/** Address keys of each field. */
export const STAT_KEYS: Record<keyof StatFilter, string> = {
  startDay: 'start',
  endDay: 'end',
  granularity: 'g',
  channelId: 'channel',
  includeTest: 'test',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filter from the address; anything missing or malformed takes requirements §5's default range (month start to today). */
export function parseStatFilter(params: URLSearchParams, now: Dayjs = dayjs()): StatFilter {
  const [d0, d1] = defaultConsoleRange(now);
  const start = params.get(STAT_KEYS.startDay) ?? '';
  const end = params.get(STAT_KEYS.endDay) ?? '';
  const g = Number(params.get(STAT_KEYS.granularity));
  return {
    startDay: DAY.test(start) ? start : d0.format('YYYY-MM-DD'),
    endDay: DAY.test(end) ? end : d1.format('YYYY-MM-DD'),
    granularity: g === 2 || g === 3 ? g : 1,
    channelId: params.get(STAT_KEYS.channelId) || undefined,
    includeTest: params.get(STAT_KEYS.includeTest) === '1' ? 1 : 0,
  };
}

/** Writes a change over the current address; other parameters stay, a page number goes back to 1. */
export function writeStatFilter(patch: Partial<StatFilter>, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [k, v] of Object.entries(patch) as [keyof StatFilter, unknown][]) {
    if (v === undefined || v === '' || (k === 'includeTest' && v === 0)) next.delete(STAT_KEYS[k]);
    else next.set(STAT_KEYS[k], String(v));
  }
  if (next.has('page')) next.set('page', '1');
  return next;
}

/** The filter kept in the address, so reload and shared links show the same figures. */
export function useStatFilter(): [StatFilter, (patch: Partial<StatFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => parseStatFilter(params), [params]);
  const set = useCallback(
    (patch: Partial<StatFilter>) => setParams((prev) => writeStatFilter(patch, prev)),
    [setParams],
  );
  return [filter, set];
}

/** The query a statistics call takes. */
export function statQuery(f: StatFilter) {
  return { startDay: f.startDay, endDay: f.endDay, channelId: f.channelId, includeTest: f.includeTest };
}
