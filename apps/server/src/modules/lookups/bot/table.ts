import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Bots of a tenant's application (SPEC §3 bot types 0–6). `share` 1 makes the bot visible to every
 * application of the tenant, 0 keeps it to its own. The bot module extends this table.
 */
export const bots = pgTable(
  'bots',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    botType: smallint('bot_type').notNull(),
    share: smallint('share').$type<0 | 1>().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bots_scope_type_idx').on(t.tenantId, t.botType, t.updatedAt, t.id),
    index('bots_scope_updated_idx').on(t.tenantId, t.updatedAt, t.id),
  ],
);
