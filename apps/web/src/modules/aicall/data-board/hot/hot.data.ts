import { boardKeys } from '../shared/board.api.ts';
import { prefetchBoard, withinMonth } from '../shared/prefetch.ts';
import { type BoardFilter, boardFilterOf, boardQuery } from '../shared/use-board-filter.ts';
import { fetchHot } from './hot.api.ts';
import { limitOf } from './limit.ts';

/** The hot-topics board's call: its query and cache key, as the page and the boot build them. */
export function hotCall(filter: BoardFilter, limit: number) {
  const query = { ...boardQuery(filter, ['sort']), limit };
  return { query, queryKey: boardKeys.board('hot', query) };
}

/** The board's first call, from the address (PageRoute.data); none for a range over a month. */
export default function prefetch(params: URLSearchParams): void {
  const filter = boardFilterOf(params);
  if (!withinMonth(filter)) return;
  const { query, queryKey } = hotCall(filter, limitOf(params));
  prefetchBoard(queryKey, () => fetchHot(query, { silent: true }));
}
