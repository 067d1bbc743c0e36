import { bigint, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';

/**
 * How many changes a tenant's knowledge (items, document segments, libraries) has had. Each change
 * counts one after it is committed; an instance whose index has not applied every count up to this
 * one rebuilds it (search/freshness.ts).
 */
export const kbIndexVersions = pgTable('kb_index_versions', {
  tenantId: text('tenant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Embeddings of knowledge texts by a tenant's embeddings engine, keyed by the model and a hash of
 * the text, so a text is sent to the engine once (search/embeddings.ts). pgvector is not needed:
 * vectors are compared in memory for the few candidates of a search.
 */
export const kbVectors = pgTable(
  'kb_vectors',
  {
    tenantId: text('tenant_id').notNull(),
    model: text('model').notNull(),
    hash: text('hash').notNull(),
    vector: real('vector').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.model, t.hash] })],
);
