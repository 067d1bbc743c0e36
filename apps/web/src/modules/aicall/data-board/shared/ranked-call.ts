import { limitOf } from '../hot/limit.ts';
import { boardKeys } from './board.api.ts';
import { prefetchBoard, withinMonth } from './prefetch.ts';
import { type BoardFilter, boardFilterOf, boardQuery } from './use-board-filter.ts';

type Fetch = (query: Record<string, unknown>, opts: { silent?: boolean }) => Promise<unknown>;

/**
 * A ranked board's call (hot topics, model analysis): the range's query with the rows shown
 * (`limit`) and its cache key under the board's name, as the page and the boot build them.
 */
export function rankedCall(board: string, filter: BoardFilter, limit: number) {
  const query = { ...boardQuery(filter, ['sort']), limit };
  return { query, queryKey: boardKeys.board(board, query) };
}

/** A ranked board's first call, from the address (PageRoute.data); none for a range over a month. */
export function prefetchRanked(board: string, fetch: Fetch, params: URLSearchParams): void {
  const filter = boardFilterOf(params);
  if (!withinMonth(filter)) return;
  const { query, queryKey } = rankedCall(board, filter, limitOf(params));
  prefetchBoard(queryKey, () => fetch(query, { silent: true }));
}
