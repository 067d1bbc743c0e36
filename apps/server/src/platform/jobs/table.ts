import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../db/columns.ts';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Durable background jobs (imports, exports). A worker claims a row with
 * UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1), so with several server instances
 * exactly one runs it; a claim whose heartbeat went stale (the instance died) is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    kind: text('kind').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    claimedBy: text('claimed_by'),
    claimedAt: tstz('claimed_at'),
    heartbeat: tstz('heartbeat'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.createdAt), index('jobs_scope_idx').on(t.tenantId, t.id)],
);
