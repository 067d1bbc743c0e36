import type { QueryKey } from '@tanstack/react-query';
import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import dayjs from 'dayjs';
import { queryClient } from '../../../../platform/query-client.ts';
import type { BoardFilter } from './use-board-filter.ts';

/**
 * Starts one of a board's first calls into the shared query cache before the board has rendered
 * (its routes.ts `data`). The page's query has the same key and finds the answer there. `fetch`
 * calls silently: a failure stays in the cache, and the page asks again on mount and reports it.
 */
export function prefetchBoard(queryKey: QueryKey, fetch: () => Promise<unknown>): void {
  void queryClient.prefetchQuery({ queryKey, queryFn: fetch });
}

/** A month-limited board asks nothing for a longer range (its page shows the range error instead). */
export const withinMonth = (f: BoardFilter) =>
  checkConsoleRange([dayjs(f.startDay), dayjs(f.endDay)], { month: true }) === null;
