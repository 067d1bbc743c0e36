/**
 * Labelling (requirements R4 §3, /learnself/marking): tasks of utterances for a dataset, each
 * utterance pre-annotated with a model's top intents; labellers confirm, pick another label or mark
 * noise. A two-person task has two named labellers who label blind; where they disagree a reviewer
 * decides. Who labelled what is kept; finished labels go into the dataset's working copy.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';
import { MARKED_MAX, UTTERANCE_MAX } from './dataset.ts';
import { SafeText } from './text.ts';

export const TASK_NAME_MAX = 50;
/** Utterances one task holds. */
export const TASK_ITEMS_MAX = 5000;
/** Predictions shown per utterance (the shortcuts 1–9 pick among the labels shown). */
export const MARK_PREDICTIONS = 3;
/** The label a labeller gives an utterance that is not data (noise). */
export const NOISE = '__noise__';
/** Utterances one queue call hands out. */
export const QUEUE_SIZE = 20;

/** pending: needs marks; conflict: two labellers disagree; done: final label known. */
export const ITEM_STATES = ['pending', 'conflict', 'done'] as const;
export const ItemState = z.enum(ITEM_STATES);
export type ItemState = z.infer<typeof ItemState>;

const Id = z.string().min(1).max(64);
const Username = z.string().trim().min(1).max(64);

export const Prediction = z.object({ label: z.string(), probability: z.number() });

export const MarkTaskRow = z.object({
  id: z.string(),
  name: z.string(),
  datasetId: z.string(),
  datasetName: z.string(),
  datasetType: z.string(),
  /** The model that pre-annotated the utterances ('' when none). */
  modelId: z.string(),
  modelName: z.string(),
  twoPerson: z.boolean(),
  /** The two labellers of a two-person task (empty otherwise: anyone with the right labels). */
  labellers: z.array(z.string()),
  total: z.number(),
  done: z.number(),
  conflicts: z.number(),
  /** Done utterances already written into the dataset. */
  committed: z.number(),
  /** Two-person tasks: share of utterances both labelled the same, and Cohen's kappa (null: too few). */
  agreement: z.number().nullable(),
  kappa: z.number().nullable(),
  creator: z.string(),
  createdAt: z.number(),
});
export type MarkTaskRow = z.infer<typeof MarkTaskRow>;

export const Mark = z.object({ user: z.string(), label: z.string(), at: z.number() });

export const MarkItemRow = z.object({
  id: z.string(),
  taskId: z.string(),
  text: z.string(),
  /** The pool row it came from ('' when typed in). */
  poolId: z.string(),
  source: z.string(),
  predictions: z.array(Prediction),
  state: ItemState,
  /** The final label (NOISE for noise; '' until done). */
  label: z.string(),
  /** My own mark ('' when I have none); the others' marks are shown only to reviewers. */
  mine: z.string(),
  marks: z.array(Mark),
  reviewer: z.string(),
  committed: z.boolean(),
});
export type MarkItemRow = z.infer<typeof MarkItemRow>;

export const MarkTaskInput = z.object({
  name: SafeText(TASK_NAME_MAX, 1),
  datasetId: Id,
  /** A trained model to pre-annotate with (optional). */
  modelId: Id.nullish(),
  twoPerson: z.boolean().default(false),
  labellers: z.array(Username).max(2).default([]),
  /** Pool rows to label (send to labelling from the pool). */
  poolIds: z.array(Id).max(TASK_ITEMS_MAX).default([]),
  /** Utterances typed or pasted in. */
  texts: z.array(SafeText(UTTERANCE_MAX, 1)).max(TASK_ITEMS_MAX).default([]),
});

export const listMarkTasks = defineEndpoint({
  id: 'learnself.marking.list',
  method: 'GET',
  path: '/learnself-api/marking/task/list',
  access: 'learnself.marking.list',
  query: PageQuery.extend({ name: z.string().trim().max(TASK_NAME_MAX).optional() }),
  response: pageOf(MarkTaskRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const getMarkTask = defineEndpoint({
  id: 'learnself.marking.get',
  method: 'GET',
  path: '/learnself-api/marking/task/get',
  access: 'learnself.marking.list',
  query: z.object({ id: Id }),
  response: MarkTaskRow.extend({
    /** The dataset's labels, in the order the workbench numbers them after the predictions. */
    labels: z.array(z.string()),
    /** Utterances per labeller. */
    byUser: z.array(z.object({ user: z.string(), count: z.number() })),
  }),
  example: { query: { id: 'task-none' } },
});

export const createMarkTask = defineEndpoint({
  id: 'learnself.marking.create',
  method: 'POST',
  path: '/learnself-api/marking/task/add',
  access: 'learnself.marking.create',
  body: MarkTaskInput,
  response: MarkTaskRow,
  example: { body: { name: '标注任务-walk', datasetId: 'ds-none', texts: ['我想改约'] } },
});

export const deleteMarkTasks = defineEndpoint({
  id: 'learnself.marking.delete',
  method: 'POST',
  path: '/learnself-api/marking/task/delete',
  access: 'learnself.marking.delete',
  body: z.object({ ids: z.array(Id).min(1).max(100) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['task-none'] } },
});

/** Users of the tenant who may be named labellers. */
export const listLabellers = defineEndpoint({
  id: 'learnself.marking.labellers',
  method: 'GET',
  path: '/learnself-api/marking/labellers',
  access: 'learnself.marking.create',
  response: z.array(z.object({ username: z.string(), nickname: z.string() })),
});

/** What I may label next: utterances without my mark (filters as in the workbench). */
export const markQueue = defineEndpoint({
  id: 'learnself.marking.queue',
  method: 'GET',
  path: '/learnself-api/marking/queue',
  access: 'learnself.marking.label',
  query: z.object({
    taskId: Id,
    source: z.string().trim().max(20).optional(),
    predicted: z.string().trim().max(MARKED_MAX).optional(),
    /** Only utterances whose top prediction is below this confidence. */
    below: z.coerce.number().min(0).max(1).optional(),
  }),
  response: z.object({ items: z.array(MarkItemRow), remaining: z.number() }),
  example: { query: { taskId: 'task-none' } },
});

/** Every utterance of a task (paged), with my mark; reviewers also see everyone's. */
export const listMarkItems = defineEndpoint({
  id: 'learnself.marking.items',
  method: 'GET',
  path: '/learnself-api/marking/item/list',
  access: 'learnself.marking.list',
  query: PageQuery.extend({ taskId: Id, state: ItemState.optional() }),
  response: pageOf(MarkItemRow),
  example: { query: { taskId: 'task-none', pageNum: 1, pageSize: 10 } },
});

/** My label for an utterance (NOISE for noise); labelling it again changes my label. */
export const markItem = defineEndpoint({
  id: 'learnself.marking.mark',
  method: 'POST',
  path: '/learnself-api/marking/mark',
  access: 'learnself.marking.label',
  // An intent or sentiment label, or for an ner dataset the utterance with its entities marked.
  body: z.object({ itemId: Id, label: SafeText(MARKED_MAX, 1) }),
  response: MarkItemRow,
  example: { body: { itemId: 'item-none', label: '改约' } },
});

/** Takes my label back (undo), while the utterance is not yet reviewed or written to the dataset. */
export const unmarkItem = defineEndpoint({
  id: 'learnself.marking.unmark',
  method: 'POST',
  path: '/learnself-api/marking/unmark',
  access: 'learnself.marking.label',
  body: z.object({ itemId: Id }),
  response: MarkItemRow,
  example: { body: { itemId: 'item-none' } },
});

/** A reviewer decides a disagreement (or overrules a done label not yet written). */
export const reviewItem = defineEndpoint({
  id: 'learnself.marking.review',
  method: 'POST',
  path: '/learnself-api/marking/review',
  access: 'learnself.marking.review',
  // An intent or sentiment label, or for an ner dataset the utterance with its entities marked.
  body: z.object({ itemId: Id, label: SafeText(MARKED_MAX, 1) }),
  response: MarkItemRow,
  example: { body: { itemId: 'item-none', label: '改约' } },
});

/** Writes the done, not-noise utterances into the dataset's working copy (source labelling). */
export const commitMarkTask = defineEndpoint({
  id: 'learnself.marking.commit',
  method: 'POST',
  path: '/learnself-api/marking/commit',
  access: 'learnself.marking.commit',
  body: z.object({ id: Id }),
  response: z.object({ added: z.number(), skipped: z.number(), noise: z.number() }),
  example: { body: { id: 'task-none' } },
});
