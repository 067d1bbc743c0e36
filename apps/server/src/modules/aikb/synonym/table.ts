import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * A tenant's own synonym groups (/aikb/words-library → 同义词), searched in every library of the
 * tenant (docs/aikb-retrieval.md). `words` as the editor wrote them, the first being the word the
 * others are searched as.
 */
export const kbSynonyms = pgTable(
  'kb_synonyms',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    words: jsonb('words').$type<string[]>().notNull(),
    updater: text('updater').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('kb_synonyms_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id)],
);

/**
 * Each word of each group once per tenant, as the search normalises it (half-width, simplified,
 * lower case): the primary key is what keeps a word out of two groups, even under racing saves,
 * and what the list's word filter reads.
 */
export const kbSynonymWords = pgTable(
  'kb_synonym_words',
  {
    tenantId: text('tenant_id').notNull(),
    word: text('word').notNull(),
    groupId: text('group_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.word] }), index('kb_synonym_words_group_idx').on(t.tenantId, t.groupId)],
);
