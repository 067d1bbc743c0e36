import { searchBots } from '@zhiyu/contract/modules/lookups/bot';
import { listAllCallChannels } from '@zhiyu/contract/modules/lookups/call-channel';
import { call } from '../../platform/request/call.ts';
import type { LoadMoreQuery } from './select-load-more.tsx';

/** Query keys of the lookups the load-more selects read (requirements D3.7). */
export const lookupKeys = {
  all: ['lookups'] as const,
  bots: (botType?: number) => [...lookupKeys.all, 'bots', botType ?? 'any'] as const,
  callLines: () => [...lookupKeys.all, 'call-lines', 'enabled'] as const,
};

/**
 * requirements §7 bot/list of the call service, one page of the select (pageNum, pageSize 20, name), of one
 * bot type when given. `silent`: a filter that cannot be filled stays empty instead of showing an error.
 */
export const botPage =
  (botType?: number, opts: { silent?: boolean } = {}) =>
  async (q: LoadMoreQuery) => {
    const query = { ...q, ...(botType === undefined ? {} : { botType }) };
    if (!opts.silent) return call(searchBots, { query });
    return call(searchBots, { query, silent: true }).catch(() => ({ list: [], total: 0 }));
  };

/**
 * requirements §7 channel/all with channelStatus 1: the enabled lines, all in one answer (the select
 * asks for no second page); the typed name is sent along.
 */
export async function enabledLinePage(q: LoadMoreQuery) {
  const list = await call(listAllCallChannels, { body: { channelStatus: 1, ...(q.name ? { name: q.name } : {}) } });
  return { list, total: list.length };
}
