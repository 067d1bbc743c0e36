/**
 * The training job of a model (requirements §3 model states): 1 to be trained → 2 training → 3 to be
 * evaluated → 4 evaluating → 0 callable; a failure ends in 6 (training) or 5 (evaluation) with the
 * reason. The work runs in a worker thread (pool.ts). When the server stops mid-way, the job's
 * heartbeat goes stale and the job is claimed again: it then finds the model still "training" (or
 * "evaluating") from the run that died, and fails it with that reason instead of leaving it stuck.
 */
import { MODEL_STATE, type ModelState } from '@zhiyu/contract/modules/learnself/model';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { Bilingual, Job } from '../../../platform/jobs/queue.ts';
import { registerJobKind } from '../../../platform/jobs/worker.ts';
import { lsDatasetVersions } from '../dataset/table.ts';
import { inWorker, TrainerError } from './pool.ts';
import { lsModels } from './table.ts';

export const TRAIN_KIND = 'learnself:train';

export const REASONS = {
  interruptedTraining: {
    zh: '训练中断：服务在训练期间重启，请重新训练',
    en: 'Training was interrupted by a server restart; train again',
  },
  interruptedEvaluation: {
    zh: '评估中断：服务在评估期间重启，请重新训练',
    en: 'Evaluation was interrupted by a server restart; train again',
  },
  outOfMemory: {
    zh: '训练失败：内存不足，请减少语料后重试',
    en: 'Training failed: out of memory; use fewer utterances',
  },
  versionGone: { zh: '训练失败：数据集版本已删除', en: 'Training failed: the dataset version was deleted' },
  trainingFailed: { zh: '训练失败：{why}', en: 'Training failed: {why}' },
  evaluationFailed: { zh: '评估失败：{why}', en: 'Evaluation failed: {why}' },
} satisfies Record<string, Bilingual>;

const said = (r: Bilingual, why = '') =>
  JSON.stringify({ zh: r.zh.replace('{why}', why), en: r.en.replace('{why}', why) });

async function setModel(db: Db, id: string, jobId: string, set: Partial<typeof lsModels.$inferInsert>) {
  await db
    .update(lsModels)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(lsModels.id, id), eq(lsModels.jobId, jobId)));
}

async function runTraining(job: Job, db: Db, signal: AbortSignal): Promise<Record<string, unknown>> {
  const modelId = String(job.payload.modelId);
  const [m] = await db
    .select({ state: lsModels.state, type: lsModels.type, versionId: lsModels.versionId, jobId: lsModels.jobId })
    .from(lsModels)
    .where(eq(lsModels.id, modelId));
  // Deleted, or trained again by a newer job since: nothing to do.
  if (!m || m.jobId !== job.id) return { skipped: true };
  const fail = (state: ModelState, reason: string) => setModel(db, modelId, job.id, { state, reason, progress: 0 });
  if (m.state === MODEL_STATE.training) {
    await fail(MODEL_STATE.trainingFailed, said(REASONS.interruptedTraining));
    return { interrupted: 'training' };
  }
  if (m.state === MODEL_STATE.evaluating) {
    await fail(MODEL_STATE.evaluationFailed, said(REASONS.interruptedEvaluation));
    return { interrupted: 'evaluation' };
  }
  const [v] = await db
    .select({ items: lsDatasetVersions.items })
    .from(lsDatasetVersions)
    .where(eq(lsDatasetVersions.id, m.versionId));
  if (!v) {
    await fail(MODEL_STATE.trainingFailed, said(REASONS.versionGone));
    return { failed: 'version' };
  }
  const ner = m.type === 'ner';
  const train = v.items.filter((i) => !i.test).map((i) => ({ text: i.t, label: i.l, spans: i.s ?? [] }));
  const test = v.items.filter((i) => i.test).map((i) => ({ text: i.t, label: i.l, spans: i.s ?? [] }));

  await setModel(db, modelId, job.id, { state: MODEL_STATE.training, progress: 10, reason: '' });
  const started = Date.now();
  let artifact: Uint8Array;
  try {
    const r = await inWorker(ner ? { kind: 'trainNer', train } : { kind: 'train', train }, signal);
    if (r.kind !== 'train') throw new TrainerError('unexpected result');
    artifact = r.artifact;
  } catch (e) {
    if (signal.aborted) throw e;
    const oom = e instanceof TrainerError && e.outOfMemory;
    await fail(MODEL_STATE.trainingFailed, said(oom ? REASONS.outOfMemory : REASONS.trainingFailed));
    return { failed: 'training', error: (e as Error).message };
  }
  const trainMs = Date.now() - started;
  await setModel(db, modelId, job.id, {
    state: MODEL_STATE.toEvaluate,
    artifact: Buffer.from(artifact),
    trainMs,
    progress: 60,
  });

  await setModel(db, modelId, job.id, { state: MODEL_STATE.evaluating, progress: 70 });
  try {
    const r = await inWorker(
      ner ? { kind: 'evaluateNer', artifact, test } : { kind: 'evaluate', artifact, train, test },
      signal,
    );
    if (r.kind !== 'evaluate') throw new TrainerError('unexpected result');
    await setModel(db, modelId, job.id, {
      state: MODEL_STATE.callable,
      // An entity model has no confidence threshold.
      threshold: ner ? null : r.threshold,
      evaluation: r.evaluation,
      progress: 100,
      jobId: null,
    });
  } catch (e) {
    if (signal.aborted) throw e;
    await fail(MODEL_STATE.evaluationFailed, said(REASONS.evaluationFailed));
    return { failed: 'evaluation', error: (e as Error).message };
  }
  return { trainMs };
}

registerJobKind(TRAIN_KIND, runTraining);
