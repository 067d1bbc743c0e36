import type { QaSource, QaState } from '@zhiyu/contract/modules/learnself/qa';
import { boolean, index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/** An extraction run (requirements R4 QA extraction): what it read, how much, and what it found. */
export const lsQaRuns = pgTable(
  'ls_qa_runs',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    source: text('source').$type<'document' | 'transcript'>().notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    summary: text('summary').notNull().default(''),
    inputCount: integer('input_count').notNull().default(0),
    truncated: boolean('truncated').notNull().default(false),
    candidateCount: integer('candidate_count').notNull().default(0),
    groupedCount: integer('grouped_count').notNull().default(0),
    knownCount: integer('known_count').notNull().default(0),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ls_qa_runs_scope_idx').on(t.tenantId, t.appId, t.createdAt, t.id)],
);

/**
 * A question–answer candidate of a run, with where it came from and, once accepted, the knowledge
 * item it became. Listed per scope by confidence or time, or per run.
 */
export const lsQaCandidates = pgTable(
  'ls_qa_candidates',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    runId: text('run_id')
      .notNull()
      .references(() => lsQaRuns.id, { onDelete: 'cascade' }),
    source: text('source').$type<QaSource>().notNull(),
    sourceId: text('source_id').notNull(),
    sourceName: text('source_name').notNull().default(''),
    sourceDetail: text('source_detail').notNull().default(''),
    sourceLibraryId: text('source_library_id'),
    sourceAt: tstz('source_at'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    similar: jsonb('similar').$type<string[]>().notNull().default([]),
    confidence: real('confidence').notNull(),
    state: text('state').$type<QaState>().notNull().default('pending'),
    libraryId: text('library_id'),
    itemId: text('item_id'),
    reviewer: text('reviewer').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ls_qa_candidates_scope_conf_idx').on(t.tenantId, t.appId, t.confidence, t.id),
    index('ls_qa_candidates_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id),
    index('ls_qa_candidates_run_idx').on(t.runId, t.confidence, t.id),
  ],
);
