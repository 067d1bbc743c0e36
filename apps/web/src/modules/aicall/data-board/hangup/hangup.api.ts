import type { QueryOf } from '@zhiyu/contract/endpoint';
import {
  getNodeNameList,
  nodeHangUpList,
  nodeHangUpStat,
  todaySysHangUp,
  todayUserHangUp,
} from '@zhiyu/contract/modules/aicall/board-hangup';
import { call } from '../../../../platform/request/call.ts';

// The board's queries as the filter bar builds them; the server checks them.
type Today = QueryOf<typeof todayUserHangUp>;
export const fetchToday = (side: 'user' | 'system', query: Record<string, unknown>) =>
  call(side === 'user' ? todayUserHangUp : todaySysHangUp, { query: query as Today });
export const fetchNodeStat = (query: Record<string, unknown>) =>
  call(nodeHangUpStat, { query: query as QueryOf<typeof nodeHangUpStat> });
export const fetchNodeNames = (botId: string, version?: number) =>
  call(getNodeNameList, { query: { botId, version }, silent: true });
export const fetchNodeCalls = (query: Record<string, unknown>) =>
  call(nodeHangUpList, { query: query as QueryOf<typeof nodeHangUpList> });
