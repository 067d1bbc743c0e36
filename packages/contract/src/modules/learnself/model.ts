/**
 * Self-learning models (requirements R4, /learnself/model/modelmanager and its inspect child,
 * /learnself/inspect): trained on this machine from a dataset version, evaluated on the version's
 * test items, published to bots, rolled back.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { DatasetType, LABEL_MAX, UTTERANCE_MAX } from './dataset.ts';
import { Span } from './entities.ts';
import { SafeText } from './text.ts';

/** requirements §3 model states. */
export const MODEL_STATE = {
  callable: 0,
  toTrain: 1,
  training: 2,
  toEvaluate: 3,
  evaluating: 4,
  evaluationFailed: 5,
  trainingFailed: 6,
} as const;
export const ModelState = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
export type ModelState = z.infer<typeof ModelState>;
export const MODEL_STATES = [0, 1, 2, 3, 4, 5, 6] as const;
/** States from which a model may be trained again (never trained, or failed either way). */
export const RETRAINABLE_STATES: readonly ModelState[] = [1, 5, 6];

export const MODEL_NAME_MAX = 50;
/** The precision a published threshold is chosen for, on cross-validation of the training items. */
export const TARGET_PRECISION = 0.9;

const Id = z.string().min(1).max(64);

/** Per-label figures of an evaluation. */
export const LabelMetrics = z.object({
  label: z.string(),
  precision: z.number(),
  recall: z.number(),
  f1: z.number(),
  support: z.number(),
});
export const Evaluation = z.object({
  accuracy: z.number(),
  macroF1: z.number(),
  /** Test items, and how many the model recognises at its threshold, and of those how many right. */
  testCount: z.number(),
  recognised: z.number(),
  recognisedCorrect: z.number(),
  perLabel: z.array(LabelMetrics),
  /** Confusion matrix: `labels` order, rows are the true label, columns the prediction. */
  labels: z.array(z.string()),
  matrix: z.array(z.array(z.number())),
  /**
   * An ner model's entity-level figures (exact start, end and type). Its perLabel rows are then its
   * entity types, accuracy the share of test utterances whose entities are all right, macroF1 the
   * types' mean F1, recognised / recognisedCorrect the entities found and how many of them are right,
   * and there is no confusion matrix.
   */
  entities: z.object({ precision: z.number(), recall: z.number(), f1: z.number() }).optional(),
});
export type Evaluation = z.infer<typeof Evaluation>;

export const ModelRow = z.object({
  id: z.string(),
  name: z.string(),
  type: DatasetType,
  datasetId: z.string(),
  datasetName: z.string(),
  versionId: z.string(),
  version: z.number(),
  state: ModelState,
  /** Why training or evaluation failed (in the caller's language); '' otherwise. */
  reason: z.string(),
  /** 0–100 while training or evaluating. */
  progress: z.number(),
  /** The recognition threshold chosen on cross-validation of the training items. */
  threshold: z.number().nullable(),
  accuracy: z.number().nullable(),
  macroF1: z.number().nullable(),
  /** Bots that recognise with this model now. */
  bots: z.array(z.object({ id: z.string(), name: z.string() })),
  trainMs: z.number().nullable(),
  creator: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type ModelRow = z.infer<typeof ModelRow>;

export const listModels = defineEndpoint({
  id: 'learnself.model.list',
  method: 'GET',
  path: '/learnself-api/model/list',
  // Model testing lists the models it can test; labelling picks a model to pre-annotate with.
  access: ['learnself.model.list', 'learnself.model.inspect', 'learnself.marking.create'],
  query: sortedPageQuery(['name', 'createdAt', 'updatedAt'] as const).extend({
    name: z.string().trim().max(MODEL_NAME_MAX).optional(),
    type: DatasetType.optional(),
    state: z.coerce.number().pipe(ModelState).optional(),
    datasetId: Id.optional(),
  }),
  response: pageOf(ModelRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const getModel = defineEndpoint({
  id: 'learnself.model.get',
  method: 'GET',
  path: '/learnself-api/model/get',
  access: 'learnself.model.list',
  query: z.object({ id: Id }),
  response: ModelRow.extend({ evaluation: Evaluation.nullable() }),
  example: { query: { id: 'model-none' } },
});

/** Creates the model (state 1) from a dataset version and starts its training at once. */
export const createModel = defineEndpoint({
  id: 'learnself.model.create',
  method: 'POST',
  path: '/learnself-api/model/add',
  access: 'learnself.model.create',
  body: z.object({ name: SafeText(MODEL_NAME_MAX, 1), versionId: Id }),
  response: ModelRow,
  example: { body: { name: '示例模型-walk', versionId: 'ver-none' } },
});

/** Trains again a model that failed (state 5 or 6). */
export const trainModel = defineEndpoint({
  id: 'learnself.model.train',
  method: 'POST',
  path: '/learnself-api/model/train',
  access: 'learnself.model.train',
  body: z.object({ id: Id }),
  response: ModelRow,
  example: { body: { id: 'model-none' } },
});

export const deleteModels = defineEndpoint({
  id: 'learnself.model.delete',
  method: 'POST',
  path: '/learnself-api/model/delete',
  access: 'learnself.model.delete',
  body: z.object({ ids: z.array(Id).min(1).max(100) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['model-none'] } },
});

export const publishModel = defineEndpoint({
  id: 'learnself.model.publish',
  method: 'POST',
  path: '/learnself-api/model/publish',
  access: 'learnself.model.publish',
  body: z.object({ id: Id, botId: Id }),
  response: z.object({ botId: z.string(), modelId: z.string(), previousModelId: z.string().nullable() }),
  example: { body: { id: 'model-none', botId: 'bot-none' } },
});

/** The bot goes back to the model it used before the last publish (none: its examples alone). */
export const rollbackModel = defineEndpoint({
  id: 'learnself.model.rollback',
  method: 'POST',
  path: '/learnself-api/model/rollback',
  access: 'learnself.model.publish',
  body: z.object({ botId: Id }),
  response: z.object({ botId: z.string(), modelId: z.string().nullable() }),
  example: { body: { botId: 'bot-none' } },
});

export const Prediction = z.object({ label: z.string(), probability: z.number() });
export const predictModel = defineEndpoint({
  id: 'learnself.model.predict',
  method: 'POST',
  path: '/learnself-api/model/predict',
  access: 'learnself.model.inspect',
  body: z.object({ id: Id, text: SafeText(500, 1) }),
  response: z.object({
    predictions: z.array(Prediction),
    /** Whether the top prediction reaches the model's threshold (an ner model: whether it found any entity). */
    recognised: z.boolean(),
    threshold: z.number().nullable(),
    /** What an ner model finds (empty for the other types). */
    entities: z.array(Span.extend({ text: z.string() })),
  }),
  example: { body: { id: 'model-none', text: '查话费' } },
});

/** Rows one test-set run takes (a workbook's first sheet, read by the shared sheet reader). */
export const TEST_SET_MAX = 1000;

/** A test set (utterances with their expected intent) run through a model: accuracy and the misses. */
export const inspectTestSet = defineEndpoint({
  id: 'learnself.model.testSet',
  method: 'POST',
  path: '/learnself-api/model/test-set',
  access: 'learnself.model.inspect',
  body: z.object({
    id: Id,
    items: z
      .array(z.object({ label: SafeText(LABEL_MAX, 1), text: SafeText(UTTERANCE_MAX, 1) }))
      .min(1)
      .max(TEST_SET_MAX),
  }),
  response: z.object({
    total: z.number(),
    correct: z.number(),
    /** Items whose top prediction reaches the model's threshold. */
    recognised: z.number(),
    /** Of those, how many are right. */
    recognisedCorrect: z.number(),
    errors: z.array(
      z.object({
        index: z.number(),
        text: z.string(),
        expected: z.string(),
        predicted: z.string(),
        probability: z.number(),
      }),
    ),
  }),
  example: { body: { id: 'model-none', items: [{ label: '查询话费', text: '查话费' }] } },
});

/**
 * What the bot's published model makes of an utterance, for the flow editor's test panel (which
 * then recognises the way a call does: keywords first, then this model, then example similarity).
 * `model` is null when the bot has no callable published model.
 */
export const predictForBot = defineEndpoint({
  id: 'learnself.model.botPredict',
  method: 'POST',
  path: '/learnself-api/model/bot-predict',
  access: 'index.botDetail.get',
  body: z.object({ botId: Id, text: SafeText(500, 1) }),
  response: z.object({
    model: z.object({ id: z.string(), name: z.string() }).nullable(),
    threshold: z.number().nullable(),
    predictions: z.array(Prediction),
  }),
  example: { body: { botId: 'bot-none', text: '查话费' } },
});

/** Two models' evaluations side by side, with the test utterances whose prediction changed. */
export const compareModels = defineEndpoint({
  id: 'learnself.model.compare',
  method: 'GET',
  path: '/learnself-api/model/compare',
  access: 'learnself.model.list',
  query: z.object({ a: Id, b: Id }),
  response: z.object({
    a: Evaluation.nullable(),
    b: Evaluation.nullable(),
    changed: z.array(z.object({ text: z.string(), label: z.string(), a: z.string(), b: z.string() })),
  }),
  example: { query: { a: 'model-none', b: 'model-none2' } },
});
