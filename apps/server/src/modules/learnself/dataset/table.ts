import type { DatasetType } from '@zhiyu/contract/modules/learnself/dataset';
import type { Span } from '@zhiyu/contract/modules/learnself/entities';
import { index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Self-learning datasets (requirements R4) of a tenant's application. `item_count`, `label_count`
 * and `latest_version` are kept in the transaction of every change, so the list never counts.
 */
export const lsDatasets = pgTable(
  'ls_datasets',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    type: text('type').$type<DatasetType>().notNull(),
    botId: text('bot_id'),
    description: text('description').notNull().default(''),
    itemCount: integer('item_count').notNull().default(0),
    labelCount: integer('label_count').notNull().default(0),
    latestVersion: integer('latest_version').notNull().default(0),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ls_datasets_scope_name_uq').on(t.tenantId, t.appId, t.name),
    index('ls_datasets_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id),
    index('ls_datasets_scope_updated_idx').on(t.tenantId, t.appId, t.updatedAt, t.id),
  ],
);

/**
 * The working copy: one labelled utterance a row. `norm` is the utterance folded for comparison
 * (NFKC, lower case, no spaces or punctuation); one label holds a folded utterance once.
 */
export const lsDatasetItems = pgTable(
  'ls_dataset_items',
  {
    id: text('id').primaryKey(),
    datasetId: text('dataset_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    label: text('label').notNull(),
    text: text('text').notNull(),
    norm: text('norm').notNull(),
    source: text('source').notNull().default('manual'),
    /** An ner item's entities (its label is ''); empty for the other types. */
    spans: jsonb('spans').$type<Span[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ls_dataset_items_label_norm_uq').on(t.datasetId, t.label, t.norm),
    index('ls_dataset_items_created_idx').on(t.datasetId, t.createdAt, t.id),
  ],
);

/** One item of a version's snapshot: text, label, and whether it is held out for testing. */
export interface SnapshotItem {
  t: string;
  l: string;
  test: boolean;
  /** An ner item's entities. */
  s?: Span[];
}

/** An immutable snapshot of a dataset's working copy, with its train/test split. */
export const lsDatasetVersions = pgTable(
  'ls_dataset_versions',
  {
    id: text('id').primaryKey(),
    datasetId: text('dataset_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    version: integer('version').notNull(),
    note: text('note').notNull().default(''),
    items: jsonb('items').$type<SnapshotItem[]>().notNull(),
    itemCount: integer('item_count').notNull(),
    trainCount: integer('train_count').notNull(),
    testCount: integer('test_count').notNull(),
    labelCount: integer('label_count').notNull(),
    testRatio: real('test_ratio').notNull(),
    seed: integer('seed').notNull(),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ls_dataset_versions_uq').on(t.datasetId, t.version)],
);
