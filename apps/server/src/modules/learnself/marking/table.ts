import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/** A labelling task (requirements R4 §3): utterances for one dataset, labelled by one or two people. */
export const lsMarkTasks = pgTable(
  'ls_mark_tasks',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    datasetId: text('dataset_id').notNull(),
    modelId: text('model_id'),
    twoPerson: boolean('two_person').notNull().default(false),
    labellers: jsonb('labellers').$type<string[]>().notNull(),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('ls_mark_tasks_scope_idx').on(t.tenantId, t.appId, t.createdAt, t.id)],
);

/** One utterance of a task, with its pre-annotation and, once known, its final label. */
export const lsMarkItems = pgTable(
  'ls_mark_items',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    seq: integer('seq').notNull(),
    text: text('text').notNull(),
    poolId: text('pool_id').notNull().default(''),
    source: text('source').notNull().default('manual'),
    predictions: jsonb('predictions').$type<{ label: string; probability: number }[]>().notNull(),
    topLabel: text('top_label').notNull().default(''),
    topProbability: real('top_probability'),
    state: text('state').$type<'pending' | 'conflict' | 'done'>().notNull().default('pending'),
    label: text('label').notNull().default(''),
    reviewer: text('reviewer').notNull().default(''),
    committed: boolean('committed').notNull().default(false),
  },
  (t) => [index('ls_mark_items_task_idx').on(t.taskId, t.state, t.seq)],
);

/** Who labelled what: one label per labeller and utterance. */
export const lsMarks = pgTable(
  'ls_marks',
  {
    itemId: text('item_id').notNull(),
    taskId: text('task_id').notNull(),
    username: text('username').notNull(),
    label: text('label').notNull(),
    at: tstz('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.username] }), index('ls_marks_task_idx').on(t.taskId, t.username)],
);
