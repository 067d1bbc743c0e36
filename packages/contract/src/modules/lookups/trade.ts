/**
 * Industries (行业) and domains (领域): platform reference data of requirements §3/§7, readable by any
 * signed-in user ('self'); the tables hold no tenant rows.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

export interface TradeNode {
  id: string;
  name: string;
  /** Order among siblings (the tree comes sorted by it); the editor needs it. */
  sort?: number;
  children: TradeNode[];
}
/** requirements §7 tree of name, id, children (sub-trades; a leaf has an empty list). */
export const TradeNode: z.ZodType<TradeNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), sort: z.number().optional(), children: z.array(TradeNode) }),
);

export const listTrades = defineEndpoint({
  id: 'lookups.trade.list',
  method: 'GET',
  path: '/v1/aicall-manager/public/trade/list',
  access: 'self',
  response: z.array(TradeNode),
});

/** requirements §3: domain children have tradeName and id (the trades a domain serves). */
export const DomainItem = z.object({
  id: z.string(),
  name: z.string(),
  /** Order among domains (the list comes sorted by it). */
  sort: z.number().optional(),
  children: z.array(z.object({ id: z.string(), tradeName: z.string() })),
});
export type DomainItem = z.infer<typeof DomainItem>;

export const listDomains = defineEndpoint({
  id: 'lookups.domain.list',
  method: 'GET',
  path: '/v1/aicall-manager/public/domain/list',
  access: 'self',
  query: z.object({ tradeId: z.string().max(64).optional() }),
  response: z.array(DomainItem),
  example: { query: { tradeId: 'trade-finance' } },
});
