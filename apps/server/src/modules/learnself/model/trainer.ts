/**
 * What a training, evaluation or clustering job computes, in a worker thread (train-worker.ts) so the server's
 * event loop keeps answering while a model trains. Pure: the same items give the same model.
 *
 * - train: the linear intent model (platform/nlu) over the version's training items, serialised.
 * - evaluate: the publish threshold from 5-fold cross-validation on the training items (the lowest
 *   confidence at which TARGET_PRECISION of what is recognised is right; at most CV_SAMPLE items
 *   take part, stratified), then the model's predictions on the version's test items with their
 *   accuracy, macro-F1, per-label figures and confusion matrix.
 */

import type { Evaluation } from '@zhiyu/contract/modules/learnself/model';
import { TARGET_PRECISION } from '@zhiyu/contract/modules/learnself/model';
import { crossValidate, metrics, stratifiedFolds, thresholdFor } from '../../../platform/nlu/evaluate.ts';
import { type Example, predict, train } from '../../../platform/nlu/linear.ts';
import { loadModel, serialiseModel } from '../../../platform/nlu/serialise.ts';
import { type TaggedExample, type TaggerModel, tag, trainTagger } from '../../../platform/nlu/tagger.ts';
import { entityMetrics, loadTagger, serialiseTagger } from '../../../platform/nlu/tagger-io.ts';
import { type ClusterInput, type ClusterOptions, clusterUtterances, type LabelSet } from '../cluster/algorithm.ts';
import { type DiagnosisResult, diagnose } from '../diagnosis/diagnose.ts';

/** At most this many training items take part in the threshold's cross-validation. */
export const CV_SAMPLE = 5000;
const CV_FOLDS = 5;

export type TrainerRequest =
  | { kind: 'train'; train: Example[] }
  | { kind: 'trainNer'; train: TaggedExample[] }
  | { kind: 'evaluateNer'; artifact: Uint8Array; test: TaggedExample[] }
  | { kind: 'evaluate'; artifact: Uint8Array; train: Example[]; test: Example[] }
  | { kind: 'cluster'; inputs: ClusterInput[]; options: ClusterOptions; labels: LabelSet[] }
  | { kind: 'diagnose'; items: Example[] };

export interface TrainResult {
  kind: 'train';
  artifact: Uint8Array;
}
export interface EvaluateResult {
  kind: 'evaluate';
  threshold: number;
  evaluation: Evaluation;
  /** The top prediction of each test item, in order (model comparison reads them). */
  predictions: string[];
}
export interface ClusterResult extends ReturnType<typeof clusterUtterances> {
  kind: 'cluster';
}
export interface DiagnoseResult extends DiagnosisResult {
  kind: 'diagnose';
}
export type TrainerResult = TrainResult | EvaluateResult | ClusterResult | DiagnoseResult;

/** A stratified sample of at most `max` items (a fixed seed: repeatable). */
function sample(items: Example[], max: number): Example[] {
  if (items.length <= max) return items;
  const folds = stratifiedFolds(items, Math.ceil(items.length / max));
  return folds[0];
}

/** Runs a request; `progress` hears how far a long one got (0–100). */
export function runTrainer(req: TrainerRequest, progress?: (pct: number) => void): TrainerResult {
  if (req.kind === 'cluster') {
    const n = Math.max(1, req.inputs.length);
    const r = clusterUtterances(req.inputs, req.options, req.labels, (done) =>
      progress?.(Math.floor((done / n) * 100)),
    );
    return { kind: 'cluster', ...r };
  }
  if (req.kind === 'diagnose') return { kind: 'diagnose', ...diagnose(req.items) };
  if (req.kind === 'train') return { kind: 'train', artifact: serialiseModel(train(req.train)) };
  if (req.kind === 'trainNer')
    return { kind: 'train', artifact: serialiseTagger(trainTagger(req.train, {}, (d) => progress?.(d * 100))) };
  if (req.kind === 'evaluateNer') return evaluateTagger(loadTagger(Buffer.from(req.artifact)), req.test);
  const model = loadModel(Buffer.from(req.artifact));
  const cv = crossValidate(sample(req.train, CV_SAMPLE), CV_FOLDS);
  // No confidence reaches the target: recognise only what the model is all but sure of.
  const threshold = thresholdFor(cv, TARGET_PRECISION) ?? 0.99;
  const judged = req.test.map((e) => {
    const [top] = predict(model, e.text);
    return { label: e.label, predicted: top?.label ?? '', probability: top?.probability ?? 0 };
  });
  const m = metrics(judged);
  const recognised = judged.filter((j) => j.probability >= threshold);
  return {
    kind: 'evaluate',
    threshold,
    predictions: judged.map((j) => j.predicted),
    evaluation: {
      accuracy: m.accuracy,
      macroF1: m.macroF1,
      testCount: judged.length,
      recognised: recognised.length,
      recognisedCorrect: recognised.filter((j) => j.label === j.predicted).length,
      perLabel: m.perClass.map((c) => ({ ...c })),
      labels: m.classes,
      matrix: m.confusion,
    },
  };
}

/**
 * An entity model on its version's test items: entity-level figures (evaluation's `entities`), the
 * entity types as its per-label rows. Nothing is thresholded, so the threshold is 0.
 */
function evaluateTagger(model: TaggerModel, test: TaggedExample[]): EvaluateResult {
  const found = test.map((e) => tag(model, e.text).map(({ start, end, type }) => ({ start, end, type })));
  const m = entityMetrics(
    test.map((e) => e.spans),
    found,
  );
  const predicted = found.reduce((n, f) => n + f.length, 0);
  return {
    kind: 'evaluate',
    threshold: 0,
    predictions: found.map((f) => f.map((sp) => `${sp.start}:${sp.end}:${sp.type}`).join(' ')),
    evaluation: {
      accuracy: m.exact,
      macroF1: m.macroF1,
      testCount: test.length,
      recognised: predicted,
      recognisedCorrect: Math.round(m.precision * predicted),
      perLabel: m.perType.map((t) => ({
        label: t.type,
        precision: t.precision,
        recall: t.recall,
        f1: t.f1,
        support: t.support,
      })),
      labels: [],
      matrix: [],
      entities: { precision: m.precision, recall: m.recall, f1: m.f1 },
    },
  };
}
