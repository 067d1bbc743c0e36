import { listDomains, listTrades } from '@zhiyu/contract/modules/lookups/trade';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the trade screen (requirements D3.7). */
export const tradeKeys = {
  all: ['lookups', 'trade'] as const,
  tree: () => [...tradeKeys.all, 'tree'] as const,
  domains: (tradeId?: string) => [...tradeKeys.all, 'domains', { tradeId }] as const,
};

export const fetchTrades = () => call(listTrades);
export const fetchDomains = (tradeId?: string) => call(listDomains, { query: tradeId ? { tradeId } : {} });
