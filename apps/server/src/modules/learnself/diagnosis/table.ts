import type { Finding } from '@zhiyu/contract/modules/learnself/diagnosis';
import { index, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/** A diagnosis of a dataset version (requirements R4 §5): its findings, and which fixes were applied. */
export const lsDiagnoses = pgTable(
  'ls_diagnoses',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    datasetId: text('dataset_id').notNull(),
    versionId: text('version_id').notNull(),
    state: text('state').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    accuracy: real('accuracy'),
    findings: jsonb('findings').$type<Finding[]>().notNull().default([]),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    matrix: jsonb('matrix').$type<number[][]>().notNull().default([]),
    jobId: text('job_id'),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [index('ls_diagnoses_scope_idx').on(t.tenantId, t.appId, t.createdAt, t.id)],
);

/** Changes made to a dataset's working copy by applied fixes (who, when, what). */
export const lsDatasetLog = pgTable(
  'ls_dataset_log',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    datasetId: text('dataset_id').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    actor: text('actor').notNull(),
    at: createdAt(),
  },
  (t) => [index('ls_dataset_log_dataset_idx').on(t.datasetId, t.at)],
);
