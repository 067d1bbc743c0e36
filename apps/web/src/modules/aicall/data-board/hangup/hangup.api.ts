import {
  getNodeHangUpStats,
  getNodeNameList,
  getTodaySysHangUps,
  getTodayUserHangUps,
  listNodeHangUps,
} from '@zhiyu/contract/modules/aicall/board-hangup';
import { callQuery } from '../../../../platform/list/call-query.ts';
import { call } from '../../../../platform/request/call.ts';

// The board's queries as the filter bar builds them; each checked by the server.
type Opts = { silent?: boolean };
export const fetchToday = (side: 'user' | 'system', query: Record<string, unknown>, opts: Opts = {}) =>
  side === 'user' ? callQuery(getTodayUserHangUps, query, opts) : callQuery(getTodaySysHangUps, query, opts);
export const fetchNodeStat = (query: Record<string, unknown>, opts: Opts = {}) =>
  callQuery(getNodeHangUpStats, query, opts);
export const fetchNodeNames = (botId: string, version?: number) =>
  call(getNodeNameList, { query: { botId, version }, silent: true });
export const fetchNodeCalls = (query: Record<string, unknown>) => callQuery(listNodeHangUps, query);
