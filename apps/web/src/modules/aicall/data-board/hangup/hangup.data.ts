import { NODE_SORT_FIELDS } from '@zhiyu/contract/modules/aicall/board-hangup';
import { boardKeys } from '../shared/board.api.ts';
import { prefetchBoard, withinMonth } from '../shared/prefetch.ts';
import { type BoardFilter, boardFilterOf, boardQuery } from '../shared/use-board-filter.ts';
import { fetchNodeStat, fetchToday } from './hangup.api.ts';
import type { NodeSortField } from './node-card.tsx';
import { SIDES } from './node-chart.ts';

/** The address parameter of the node table's sorted column. */
export const SORT_PARAM = 'sf';
const isSortField = (v: string | null): v is NodeSortField => (NODE_SORT_FIELDS as readonly unknown[]).includes(v);

export const sortFieldOf = (params: URLSearchParams): NodeSortField => {
  const raw = params.get(SORT_PARAM);
  return isSortField(raw) ? raw : 'total';
};

/** The board's calls (nodes over the range, today's hang-ups by side): queries and cache keys. */
export function hangupCalls(filter: BoardFilter, sortField: NodeSortField) {
  const scope = { taskId: filter.taskId, botId: filter.botId, botVersion: filter.botVersion };
  const query = { ...boardQuery(filter, ['sort']), sortField };
  const todayQuery = { direction: filter.direction, ...scope };
  return {
    scope,
    stat: { query, queryKey: boardKeys.board('hangup', query) },
    today: { query: todayQuery, keyOf: (side: string) => boardKeys.board(`hangup-today-${side}`, todayQuery) },
  };
}

/** The board's first calls, from the address (PageRoute.data); no node call for a range over a month. */
export default function prefetch(params: URLSearchParams): void {
  const filter = boardFilterOf(params);
  const { stat, today } = hangupCalls(filter, sortFieldOf(params));
  if (withinMonth(filter)) prefetchBoard(stat.queryKey, () => fetchNodeStat(stat.query, { silent: true }));
  for (const side of SIDES) prefetchBoard(today.keyOf(side), () => fetchToday(side, today.query, { silent: true }));
}
