import { parseQuery } from '@zhiyu/contract/endpoint';
import {
  getNodeNameList,
  nodeHangUpList,
  nodeHangUpStat,
  todaySysHangUp,
  todayUserHangUp,
} from '@zhiyu/contract/modules/aicall/board-hangup';
import { call } from '../../../../platform/request/call.ts';

// The board's queries as the filter bar builds them; each checked by its endpoint's schema.
type Opts = { silent?: boolean };
export const fetchToday = (side: 'user' | 'system', query: Record<string, unknown>, opts: Opts = {}) =>
  side === 'user'
    ? call(todayUserHangUp, { query: parseQuery(todayUserHangUp, query), ...opts })
    : call(todaySysHangUp, { query: parseQuery(todaySysHangUp, query), ...opts });
export const fetchNodeStat = (query: Record<string, unknown>, opts: Opts = {}) =>
  call(nodeHangUpStat, { query: parseQuery(nodeHangUpStat, query), ...opts });
export const fetchNodeNames = (botId: string, version?: number) =>
  call(getNodeNameList, { query: { botId, version }, silent: true });
export const fetchNodeCalls = (query: Record<string, unknown>) =>
  call(nodeHangUpList, { query: parseQuery(nodeHangUpList, query) });
