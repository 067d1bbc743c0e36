import { listDomains, listTrades, type TradeNode } from '@zhiyu/contract/modules/lookups/trade';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { domains, domainTrades, trades } from './table.ts';

/** Trades and domains: platform reference data, the same for every signed-in user. */
export default function tradeRoutes(app: FastifyInstance) {
  route(app, listTrades, async ({ ctx }) => {
    const rows = await ctx.db
      .select({ id: trades.id, name: trades.name, parentId: trades.parentId, sort: trades.sort })
      .from(trades)
      .orderBy(asc(trades.sort), asc(trades.id));
    const byId = new Map<string, TradeNode>(
      rows.map((r) => [r.id, { id: r.id, name: r.name, sort: r.sort, children: [] }]),
    );
    const roots: TradeNode[] = [];
    for (const r of rows) {
      const parent = r.parentId ? byId.get(r.parentId) : undefined;
      (parent ? parent.children : roots).push(byId.get(r.id) as TradeNode);
    }
    return roots;
  });

  route(app, listDomains, async ({ ctx, query }) => {
    const links = await ctx.db
      .select({ domainId: domainTrades.domainId, id: trades.id, tradeName: trades.name })
      .from(domainTrades)
      .innerJoin(trades, eq(trades.id, domainTrades.tradeId))
      .orderBy(asc(trades.sort), asc(trades.id));
    // A top-level trade stands for its sub-trades too (the tree is two levels deep).
    const tradeIds = query.tradeId
      ? new Set([
          query.tradeId,
          ...(await ctx.db.select({ id: trades.id }).from(trades).where(eq(trades.parentId, query.tradeId))).map(
            (r) => r.id,
          ),
        ])
      : undefined;
    const wanted = tradeIds ? [...new Set(links.filter((l) => tradeIds.has(l.id)).map((l) => l.domainId))] : undefined;
    if (wanted?.length === 0) return [];
    const rows = await ctx.db
      .select({ id: domains.id, name: domains.name, sort: domains.sort })
      .from(domains)
      .where(wanted ? inArray(domains.id, wanted) : undefined)
      .orderBy(asc(domains.sort), asc(domains.id));
    return rows.map((d) => ({
      ...d,
      children: links.filter((l) => l.domainId === d.id).map((l) => ({ id: l.id, tradeName: l.tradeName })),
    }));
  });
}
