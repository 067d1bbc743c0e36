import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * A library's label tree (requirements §5): level-1 nodes have no parent, level-2 nodes a level-1 parent;
 * nothing deeper. Names may repeat (a fresh node is titled 新场景 until renamed).
 */
export const kbCategories = pgTable(
  'kb_categories',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    libraryId: text('library_id').notNull(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('kb_categories_library_idx').on(t.tenantId, t.libraryId, t.sort, t.id),
    index('kb_categories_parent_idx').on(t.parentId),
  ],
);
