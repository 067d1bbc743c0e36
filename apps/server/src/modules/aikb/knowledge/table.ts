import type { KnowledgeType } from '@zhiyu/contract/modules/aikb/knowledge';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Knowledge items of a library. `search_text` is the standard question and the similar questions
 * joined by newlines: the keyword filter is one trigram-indexed ILIKE over it. Questions are unique
 * within a library (the unique index also serves the question order). Lists are paged per library
 * by (updated_at, id) or (question); the category and tag filters have their own indexes.
 */
export const kbItems = pgTable(
  'kb_items',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    libraryId: text('library_id').notNull(),
    type: text('type').$type<KnowledgeType>().notNull(),
    question: text('question').notNull(),
    similar: jsonb('similar').$type<string[]>().notNull().default([]),
    searchText: text('search_text').notNull().default(''),
    answer: text('answer').notNull(),
    categoryId: text('category_id'),
    tags: text('tags').array().notNull().default([]),
    /** requirements §3 validity: 0 valid, 1 invalid. */
    validity: smallint('validity').$type<0 | 1>().notNull().default(0),
    effectiveFrom: tstz('effective_from'),
    effectiveTo: tstz('effective_to'),
    creator: text('creator').notNull().default(''),
    updater: text('updater').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kb_items_library_question_uq').on(t.tenantId, t.libraryId, t.question),
    index('kb_items_library_updated_idx').on(t.tenantId, t.libraryId, t.updatedAt, t.id),
    index('kb_items_category_idx').on(t.tenantId, t.libraryId, t.categoryId, t.updatedAt, t.id),
    index('kb_items_tags_idx').using('gin', t.tags),
    index('kb_items_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Visitors' own wordings learnt from the text bot (knowledge/learned.ts), per item: picks of the
 * item through "did you mean" after asking it (from LEARN_PICKS on, the wording is searched as one
 * more similar question of the item), and the votes on the item's direct answers to it (from
 * DOUBT_DISLIKES dislikes, more than its likes, the item no longer answers it directly).
 */
export const kbLearnedQuestions = pgTable(
  'kb_learned_questions',
  {
    tenantId: text('tenant_id').notNull(),
    itemId: text('item_id').notNull(),
    question: text('question').notNull(),
    picks: integer('picks').notNull().default(0),
    /** Votes on the item's direct answers to the wording (learned.ts: doubted wordings). */
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.itemId, t.question] })],
);
