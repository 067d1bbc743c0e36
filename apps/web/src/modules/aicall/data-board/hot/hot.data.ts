import { prefetchRanked, rankedCall } from '../shared/ranked-call.ts';
import type { BoardFilter } from '../shared/use-board-filter.ts';
import { fetchHot } from './hot.api.ts';

/** The hot-topics board's call: its query and cache key, as the page and the boot build them. */
export const hotCall = (filter: BoardFilter, limit: number) => rankedCall('hot', filter, limit);

/** The board's first call, from the address (PageRoute.data); none for a range over a month. */
export default function prefetch(params: URLSearchParams): void {
  prefetchRanked('hot', fetchHot, params);
}
