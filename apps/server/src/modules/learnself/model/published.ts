/**
 * Trained models at work: loading them (a callable model never changes, so it is read once and
 * kept, the least recently used dropped past MODEL_CACHE), inspecting them, comparing two, and the
 * model a bot recognises with (requirements R4 §7).
 */
import { formatMarkup } from '@zhiyu/contract/modules/learnself/entities';
import { MODEL_STATE } from '@zhiyu/contract/modules/learnself/model';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { type LinearModel, type Prediction, predict } from '../../../platform/nlu/linear.ts';
import { loadModel } from '../../../platform/nlu/serialise.ts';
import { type TaggerModel, tag } from '../../../platform/nlu/tagger.ts';
import { isTagger, loadTagger } from '../../../platform/nlu/tagger-io.ts';
import { lsDatasetVersions } from '../dataset/table.ts';
import { botIn, modelOf } from './service.ts';
import { lsBotModels, lsModels } from './table.ts';

/** Callable models kept in memory at once. */
export const MODEL_CACHE = 20;
/** Predictions an inspection shows. */
export const TOP_PREDICTIONS = 5;

/** An intent or sentiment model, or an entity tagger. */
type Trained = LinearModel | TaggerModel;
const isTaggerModel = (m: Trained): m is TaggerModel => 'kind' in m && m.kind === 'tagger';

const cache = new Map<string, Promise<Trained | null>>();

async function readArtifact(db: Db, id: string): Promise<Trained | null> {
  const [m] = await db.select({ artifact: lsModels.artifact }).from(lsModels).where(eq(lsModels.id, id));
  if (!m?.artifact) return null;
  return isTagger(m.artifact) ? loadTagger(m.artifact) : loadModel(m.artifact);
}

/** The trained model of a callable model, from memory when it was read before. */
export function callableModel(db: Db, id: string): Promise<Trained | null> {
  let p = cache.get(id);
  if (p) {
    cache.delete(id);
    cache.set(id, p);
    return p;
  }
  p = readArtifact(db, id);
  cache.set(id, p);
  void p.then((m) => m ?? cache.delete(id)).catch(() => cache.delete(id));
  while (cache.size > MODEL_CACHE) cache.delete(cache.keys().next().value as string);
  return p;
}

/** A model of the scope that has finished training (180019 otherwise). */
export async function trainedModel(db: Db, s: { tenantId: string; appId: string }, id: string) {
  const m = await modelOf(db, s, id);
  const model =
    m.state === MODEL_STATE.callable
      ? await callableModel(db, id)
      : m.state === MODEL_STATE.toEvaluate || m.state === MODEL_STATE.evaluationFailed
        ? await readArtifact(db, id)
        : null;
  if (!model) throw new AppError('180019');
  return { meta: m, model };
}

/** A trained intent or sentiment model of the scope (180078 for an entity model). */
export async function classifierModel(db: Db, s: { tenantId: string; appId: string }, id: string) {
  const t = await trainedModel(db, s, id);
  if (isTaggerModel(t.model)) throw new AppError('180078');
  return { meta: t.meta, model: t.model };
}

export async function inspect(db: Db, s: { tenantId: string; appId: string }, id: string, text: string) {
  const { meta, model } = await trainedModel(db, s, id);
  if (isTaggerModel(model)) {
    const entities = tag(model, text);
    return { predictions: [], recognised: entities.length > 0, threshold: null, entities };
  }
  const predictions: Prediction[] = predict(model, text).slice(0, TOP_PREDICTIONS);
  const top = predictions[0];
  return {
    predictions,
    recognised: meta.threshold !== null && !!top && top.probability >= meta.threshold,
    threshold: meta.threshold,
    entities: [],
  };
}

/**
 * Both models' evaluations, and the first model's test items whose top prediction differs between
 * the two (both models read the same utterances: the first model's version's test items).
 */
export async function compare(db: Db, s: { tenantId: string; appId: string }, a: string, b: string) {
  const [x, y] = await Promise.all([trainedModel(db, s, a), trainedModel(db, s, b)]);
  const [v] = await db
    .select({ items: lsDatasetVersions.items })
    .from(lsDatasetVersions)
    .where(eq(lsDatasetVersions.id, x.meta.versionId));
  // An entity model's answer reads as the utterance marked with what it found.
  const answer = (m: Trained, text: string) =>
    isTaggerModel(m) ? formatMarkup(text, tag(m, text)) : (predict(m, text)[0]?.label ?? '');
  const changed = [];
  for (const item of (v?.items ?? []).filter((i) => i.test)) {
    const pa = answer(x.model, item.t);
    const pb = answer(y.model, item.t);
    const label = item.s ? formatMarkup(item.t, item.s) : item.l;
    if (pa !== pb) changed.push({ text: item.t, label, a: pa, b: pb });
  }
  return { a: x.meta.evaluation ?? null, b: y.meta.evaluation ?? null, changed: changed.slice(0, 500) };
}

/** What a bot's recogniser needs of its published model: a classifier and its threshold. */
export interface BotClassifier {
  modelId: string;
  threshold: number;
  classify: (text: string) => Prediction[];
}

/** The model the bot recognises with now (callable and published), or null. */
export async function botClassifier(db: Db, tenantId: string, botId: string): Promise<BotClassifier | null> {
  const [row] = await db
    .select({ modelId: lsModels.id, threshold: lsModels.threshold, state: lsModels.state })
    .from(lsBotModels)
    .innerJoin(lsModels, eq(lsModels.id, lsBotModels.modelId))
    .where(and(eq(lsBotModels.botId, botId), eq(lsBotModels.tenantId, tenantId)));
  if (!row || row.state !== MODEL_STATE.callable || row.threshold === null) return null;
  const model = await callableModel(db, row.modelId);
  if (!model || isTaggerModel(model)) return null;
  return { modelId: row.modelId, threshold: row.threshold, classify: (text) => predict(model, text) };
}

/**
 * The bot's published model for a call about to be placed. Which model a bot has is read for every
 * call (one indexed row), so a publish or rollback on any instance holds from the next call on
 * every instance (requirements D5); the model itself comes from the cache of callable models.
 */
export function classifierForCall(db: Db, tenantId: string, botId: string): Promise<BotClassifier | null> {
  return botClassifier(db, tenantId, botId).catch(() => null);
}

/** The bot's published model's predictions for one utterance (the flow editor's test panel). */
export async function predictForBot(db: Db, s: { tenantId: string; appId: string }, botId: string, text: string) {
  await botIn(db, s, botId);
  const c = await botClassifier(db, s.tenantId, botId);
  if (!c) return { model: null, threshold: null, predictions: [] };
  const [m] = await db.select({ name: lsModels.name }).from(lsModels).where(eq(lsModels.id, c.modelId));
  return {
    model: { id: c.modelId, name: m?.name ?? '' },
    threshold: c.threshold,
    predictions: c.classify(text).slice(0, TOP_PREDICTIONS),
  };
}

/** A test set through a trained model: how many it gets right, at and regardless of its threshold, and the misses. */
export async function inspectTestSet(
  db: Db,
  s: { tenantId: string; appId: string },
  id: string,
  items: { label: string; text: string }[],
) {
  const { meta, model } = await classifierModel(db, s, id);
  let correct = 0;
  let recognised = 0;
  let recognisedCorrect = 0;
  const errors: { index: number; text: string; expected: string; predicted: string; probability: number }[] = [];
  items.forEach((item, index) => {
    const top = predict(model, item.text)[0];
    const right = top?.label === item.label;
    const sure = !!top && meta.threshold !== null && top.probability >= meta.threshold;
    if (right) correct += 1;
    if (sure) recognised += 1;
    if (sure && right) recognisedCorrect += 1;
    if (!right)
      errors.push({
        index,
        text: item.text,
        expected: item.label,
        predicted: top?.label ?? '',
        probability: top?.probability ?? 0,
      });
  });
  return { total: items.length, correct, recognised, recognisedCorrect, errors };
}
