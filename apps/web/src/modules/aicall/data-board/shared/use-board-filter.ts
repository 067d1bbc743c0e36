import type { Granularity, SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A board's filter, as its calls take it (days of the tenant's calendar, YYYY-MM-DD). */
export interface BoardFilter {
  startDay: string;
  endDay: string;
  direction: 0 | 1;
  taskId?: string;
  botId?: string;
  botVersion?: number;
  granularity: Granularity;
  sort: SortDir;
}

const KEYS: Record<keyof BoardFilter, string> = {
  startDay: 'start',
  endDay: 'end',
  direction: 'dir',
  taskId: 'task',
  botId: 'bot',
  botVersion: 'ver',
  granularity: 'g',
  sort: 'sort',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A board's filter as its address gives it. The default range is requirements §5's: the first of this month
 * to today; with a month limit it stays in one month.
 */
export function boardFilterOf(params: URLSearchParams): BoardFilter {
  const start = params.get(KEYS.startDay) ?? '';
  const end = params.get(KEYS.endDay) ?? '';
  const ver = params.get(KEYS.botVersion);
  const g = Number(params.get(KEYS.granularity));
  const today = dayjs();
  return {
    startDay: DAY.test(start) ? start : today.startOf('month').format('YYYY-MM-DD'),
    endDay: DAY.test(end) ? end : today.format('YYYY-MM-DD'),
    direction: params.get(KEYS.direction) === '0' ? 0 : 1,
    taskId: params.get(KEYS.taskId) || undefined,
    botId: params.get(KEYS.botId) || undefined,
    botVersion: ver && /^\d+$/.test(ver) ? Number(ver) : undefined,
    granularity: g === 2 || g === 3 ? g : 1,
    sort: params.get(KEYS.sort) === 'ASC' ? 'ASC' : 'DESC',
  };
}

/** The board's filter kept in the URL (reload and shared links show the same board). */
export function useBoardFilter(): [BoardFilter, (patch: Partial<BoardFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => boardFilterOf(params), [params]);
  const set = useCallback(
    (patch: Partial<BoardFilter>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch) as [keyof BoardFilter, unknown][]) {
            if (v === undefined || v === '') next.delete(KEYS[k]);
            else next.set(KEYS[k], String(v));
          }
          // A new bot's versions differ: its version filter goes with it.
          if ('botId' in patch && !('botVersion' in patch)) next.delete(KEYS.botVersion);
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  return [filter, set];
}

/** The query a board call takes: only the keys that board uses. */
export function boardQuery(f: BoardFilter, extra: (keyof BoardFilter)[] = []) {
  const q: Record<string, unknown> = {
    startDay: f.startDay,
    endDay: f.endDay,
    direction: f.direction,
    taskId: f.taskId,
    botId: f.botId,
    botVersion: f.botVersion,
  };
  for (const k of extra) q[k] = f[k];
  return q;
}
