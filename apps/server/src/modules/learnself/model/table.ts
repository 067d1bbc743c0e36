import type { DatasetType } from '@zhiyu/contract/modules/learnself/dataset';
import type { Evaluation, ModelState } from '@zhiyu/contract/modules/learnself/model';
import { index, integer, jsonb, pgTable, real, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Trained models (requirements R4, §3 model states 0–6). `artifact` is the serialised model, written
 * when training ends; `reason` the failure in both languages (JSON `{zh, en}`); `job_id` the
 * training or evaluation job running now.
 */
export const lsModels = pgTable(
  'ls_models',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    type: text('type').$type<DatasetType>().notNull(),
    datasetId: text('dataset_id').notNull(),
    versionId: text('version_id').notNull(),
    state: smallint('state').$type<ModelState>().notNull().default(1),
    reason: text('reason').notNull().default(''),
    progress: integer('progress').notNull().default(0),
    threshold: real('threshold'),
    evaluation: jsonb('evaluation').$type<Evaluation>(),
    artifact: bytea('artifact'),
    trainMs: integer('train_ms'),
    jobId: text('job_id'),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ls_models_scope_name_uq').on(t.tenantId, t.appId, t.name),
    index('ls_models_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id),
    index('ls_models_dataset_idx').on(t.datasetId),
  ],
);

/**
 * The model a bot recognises with now, and the one before it (the rollback target). A bot without
 * a row recognises with its flow's examples and keywords alone.
 */
export const lsBotModels = pgTable('ls_bot_models', {
  botId: text('bot_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  modelId: text('model_id'),
  previousModelId: text('previous_model_id'),
  publishedBy: text('published_by').notNull().default(''),
  publishedAt: tstz('published_at').notNull().defaultNow(),
});
