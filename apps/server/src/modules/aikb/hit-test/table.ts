import type { HitOutcome, HitTestResult } from '@zhiyu/contract/modules/aikb/hit-test';
import { boolean, index, jsonb, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../platform/db/columns.ts';

/** What a history row keeps of its result besides its own columns. */
export type StoredResult = Pick<HitTestResult, 'libraries' | 'answer' | 'hits' | 'thresholds'>;

/**
 * The knowledge test's history (/aikb/test): one row per question asked or re-asked, written in
 * the request that asked it, with the libraries asked, the bot's outcome and the ranked hits as
 * JSON. `created_at` is the moment of the knowledge it saw (the index is kept current on every
 * commit). Paged per tenant + app newest first by (created_at, id).
 */
export const kbHitTests = pgTable(
  'kb_hit_test',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    userId: text('user_id').notNull(),
    askedBy: text('asked_by').notNull(),
    question: text('question').notNull(),
    /** Asked of every enabled library, not a chosen list: a rerun asks today's enabled ones. */
    allLibraries: boolean('all_libraries').notNull(),
    libraryIds: jsonb('library_ids').$type<string[]>().notNull(),
    topN: smallint('top_n').notNull(),
    outcome: text('outcome').$type<HitOutcome>().notNull(),
    topScore: real('top_score'),
    result: jsonb('result').$type<StoredResult>().notNull(),
    rerunOf: text('rerun_of'),
    createdAt: createdAt(),
  },
  (t) => [index('kb_hit_test_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id)],
);
