import { MODEL_STATE, RETRAINABLE_STATES } from '@zhiyu/contract/modules/learnself/model';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError, type Lang } from '../../../platform/http/errors.ts';
import { enqueue } from '../../../platform/jobs/queue.ts';
import { bots } from '../../bot/bot/table.ts';
import type { LsScope } from '../dataset/repo.ts';
import { lsDatasets, lsDatasetVersions } from '../dataset/table.ts';
import { versionOf } from '../dataset/versions.ts';
import * as repo from './repo.ts';
import { lsBotModels, lsModels } from './table.ts';
import { TRAIN_KIND } from './train-job.ts';

type Scope = LsScope;

export async function modelOf(db: Db, s: Pick<Scope, 'tenantId' | 'appId'>, id: string) {
  const m = await repo.findModel(db, s, id);
  if (!m) throw new AppError('180013');
  return m;
}

export async function rowOf(db: Db, s: Scope, id: string, lang: Lang) {
  const m = await modelOf(db, s, id);
  const extras = await repo.extrasOf(db, s.tenantId, [m]);
  return { ...repo.toRow(m, extras(m), lang), evaluation: m.evaluation ?? null };
}

/** Queues the model's training job and points the model at it (state 1, nothing kept from before). */
async function queueTraining(tx: Db, s: Scope, modelId: string) {
  const jobId = await enqueue(tx, { tenantId: s.tenantId, appId: s.appId }, TRAIN_KIND, { modelId });
  await tx
    .update(lsModels)
    .set({
      state: MODEL_STATE.toTrain,
      reason: '',
      progress: 0,
      jobId,
      artifact: null,
      evaluation: null,
      threshold: null,
      trainMs: null,
      updatedAt: new Date(),
    })
    .where(eq(lsModels.id, modelId));
}

export async function createModel(ctx: AppContext, s: Scope, name: string, versionId: string, lang: Lang) {
  const v = await versionOf(ctx.db, s, versionId);
  const [d] = await ctx.db.select({ type: lsDatasets.type }).from(lsDatasets).where(eq(lsDatasets.id, v.datasetId));
  if (!d) throw new AppError('180002');
  const duplicate = () => new AppError('180012', { detail: { zh: `「${name}」`, en: `"${name}"` } });
  const [taken] = await ctx.db
    .select({ id: lsModels.id })
    .from(lsModels)
    .where(and(repo.inScope(s), eq(lsModels.name, name)));
  if (taken) throw duplicate();
  const id = newId();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(lsModels).values({
        id,
        tenantId: s.tenantId,
        appId: s.appId,
        name,
        type: d.type,
        datasetId: v.datasetId,
        versionId: v.id,
        creator: s.actor,
      });
      await queueTraining(tx, s, id);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate();
    throw e;
  }
  return rowOf(ctx.db, s, id, lang);
}

/** Trains again a model whose training or evaluation failed (180014 otherwise). */
export async function retrainModel(ctx: AppContext, s: Scope, id: string, lang: Lang) {
  const m = await modelOf(ctx.db, s, id);
  if (!RETRAINABLE_STATES.includes(m.state)) throw new AppError('180014');
  await ctx.db.transaction((tx) => queueTraining(tx, s, id));
  return rowOf(ctx.db, s, id, lang);
}

/** Deletes models; refused (180016, nothing deleted) while a bot recognises with one of them. */
export async function deleteModels(ctx: AppContext, s: Scope, ids: string[]) {
  return ctx.db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: lsModels.id })
      .from(lsModels)
      .where(and(repo.inScope(s), inArray(lsModels.id, ids)));
    const found = mine.map((m) => m.id);
    if (!found.length) return { deleted: 0 };
    const [used] = await tx
      .select({ botId: lsBotModels.botId })
      .from(lsBotModels)
      .where(and(eq(lsBotModels.tenantId, s.tenantId), inArray(lsBotModels.modelId, found)))
      .limit(1);
    if (used) throw new AppError('180016');
    // A bot that would roll back to a deleted model rolls back to none instead.
    await tx
      .update(lsBotModels)
      .set({ previousModelId: null })
      .where(and(eq(lsBotModels.tenantId, s.tenantId), inArray(lsBotModels.previousModelId, found)));
    await tx.delete(lsModels).where(inArray(lsModels.id, found));
    return { deleted: found.length };
  });
}

/** A bot of the caller's tenant, or 180010. */
export async function botIn(db: Db, s: Pick<Scope, 'tenantId'>, botId: string) {
  const [b] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(and(eq(bots.id, botId), eq(bots.tenantId, s.tenantId)));
  if (!b) throw new AppError('180010');
}

export async function publishModel(ctx: AppContext, s: Scope, id: string, botId: string) {
  const m = await modelOf(ctx.db, s, id);
  if (m.type !== 'nlu') throw new AppError('180017');
  if (m.state !== MODEL_STATE.callable) throw new AppError('180015');
  await botIn(ctx.db, s, botId);
  return ctx.db.transaction(async (tx) => {
    const [cur] = await tx.select().from(lsBotModels).where(eq(lsBotModels.botId, botId)).for('update');
    const previous = cur?.modelId === id ? cur.previousModelId : (cur?.modelId ?? null);
    await tx
      .insert(lsBotModels)
      .values({ botId, tenantId: s.tenantId, modelId: id, previousModelId: previous, publishedBy: s.actor })
      .onConflictDoUpdate({
        target: lsBotModels.botId,
        set: { modelId: id, previousModelId: previous, publishedBy: s.actor, publishedAt: new Date() },
      });
    return { botId, modelId: id, previousModelId: previous };
  });
}

export async function rollbackModel(ctx: AppContext, s: Scope, botId: string) {
  await botIn(ctx.db, s, botId);
  return ctx.db.transaction(async (tx) => {
    const [cur] = await tx
      .select()
      .from(lsBotModels)
      .where(and(eq(lsBotModels.botId, botId), eq(lsBotModels.tenantId, s.tenantId)))
      .for('update');
    if (!cur?.modelId) throw new AppError('180018');
    await tx
      .update(lsBotModels)
      .set({ modelId: cur.previousModelId, previousModelId: null, publishedBy: s.actor, publishedAt: new Date() })
      .where(eq(lsBotModels.botId, botId));
    return { botId, modelId: cur.previousModelId };
  });
}

/**
 * requirements §7 bot model list: the tenant's models with their dataset version; with a bot, the
 * model it recognises with now and the one it would roll back to.
 */
export async function botModelList(db: Db, tenantId: string, botId?: string) {
  let only: string[] | undefined;
  if (botId) {
    const [b] = await db
      .select()
      .from(lsBotModels)
      .where(and(eq(lsBotModels.botId, botId), eq(lsBotModels.tenantId, tenantId)));
    only = [b?.modelId, b?.previousModelId].filter((x): x is string => !!x);
    if (!only.length) return [];
  }
  const rows = await db
    .select({ id: lsModels.id, name: lsModels.name, state: lsModels.state, version: lsDatasetVersions.version })
    .from(lsModels)
    .innerJoin(lsDatasetVersions, eq(lsDatasetVersions.id, lsModels.versionId))
    .where(and(eq(lsModels.tenantId, tenantId), only ? inArray(lsModels.id, only) : undefined))
    .orderBy(desc(lsModels.createdAt))
    .limit(500);
  return rows.map((r) => ({ id: r.id, name: r.name, version: `v${r.version}`, state: r.state }));
}
