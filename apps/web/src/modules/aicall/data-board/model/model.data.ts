import { prefetchRanked, rankedCall } from '../shared/ranked-call.ts';
import type { BoardFilter } from '../shared/use-board-filter.ts';
import { fetchModel } from './model.api.ts';

/** The model board's call: its query and cache key, as the page and the boot build them. */
export const modelCall = (filter: BoardFilter, limit: number) => rankedCall('model', filter, limit);

/** The board's first call, from the address (PageRoute.data); none for a range over a month. */
export default function prefetch(params: URLSearchParams): void {
  prefetchRanked('model', fetchModel, params);
}
