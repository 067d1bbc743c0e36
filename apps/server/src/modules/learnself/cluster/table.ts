import { index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/** A clustering run (requirements R4 §2): its parameters, state and counts; kept to be reopened. */
export const lsClusterRuns = pgTable(
  'ls_cluster_runs',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    state: text('state').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    progress: integer('progress').notNull().default(0),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    inputCount: integer('input_count').notNull().default(0),
    clusterCount: integer('cluster_count').notNull().default(0),
    unclustered: integer('unclustered').notNull().default(0),
    jobId: text('job_id'),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [index('ls_cluster_runs_scope_idx').on(t.tenantId, t.appId, t.createdAt, t.id)],
);

/** One cluster of a run, with its members (pool ids and their similarity to the centroid). */
export const lsClusters = pgTable(
  'ls_clusters',
  {
    id: text('id').primaryKey(),
    runId: text('run_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    rank: integer('rank').notNull(),
    size: integer('size').notNull(),
    occurrences: integer('occurrences').notNull(),
    members: jsonb('members').$type<{ id: string; s: number }[]>().notNull(),
    representatives: jsonb('representatives').$type<string[]>().notNull(),
    keywords: jsonb('keywords').$type<string[]>().notNull(),
    nearestLabel: text('nearest_label'),
    nearestSimilarity: real('nearest_similarity'),
    status: text('status').$type<'open' | 'added' | 'noise'>().notNull().default('open'),
    addedTo: text('added_to').notNull().default(''),
  },
  (t) => [index('ls_clusters_run_idx').on(t.runId, t.rank)],
);
