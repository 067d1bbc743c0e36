import { listBotCaseBots } from '@zhiyu/contract/modules/admin/botcase';
import { listTrades } from '@zhiyu/contract/modules/lookups/trade';
import type { LoadMoreQuery } from '../../../components/select-load-more/select-load-more.tsx';
import { call } from '../../../platform/request/call.ts';

/** Query keys of showcase bots (requirements D3.7); mutations invalidate `all`. */
export const botCaseKeys = {
  all: ['admin', 'botcase'] as const,
  list: () => [...botCaseKeys.all, 'list'] as const,
};

/** The industry tree for the cascader (GET /v1/aicall-manager/public/trade/list). */
export const fetchTradeTree = () => call(listTrades);
/** Bots of every tenant for the bot field, 20 a page, the name matching the bot or its tenant (requirements §7). */
export const fetchCaseBots = (q: LoadMoreQuery) => call(listBotCaseBots, { query: q });
