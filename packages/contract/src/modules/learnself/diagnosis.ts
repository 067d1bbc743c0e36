/**
 * Semantic diagnosis (requirements R4 §5, /learnself/diagnosis): what is wrong with a dataset
 * version's training data — conflicting and duplicate utterances, intents confused with each other
 * in cross-validation, intents with too few utterances, utterances that look mislabelled — each
 * finding with a suggested fix that applies to the dataset's working copy in one click, logged.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';

export const FINDING_KINDS = ['conflict', 'duplicate', 'confusion', 'outlier', 'few'] as const;
export const FindingKind = z.enum(FINDING_KINDS);
export type FindingKind = z.infer<typeof FindingKind>;
/** Fewer utterances than this make an intent weak. */
export const FEW_EXAMPLES = 5;
/** Two utterances this similar (character-bigram Jaccard) are near-identical. */
export const NEAR_IDENTICAL = 0.85;
/** A cross-validation prediction at least this sure, against the label, flags a likely mislabel. */
export const OUTLIER_CONFIDENCE = 0.8;

/** One change a fix makes to the working copy. */
export const FixOp = z.union([
  z.object({ op: z.literal('move'), label: z.string(), text: z.string(), to: z.string() }),
  z.object({ op: z.literal('delete'), label: z.string(), text: z.string() }),
]);
export type FixOp = z.infer<typeof FixOp>;

export const Finding = z.object({
  id: z.string(),
  kind: FindingKind,
  /** The intents concerned (for a confusion: the true one, then the one predicted). */
  labels: z.array(z.string()),
  /** The utterances concerned (a few examples for confusions and weak intents). */
  texts: z.array(z.string()),
  /** Confusions: how many of the first intent's utterances went to the second; weak intents: size. */
  count: z.number(),
  /** Near-identical pairs: their similarity; outliers: the confidence of the other intent. */
  score: z.number().nullable(),
  /** The suggested fix: `move` / `delete` / `merge` apply with one click; `addExamples` is advice. */
  fix: z.enum(['move', 'delete', 'merge', 'addExamples']),
  ops: z.array(FixOp),
  applied: z.boolean(),
  appliedBy: z.string(),
  appliedAt: z.number().nullable(),
});
export type Finding = z.infer<typeof Finding>;

export const DiagnosisRow = z.object({
  id: z.string(),
  datasetId: z.string(),
  datasetName: z.string(),
  versionId: z.string(),
  version: z.number(),
  state: z.enum(['running', 'done', 'failed']),
  /** Accuracy of the 5-fold cross-validation. */
  accuracy: z.number().nullable(),
  counts: z.record(z.string(), z.number()),
  creator: z.string(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
});
export type DiagnosisRow = z.infer<typeof DiagnosisRow>;

const Id = z.string().min(1).max(64);

export const runDiagnosis = defineEndpoint({
  id: 'learnself.diagnosis.run',
  method: 'POST',
  path: '/learnself-api/diagnosis/run',
  access: 'learnself.diagnosis.run',
  body: z.object({ versionId: Id }),
  response: DiagnosisRow,
  example: { body: { versionId: 'ver-none' } },
});

export const listDiagnoses = defineEndpoint({
  id: 'learnself.diagnosis.list',
  method: 'GET',
  path: '/learnself-api/diagnosis/list',
  access: 'learnself.diagnosis.list',
  query: PageQuery.extend({ datasetId: Id.optional() }),
  response: pageOf(DiagnosisRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const getDiagnosis = defineEndpoint({
  id: 'learnself.diagnosis.get',
  method: 'GET',
  path: '/learnself-api/diagnosis/get',
  access: 'learnself.diagnosis.list',
  query: z.object({ id: Id }),
  response: DiagnosisRow.extend({
    findings: z.array(Finding),
    /** Cross-validation confusion: rows are the true intent, columns the prediction. */
    labels: z.array(z.string()),
    matrix: z.array(z.array(z.number())),
  }),
  example: { query: { id: 'diag-none' } },
});

/** Applies a finding's fix to the dataset's working copy (once); answers what changed. */
export const applyDiagnosisFix = defineEndpoint({
  id: 'learnself.diagnosis.apply',
  method: 'POST',
  path: '/learnself-api/diagnosis/apply',
  access: 'learnself.diagnosis.fix',
  body: z.object({ id: Id, findingId: Id }),
  response: z.object({ moved: z.number(), deleted: z.number() }),
  example: { body: { id: 'diag-none', findingId: 'f-none' } },
});
