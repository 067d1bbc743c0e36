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
type Opts = { silent?: boolean };
export const fetchToday = (side: 'user' | 'system', query: Record<string, unknown>, opts: Opts = {}) =>
  call(side === 'user' ? todayUserHangUp : todaySysHangUp, { query: query as Today, ...opts });
export const fetchNodeStat = (query: Record<string, unknown>, opts: Opts = {}) =>
  call(nodeHangUpStat, { query: query as QueryOf<typeof nodeHangUpStat>, ...opts });
export const fetchNodeNames = (botId: string, version?: number) =>
  call(getNodeNameList, { query: { botId, version }, silent: true });
export const fetchNodeCalls = (query: Record<string, unknown>) =>
  call(nodeHangUpList, { query: query as QueryOf<typeof nodeHangUpList> });
