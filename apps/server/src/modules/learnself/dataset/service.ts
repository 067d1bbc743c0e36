import {
  DATASET_ITEMS_MAX,
  type DatasetInput,
  type DatasetType,
  SENTIMENT_LABELS,
} from '@zhiyu/contract/modules/learnself/dataset';
import type { Span } from '@zhiyu/contract/modules/learnself/entities';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { bots } from '../../bot/bot/table.ts';
import { lsBotModels, lsModels } from '../model/table.ts';
import * as repo from './repo.ts';
import { lsDatasetItems, lsDatasets, lsDatasetVersions } from './table.ts';

type Input = z.output<typeof DatasetInput>;
type Scope = repo.LsScope;

const duplicate = (name: string) => new AppError('180001', { detail: { zh: `「${name}」`, en: `"${name}"` } });

/** The dataset of the caller's scope, or 180002 (another tenant's id reads as missing). */
export async function datasetOf(db: Db, s: Pick<Scope, 'tenantId' | 'appId'>, id: string) {
  const d = await repo.findDataset(db, s, id);
  if (!d) throw new AppError('180002');
  return d;
}

/** A bot of the caller's tenant, or 180010. */
export async function botOf(db: Db, s: Scope, botId: string) {
  const [b] = await db
    .select({ id: bots.id, name: bots.name })
    .from(bots)
    .where(and(eq(bots.tenantId, s.tenantId), eq(bots.id, botId)));
  if (!b) throw new AppError('180010');
  return b;
}

async function guardName<T>(name: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(name);
    throw e;
  }
}

export async function createDataset(ctx: AppContext, s: Scope, input: Input, tx: Db = ctx.db) {
  const bot = input.botId ? await botOf(tx, s, input.botId) : null;
  if (await repo.nameTaken(tx, s, input.name)) throw duplicate(input.name);
  const [d] = await guardName(input.name, () =>
    tx
      .insert(lsDatasets)
      .values({
        id: newId(),
        tenantId: s.tenantId,
        appId: s.appId,
        name: input.name,
        type: input.type,
        botId: bot?.id ?? null,
        description: input.description,
        creator: s.actor,
      })
      .returning(),
  );
  return repo.toRow(d, bot?.name ?? '');
}

export async function updateDataset(ctx: AppContext, s: Scope, id: string, input: Omit<Input, 'type'>) {
  await datasetOf(ctx.db, s, id);
  const bot = input.botId ? await botOf(ctx.db, s, input.botId) : null;
  if (await repo.nameTaken(ctx.db, s, input.name, id)) throw duplicate(input.name);
  const [d] = await guardName(input.name, () =>
    ctx.db
      .update(lsDatasets)
      .set({
        name: input.name,
        botId: bot?.id ?? null,
        description: input.description,
        updatedAt: new Date(ctx.now()),
      })
      .where(and(repo.inScope(s), eq(lsDatasets.id, id)))
      .returning(),
  );
  return repo.toRow(d, bot?.name ?? '');
}

/**
 * Deletes datasets with their items, versions and models; refused (180003, nothing deleted) while a
 * bot recognises with one of their models.
 */
export async function deleteDatasets(ctx: AppContext, s: Scope, ids: string[]) {
  return ctx.db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: lsDatasets.id })
      .from(lsDatasets)
      .where(and(repo.inScope(s), inArray(lsDatasets.id, ids)));
    const found = mine.map((d) => d.id);
    if (!found.length) return { deleted: 0 };
    const inUse = await tx
      .select({ id: lsModels.id })
      .from(lsModels)
      .innerJoin(lsBotModels, eq(lsBotModels.modelId, lsModels.id))
      .where(and(eq(lsModels.tenantId, s.tenantId), inArray(lsModels.datasetId, found)))
      .limit(1);
    if (inUse.length) throw new AppError('180003');
    await tx.delete(lsModels).where(and(eq(lsModels.tenantId, s.tenantId), inArray(lsModels.datasetId, found)));
    await tx.delete(lsDatasetVersions).where(inArray(lsDatasetVersions.datasetId, found));
    await tx.delete(lsDatasetItems).where(inArray(lsDatasetItems.datasetId, found));
    await tx.delete(lsDatasets).where(inArray(lsDatasets.id, found));
    return { deleted: found.length };
  });
}

/** A sentiment dataset takes only its three labels (180007); an ner dataset marked utterances (180070). */
export function checkLabel(type: DatasetType, label: string) {
  if (type === 'ner') throw new AppError('180070');
  if (type === 'sentiment' && !(SENTIMENT_LABELS as readonly string[]).includes(label)) throw new AppError('180007');
}

/**
 * Adds utterances under one label. An utterance already under that label (compared folded) or
 * repeated in the call is skipped; past DATASET_ITEMS_MAX nothing is added (180006).
 */
export async function addItems(
  ctx: AppContext,
  s: Scope,
  datasetId: string,
  label: string,
  texts: string[],
  source: string,
  tx: Db = ctx.db,
) {
  const run = async (db: Db) => {
    const d = await datasetOf(db, s, datasetId);
    checkLabel(d.type, label);
    const added = await insertItems(
      ctx,
      db,
      s,
      d,
      texts.map((text) => ({ label, text, spans: [] })),
      source,
    );
    return { added, skipped: texts.length - added };
  };
  return tx === ctx.db ? ctx.db.transaction(run) : run(tx);
}

/**
 * Inserts items into a dataset's working copy: one repeated in the call (folded, under the same
 * label) or already there is left out; past DATASET_ITEMS_MAX nothing is added (180006). Recounts
 * the dataset; answers how many were added. Runs in the caller's transaction.
 */
export async function insertItems(
  ctx: AppContext,
  db: Db,
  s: Scope,
  d: { id: string; itemCount: number },
  items: { label: string; text: string; spans: Span[] }[],
  source: string,
): Promise<number> {
  const seen = new Set<string>();
  const fresh = items
    .map((i) => ({ ...i, norm: repo.foldUtterance(i.text) }))
    .filter((i) => !seen.has(`${i.label}\u0001${i.norm}`) && seen.add(`${i.label}\u0001${i.norm}`));
  if (d.itemCount + fresh.length > DATASET_ITEMS_MAX)
    throw new AppError('180006', { params: { max: DATASET_ITEMS_MAX } });
  const inserted = fresh.length
    ? await db
        .insert(lsDatasetItems)
        .values(fresh.map((i) => ({ id: newId(), datasetId: d.id, tenantId: s.tenantId, ...i, source })))
        .onConflictDoNothing()
        .returning({ id: lsDatasetItems.id })
    : [];
  await repo.recount(db, d.id, new Date(ctx.now()));
  return inserted.length;
}

export async function updateItem(ctx: AppContext, s: Scope, id: string, label: string, text: string) {
  return rewriteItem(ctx, s, id, (type) => {
    checkLabel(type, label);
    return { label, text };
  });
}

/**
 * Rewrites one item of the scope (180004 when it is not there): `change` checks it against the
 * dataset's type and says what it becomes; the same utterance under the same label is 180005.
 */
export async function rewriteItem(
  ctx: AppContext,
  s: Scope,
  id: string,
  change: (type: DatasetType) => { label?: string; text: string; spans?: Span[] },
) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ item: lsDatasetItems, type: lsDatasets.type })
      .from(lsDatasetItems)
      .innerJoin(lsDatasets, eq(lsDatasets.id, lsDatasetItems.datasetId))
      .where(and(repo.inScope(s), eq(lsDatasetItems.id, id)));
    if (!found) throw new AppError('180004');
    const next = change(found.type);
    try {
      const [item] = await tx
        .update(lsDatasetItems)
        .set({ ...next, norm: repo.foldUtterance(next.text) })
        .where(eq(lsDatasetItems.id, id))
        .returning();
      await repo.recount(tx, found.item.datasetId, new Date(ctx.now()));
      return repo.toItemRow(item);
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('180005');
      throw e;
    }
  });
}

export async function deleteItems(ctx: AppContext, s: Scope, ids: string[]) {
  return ctx.db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: lsDatasetItems.id, datasetId: lsDatasetItems.datasetId })
      .from(lsDatasetItems)
      .innerJoin(lsDatasets, eq(lsDatasets.id, lsDatasetItems.datasetId))
      .where(and(repo.inScope(s), inArray(lsDatasetItems.id, ids)));
    if (!mine.length) return { deleted: 0 };
    await tx.delete(lsDatasetItems).where(
      inArray(
        lsDatasetItems.id,
        mine.map((m) => m.id),
      ),
    );
    for (const datasetId of new Set(mine.map((m) => m.datasetId)))
      await repo.recount(tx, datasetId, new Date(ctx.now()));
    return { deleted: mine.length };
  });
}
