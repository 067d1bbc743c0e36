import type { QueryOf } from '@zhiyu/contract/endpoint';
import { getOutboundStats } from '@zhiyu/contract/modules/aicall/board-outbound';
import { call } from '../../../../platform/request/call.ts';
import { boardKeys } from '../shared/board.api.ts';
import { prefetchBoard } from '../shared/prefetch.ts';
import { type BoardFilter, boardFilterOf } from '../shared/use-board-filter.ts';
import { type TableState, tableStateOf } from './use-table-state.ts';

/** The outbound board's call: its query and cache key, as the page and the boot build them. */
export function outboundCall(filter: BoardFilter, table: TableState) {
  const query: QueryOf<typeof getOutboundStats> = {
    startDay: filter.startDay,
    endDay: filter.endDay,
    taskId: filter.taskId,
    botId: filter.botId,
    botVersion: filter.botVersion,
    granularity: filter.granularity,
    by: table.by,
    sortField: table.sortField,
    sort: filter.sort,
  };
  return { query, queryKey: boardKeys.board('outbound', query) };
}

/** The board's first call, from the address (PageRoute.data). */
export default function prefetch(params: URLSearchParams): void {
  const { query, queryKey } = outboundCall(boardFilterOf(params), tableStateOf(params));
  prefetchBoard(queryKey, () => call(getOutboundStats, { query, silent: true }));
}
