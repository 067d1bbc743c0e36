import type { QueryOf } from '@zhiyu/contract/endpoint';
import { getCallOverview } from '@zhiyu/contract/modules/aicall/board-overview';
import { call } from '../../../../platform/request/call.ts';
import { boardKeys } from '../shared/board.api.ts';
import { prefetchBoard } from '../shared/prefetch.ts';
import { type BoardFilter, boardFilterOf } from '../shared/use-board-filter.ts';

/** The overview board's call: its query and cache key, as the page and the boot build them. */
export function overviewCall(filter: BoardFilter) {
  const query: QueryOf<typeof getCallOverview> = {
    startDay: filter.startDay,
    endDay: filter.endDay,
    direction: filter.direction,
    taskId: filter.direction === 1 ? filter.taskId : undefined,
    botId: filter.botId,
    botVersion: filter.botVersion,
    granularity: filter.granularity,
    sort: filter.sort,
    limit: 10,
  };
  return { query, queryKey: boardKeys.board('overview', query) };
}

/** The board's first call, from the address (PageRoute.data). */
export default function prefetch(params: URLSearchParams): void {
  const { query, queryKey } = overviewCall(boardFilterOf(params));
  prefetchBoard(queryKey, () => call(getCallOverview, { query, silent: true }));
}
