import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Knowledge libraries (/aikb/words-library) of a tenant's application; `app_id` is the session's
 * appid ('' for a tenant-wide session), as for tags. `item_count` is recounted in the transaction
 * of every change to the library's items, so the list never counts. Indexes are plain ascending
 * composites per list order (requirements D4); the unique index keeps names unique per tenant + app
 * under racing creates and serves the name order.
 */
export const kbLibraries = pgTable(
  'kb_libraries',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** requirements §3 switch: 1 enabled, 0 disabled. */
    status: smallint('status').$type<0 | 1>().notNull().default(1),
    itemCount: integer('item_count').notNull().default(0),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kb_libraries_scope_name_uq').on(t.tenantId, t.appId, t.name),
    index('kb_libraries_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id),
    index('kb_libraries_scope_updated_idx').on(t.tenantId, t.appId, t.updatedAt, t.id),
  ],
);
