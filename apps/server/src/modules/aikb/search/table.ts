import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many changes a tenant's knowledge (items, document segments, libraries) has had. Each change
 * counts one after it is committed; an instance whose index has not applied every count up to this
 * one rebuilds it (search/freshness.ts).
 */
export const kbIndexVersions = pgTable('kb_index_versions', {
  tenantId: text('tenant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
