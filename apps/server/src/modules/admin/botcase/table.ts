import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Showcase bots (/aiadmin/operating/botcase): platform data shown to every tenant. `bot_id` points
 * at a bot of any tenant (the case's source); `trade_id` at the industry tree.
 */
export const botCases = pgTable(
  'bot_cases',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    tradeId: text('trade_id').notNull(),
    description: text('description').notNull().default(''),
    botId: text('bot_id'),
    sort: integer('sort').notNull().default(0),
    status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('bot_cases_trade_idx').on(t.tradeId, t.sort, t.id)],
);
