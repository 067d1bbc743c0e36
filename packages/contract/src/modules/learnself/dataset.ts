/**
 * Self-learning datasets (requirements R4, /learnself/model/dataset): per bot and model type, a
 * working copy of labelled utterances that keeps changing, and immutable versions a model trains on.
 * nlu: utterances labelled with intents; sentiment: utterances labelled positive / neutral / negative;
 * ner: utterances with their entities marked (entities.ts; the item's label is '').
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { Span } from './entities.ts';
import { SafeText } from './text.ts';

/** requirements §3 model types: intents, sentiment, and entities (utterances with marked spans, entities.ts). */
export const DATASET_TYPES = ['nlu', 'sentiment', 'ner'] as const;
export const DatasetType = z.enum(DATASET_TYPES);
export type DatasetType = z.infer<typeof DatasetType>;
/** The three labels of a sentiment dataset. */
export const SENTIMENT_LABELS = ['positive', 'neutral', 'negative'] as const;

export const DATASET_NAME_MAX = 50;
export const DATASET_DESCRIPTION_MAX = 200;
/** An intent (label) name, as the flow editor allows. */
export const LABEL_MAX = 50;
/** One utterance. */
export const UTTERANCE_MAX = 200;
/** Items a dataset's working copy may hold. */
export const DATASET_ITEMS_MAX = 50_000;
/** Items one add call takes. */
export const ITEMS_PER_ADD = 1000;
/** Default share of each label kept for testing, and the default split seed. */
export const DEFAULT_TEST_RATIO = 0.2;
export const DEFAULT_SPLIT_SEED = 1;

const Id = z.string().min(1).max(64);
const Ids = z.array(Id).min(1).max(500);

export const DatasetRow = z.object({
  id: z.string(),
  name: z.string(),
  type: DatasetType,
  botId: z.string().nullable(),
  /** The bot's name for display ('' when it has none or is gone). */
  botName: z.string(),
  description: z.string(),
  itemCount: z.number(),
  labelCount: z.number(),
  /** The newest version's number, 0 before the first. */
  latestVersion: z.number(),
  creator: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type DatasetRow = z.infer<typeof DatasetRow>;

export const DatasetInput = z.object({
  name: SafeText(DATASET_NAME_MAX, 1),
  type: DatasetType.default('nlu'),
  botId: Id.nullish(),
  description: SafeText(DATASET_DESCRIPTION_MAX).default(''),
});

export const DatasetListQuery = sortedPageQuery(['name', 'createdAt', 'updatedAt'] as const).extend({
  name: z.string().trim().max(DATASET_NAME_MAX).optional(),
  type: DatasetType.optional(),
  botId: Id.optional(),
});

export const listDatasets = defineEndpoint({
  id: 'learnself.dataset.list',
  method: 'GET',
  path: '/learnself-api/dataset/list',
  // Diagnosis, similar questions and labelling pick datasets, their intents and versions.
  access: ['learnself.dataset.list', 'learnself.diagnosis.list', 'learnself.generate.run', 'learnself.marking.create'],
  query: DatasetListQuery,
  response: pageOf(DatasetRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const createDataset = defineEndpoint({
  id: 'learnself.dataset.create',
  method: 'POST',
  path: '/learnself-api/dataset/add',
  access: 'learnself.dataset.create',
  body: DatasetInput,
  response: DatasetRow,
  example: { body: { name: '示例数据集-walk', type: 'nlu' } },
});

export const updateDataset = defineEndpoint({
  id: 'learnself.dataset.update',
  method: 'POST',
  path: '/learnself-api/dataset/edit',
  access: 'learnself.dataset.update',
  // The type is fixed once created: versions and models depend on it.
  body: DatasetInput.omit({ type: true }).extend({ id: Id }),
  response: DatasetRow,
  example: { body: { id: 'ds-none', name: '示例数据集' } },
});

export const deleteDatasets = defineEndpoint({
  id: 'learnself.dataset.delete',
  method: 'POST',
  path: '/learnself-api/dataset/delete',
  access: 'learnself.dataset.delete',
  body: z.object({ ids: Ids }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['ds-none'] } },
});

// ---- the working copy ----

export const DatasetItemRow = z.object({
  id: z.string(),
  datasetId: z.string(),
  label: z.string(),
  text: z.string(),
  /** Where the item came from: manual, import, bot, cluster, labelling, generated. */
  source: z.string(),
  /** An ner item's entities (empty for the other types). */
  spans: z.array(Span),
  createdAt: z.number(),
});
export type DatasetItemRow = z.infer<typeof DatasetItemRow>;
export const ITEM_SOURCES = ['manual', 'import', 'bot', 'cluster', 'labelling', 'generated'] as const;

export const listDatasetItems = defineEndpoint({
  id: 'learnself.dataset.items',
  method: 'GET',
  path: '/learnself-api/dataset/item/list',
  access: 'learnself.dataset.list',
  query: sortedPageQuery(['createdAt', 'label'] as const).extend({
    datasetId: Id,
    label: z.string().trim().max(LABEL_MAX).optional(),
    text: z.string().trim().max(UTTERANCE_MAX).optional(),
  }),
  response: pageOf(DatasetItemRow),
  example: { query: { datasetId: 'ds-none', pageNum: 1, pageSize: 10 } },
});

export const listDatasetLabels = defineEndpoint({
  id: 'learnself.dataset.labels',
  method: 'GET',
  path: '/learnself-api/dataset/label/list',
  // Diagnosis, similar questions and labelling pick datasets, their intents and versions.
  access: ['learnself.dataset.list', 'learnself.diagnosis.list', 'learnself.generate.run', 'learnself.marking.create'],
  query: z.object({ datasetId: Id }),
  response: z.array(z.object({ label: z.string(), count: z.number() })),
  example: { query: { datasetId: 'ds-none' } },
});

export const addDatasetItems = defineEndpoint({
  id: 'learnself.dataset.addItems',
  method: 'POST',
  path: '/learnself-api/dataset/item/add',
  access: 'learnself.dataset.edit',
  body: z.object({
    datasetId: Id,
    label: SafeText(LABEL_MAX, 1),
    texts: z.array(SafeText(UTTERANCE_MAX, 1)).min(1).max(ITEMS_PER_ADD),
    source: z.enum(ITEM_SOURCES).default('manual'),
  }),
  /** `added` new items; `skipped` already under this label (or repeated in the call). */
  response: z.object({ added: z.number(), skipped: z.number() }),
  example: { body: { datasetId: 'ds-none', label: '查询话费', texts: ['我想查一下话费'] } },
});

/** A marked utterance (`[text](type)`, entities.ts): the marks make it longer than its text. */
export const MARKED_MAX = UTTERANCE_MAX * 2;

/**
 * Adds utterances with their entities marked to an ner dataset. A line whose markup is wrong fails
 * the whole call (nothing added), naming the line (180071–180075). Skipped as addDatasetItems.
 */
export const addDatasetEntities = defineEndpoint({
  id: 'learnself.dataset.addEntities',
  method: 'POST',
  path: '/learnself-api/dataset/entity/add',
  access: 'learnself.dataset.edit',
  body: z.object({
    datasetId: Id,
    texts: z.array(SafeText(MARKED_MAX, 1)).min(1).max(ITEMS_PER_ADD),
    source: z.enum(ITEM_SOURCES).default('manual'),
  }),
  response: z.object({ added: z.number(), skipped: z.number() }),
  example: { body: { datasetId: 'ds-none', texts: ['我叫[张三](person)'] } },
});

export const updateDatasetEntity = defineEndpoint({
  id: 'learnself.dataset.updateEntity',
  method: 'POST',
  path: '/learnself-api/dataset/entity/edit',
  access: 'learnself.dataset.edit',
  body: z.object({ id: Id, text: SafeText(MARKED_MAX, 1) }),
  response: DatasetItemRow,
  example: { body: { id: 'item-none', text: '我叫[张三](person)' } },
});

export const updateDatasetItem = defineEndpoint({
  id: 'learnself.dataset.updateItem',
  method: 'POST',
  path: '/learnself-api/dataset/item/edit',
  access: 'learnself.dataset.edit',
  body: z.object({ id: Id, label: SafeText(LABEL_MAX, 1), text: SafeText(UTTERANCE_MAX, 1) }),
  response: DatasetItemRow,
  example: { body: { id: 'item-none', label: '查询话费', text: '查话费' } },
});

export const deleteDatasetItems = defineEndpoint({
  id: 'learnself.dataset.deleteItems',
  method: 'POST',
  path: '/learnself-api/dataset/item/delete',
  access: 'learnself.dataset.edit',
  body: z.object({ ids: Ids }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['item-none'] } },
});

// ---- versions ----

export const DatasetVersionRow = z.object({
  id: z.string(),
  datasetId: z.string(),
  version: z.number(),
  note: z.string(),
  itemCount: z.number(),
  trainCount: z.number(),
  testCount: z.number(),
  labelCount: z.number(),
  testRatio: z.number(),
  seed: z.number(),
  creator: z.string(),
  createdAt: z.number(),
});
export type DatasetVersionRow = z.infer<typeof DatasetVersionRow>;

export const listDatasetVersions = defineEndpoint({
  id: 'learnself.dataset.versions',
  method: 'GET',
  path: '/learnself-api/dataset/version/list',
  // Diagnosis, similar questions and labelling pick datasets, their intents and versions.
  access: ['learnself.dataset.list', 'learnself.diagnosis.list', 'learnself.generate.run', 'learnself.marking.create'],
  query: z.object({ datasetId: Id }),
  response: z.array(DatasetVersionRow),
  example: { query: { datasetId: 'ds-none' } },
});

export const createDatasetVersion = defineEndpoint({
  id: 'learnself.dataset.version',
  method: 'POST',
  path: '/learnself-api/dataset/version/add',
  access: 'learnself.dataset.version',
  body: z.object({
    datasetId: Id,
    note: SafeText(DATASET_DESCRIPTION_MAX).default(''),
    /** Share of each label held out for testing (stratified; every label keeps ≥ 1 training item). */
    testRatio: z.number().min(0.05).max(0.5).default(DEFAULT_TEST_RATIO),
    seed: z.number().int().min(0).max(2_147_483_647).default(DEFAULT_SPLIT_SEED),
  }),
  response: DatasetVersionRow,
  example: { body: { datasetId: 'ds-none' } },
});

// ---- a bot's intents ↔ an nlu dataset ----

export const datasetFromBot = defineEndpoint({
  id: 'learnself.dataset.fromBot',
  method: 'POST',
  path: '/learnself-api/dataset/from-bot',
  access: 'learnself.dataset.create',
  body: z.object({ botId: Id, name: SafeText(DATASET_NAME_MAX, 1) }),
  response: DatasetRow,
  example: { body: { botId: 'bot-none', name: '来自机器人-walk' } },
});

export const datasetToBot = defineEndpoint({
  id: 'learnself.dataset.toBot',
  method: 'POST',
  path: '/learnself-api/dataset/to-bot',
  access: 'learnself.dataset.edit',
  body: z.object({ datasetId: Id }),
  /** Examples written into the bot's draft flow, per intent; intents the flow lacks are listed. */
  response: z.object({ updated: z.number(), added: z.number(), missing: z.array(z.string()) }),
  example: { body: { datasetId: 'ds-none' } },
});
