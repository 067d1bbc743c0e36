import { listBotCaseBots } from '@zhiyu/contract/modules/admin/botcase';
import { listTrades } from '@zhiyu/contract/modules/lookups/trade';
import { call } from '../../../platform/request/call.ts';

/** Query keys of showcase bots (requirements D3.7); mutations invalidate `all`. */
export const botCaseKeys = {
  all: ['admin', 'botcase'] as const,
  list: () => [...botCaseKeys.all, 'list'] as const,
};

/** The industry tree for the cascader (GET /v1/aicall-manager/public/trade/list). */
export const fetchTradeTree = () => call(listTrades);
/** Bots of every tenant, for the picker (first 100 by tenant and name). */
export const fetchCaseBots = async () => (await call(listBotCaseBots, { query: { pageNum: 1, pageSize: 100 } })).list;
