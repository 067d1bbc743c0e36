import { limitOf } from '../hot/limit.ts';
import { boardKeys } from '../shared/board.api.ts';
import { prefetchBoard, withinMonth } from '../shared/prefetch.ts';
import { type BoardFilter, boardFilterOf, boardQuery } from '../shared/use-board-filter.ts';
import { fetchModel } from './model.api.ts';

/** The model board's call: its query and cache key, as the page and the boot build them. */
export function modelCall(filter: BoardFilter, limit: number) {
  const query = { ...boardQuery(filter, ['sort']), limit };
  return { query, queryKey: boardKeys.board('model', query) };
}

/** The board's first call, from the address (PageRoute.data); none for a range over a month. */
export default function prefetch(params: URLSearchParams): void {
  const filter = boardFilterOf(params);
  if (!withinMonth(filter)) return;
  const { query, queryKey } = modelCall(filter, limitOf(params));
  prefetchBoard(queryKey, () => fetchModel(query, { silent: true }));
}
