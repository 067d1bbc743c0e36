import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Industries (行业): a platform reference tree, no tenant column because every tenant reads the
 * same tree. `parent_id` null is a top-level trade; `sort` orders siblings.
 */
export const trades = pgTable(
  'trades',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('trades_parent_sort_idx').on(t.parentId, t.sort, t.id)],
);

/** Domains (领域): platform reference data; each serves one or more trades (domain_trades). */
export const domains = pgTable('domains', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const domainTrades = pgTable(
  'domain_trades',
  {
    domainId: text('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    tradeId: text('trade_id')
      .notNull()
      .references(() => trades.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.domainId, t.tradeId] }), index('domain_trades_trade_idx').on(t.tradeId)],
);
