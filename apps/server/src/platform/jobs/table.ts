import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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

/**
 * Rows of a running import, staged a batch at a time (each batch its own short statement, so other
 * requests get the database between batches; the embedded database has one connection). Nothing
 * reads them but the import's publish step, which copies them into their table in one short
 * transaction; they are deleted after it, or after a failure (a crash leaves them to the next run
 * of the job, or to the sweep at the start of any import).
 */
export const importStaging = pgTable(
  'import_staging',
  {
    jobId: text('job_id').notNull(),
    seq: integer('seq').notNull(),
    rows: jsonb('rows').$type<unknown[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);

/**
 * Imports publishing right now, each with the table it writes. Their rows are already in that
 * table, written a chunk at a time (short statements, other requests in between), but carry the
 * job in `import_job` and stay out of every reader until the job's row here is deleted: the one
 * short step that makes the whole import visible at once.
 */
export const importPending = pgTable('import_pending', {
  jobId: text('job_id').primaryKey(),
  tableName: text('table_name').notNull(),
  createdAt: createdAt(),
});
