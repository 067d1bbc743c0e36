import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  createDomain,
  createTrade,
  deleteDomain,
  deleteTrade,
  updateDomain,
  updateTrade,
} from '@zhiyu/contract/modules/admin/trade';
import type { TradeNode } from '@zhiyu/contract/modules/lookups/trade';
import { call } from '../../../platform/request/call.ts';
import { fetchTrades } from './trade.api.ts';

export const addTrade = (body: BodyOf<typeof createTrade>) => call(createTrade, { body });
export const editTrade = (body: BodyOf<typeof updateTrade>) => call(updateTrade, { body });
export const removeTrade = (id: string) => call(deleteTrade, { body: { id } });
export const addDomain = (body: BodyOf<typeof createDomain>) => call(createDomain, { body });
export const editDomain = (body: BodyOf<typeof updateDomain>) => call(updateDomain, { body });
export const removeDomain = (id: string) => call(deleteDomain, { body: { id } });

/** Top-level trades: the only possible parents (the tree is two levels deep). */
export const loadParents = async () => (await fetchTrades()).map((n) => ({ id: n.id, name: n.name }));

/** Every trade, sub-trades labelled with their parent, for a domain's trade choice. */
export const loadAllTrades = async () =>
  (await fetchTrades()).flatMap((n: TradeNode) => [
    { id: n.id, name: n.name },
    ...n.children.map((c) => ({ id: c.id, name: `${n.name} / ${c.name}` })),
  ]);
