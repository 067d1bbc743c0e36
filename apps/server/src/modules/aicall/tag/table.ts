import type { TagGroup } from '@zhiyu/contract/modules/aicall/tag';
import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Tags of a tenant's application (requirements §1 tag data). `app_id` is the session's appid ('' for a
 * tenant-wide session). Indexes are plain ascending composites matching each list order, so both
 * ASC and DESC pages walk the index (requirements D4); the unique index makes names unique per tenant+app
 * even under concurrent creates and serves the name order.
 */
export const tags = pgTable(
  'tags',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    group: text('group').$type<TagGroup>().notNull().default('other'),
    enabled: smallint('enabled').$type<0 | 1>().notNull().default(1),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tags_scope_name_uq').on(t.tenantId, t.appId, t.name),
    index('tags_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id),
    index('tags_scope_updated_idx').on(t.tenantId, t.appId, t.updatedAt, t.id),
  ],
);
