import { type BotFlow, emptyFlow, FLOW_LIMITS } from '@zhiyu/contract/modules/bot/flow';
import type { DatasetVersionRow } from '@zhiyu/contract/modules/learnself/dataset';
import type { Span } from '@zhiyu/contract/modules/learnself/entities';
import { and, desc, eq, sql } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { botDetails } from '../../bot/bot/table.ts';
import * as repo from './repo.ts';
import { addItems, botOf, createDataset, datasetOf } from './service.ts';
import { lsDatasets, lsDatasetVersions, type SnapshotItem } from './table.ts';

type Scope = repo.LsScope;
type Version = typeof lsDatasetVersions.$inferSelect;

export const toVersionRow = (v: Version): DatasetVersionRow => ({
  id: v.id,
  datasetId: v.datasetId,
  version: v.version,
  note: v.note,
  itemCount: v.itemCount,
  trainCount: v.trainCount,
  testCount: v.testCount,
  labelCount: v.labelCount,
  testRatio: v.testRatio,
  seed: v.seed,
  creator: v.creator,
  createdAt: v.createdAt.getTime(),
});

/** The indexes 0..n-1 in an order fixed by the seed (Fisher–Yates over an LCG). */
function seededOrder(n: number, seed: number): number[] {
  const out = Array.from({ length: n }, (_, k) => k);
  let a = seed >>> 0;
  for (let i = n - 1; i > 0; i--) {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    const j = Math.floor((a / 4294967296) * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The stratified split of a version: of each label, round(n × ratio) items (at least one when the
 * label has two or more, never all of them) are held out for testing, picked by a shuffle with the
 * given seed over the items in the order of their texts, so the same utterances, ratio and seed
 * always give the same split.
 */
export function splitItems(
  items: { text: string; label: string; spans?: Span[] }[],
  ratio: number,
  seed: number,
  withSpans = false,
): SnapshotItem[] {
  const byLabel = new Map<string, typeof items>();
  for (const i of items) byLabel.set(i.label, [...(byLabel.get(i.label) ?? []), i]);
  const out: SnapshotItem[] = [];
  const byText = (x: { text: string }, y: { text: string }) => (x.text < y.text ? -1 : x.text > y.text ? 1 : 0);
  for (const [label, added] of [...byLabel].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    // In the order of their texts: items added together share their time, and their ids are
    // random, so the split depends on what the items say, not on the ids they happened to get.
    const group = [...added].sort(byText);
    const order = seededOrder(group.length, seed);
    const tests = group.length < 2 ? 0 : Math.min(group.length - 1, Math.max(1, Math.round(group.length * ratio)));
    const held = new Set(order.slice(0, tests));
    for (const [k, i] of group.entries())
      out.push({ t: i.text, l: label, test: held.has(k), ...(withSpans ? { s: i.spans ?? [] } : {}) });
  }
  return out;
}

export async function listVersions(db: Db, s: Scope, datasetId: string) {
  await datasetOf(db, s, datasetId);
  const rows = await db
    .select()
    .from(lsDatasetVersions)
    .where(eq(lsDatasetVersions.datasetId, datasetId))
    .orderBy(desc(lsDatasetVersions.version));
  return rows.map(toVersionRow);
}

/** The version of the caller's scope, or 180009. */
export async function versionOf(db: Db, s: Pick<Scope, 'tenantId' | 'appId'>, id: string) {
  const [v] = await db
    .select()
    .from(lsDatasetVersions)
    .where(
      and(
        eq(lsDatasetVersions.id, id),
        eq(lsDatasetVersions.tenantId, s.tenantId),
        eq(lsDatasetVersions.appId, s.appId),
      ),
    );
  if (!v) throw new AppError('180009');
  return v;
}

/** Snapshots the working copy as the next version (180008 when it cannot train a model). */
export async function createVersion(
  ctx: AppContext,
  s: Scope,
  input: { datasetId: string; note: string; testRatio: number; seed: number },
) {
  return ctx.db.transaction(async (tx) => {
    const d = await datasetOf(tx, s, input.datasetId);
    // One version at a time per dataset: the row lock orders racing snapshots.
    await tx.execute(sql`SELECT id FROM ls_datasets WHERE id = ${d.id} FOR UPDATE`);
    const items = await repo.allItems(tx, d.id);
    const counts = new Map<string, number>();
    for (const i of items) counts.set(i.label, (counts.get(i.label) ?? 0) + 1);
    const ner = d.type === 'ner';
    if (ner) {
      // An ner dataset splits as one group; the tagger needs entities to learn from.
      if (items.filter((i) => i.spans.length).length < 2) throw new AppError('180077');
    } else if ([...counts.values()].filter((n) => n >= 2).length < 2) throw new AppError('180008');
    const snapshot = splitItems(items, input.testRatio, input.seed, ner);
    const [latest] = await tx.select({ v: lsDatasets.latestVersion }).from(lsDatasets).where(eq(lsDatasets.id, d.id));
    const version = (latest?.v ?? 0) + 1;
    const testCount = snapshot.filter((i) => i.test).length;
    const [v] = await tx
      .insert(lsDatasetVersions)
      .values({
        id: newId(),
        datasetId: d.id,
        tenantId: s.tenantId,
        appId: s.appId,
        version,
        note: input.note,
        items: snapshot,
        itemCount: snapshot.length,
        trainCount: snapshot.length - testCount,
        testCount,
        labelCount: ner ? new Set(items.flatMap((i) => i.spans.map((sp) => sp.type))).size : counts.size,
        testRatio: input.testRatio,
        seed: input.seed,
        creator: s.actor,
      })
      .returning();
    await tx.update(lsDatasets).set({ latestVersion: version }).where(eq(lsDatasets.id, d.id));
    return toVersionRow(v);
  });
}

/** The bot's working draft (an empty flow when it has none yet). */
async function draftOf(db: Db, botId: string): Promise<BotFlow> {
  const [row] = await db.select({ draft: botDetails.draft }).from(botDetails).where(eq(botDetails.botId, botId));
  return row?.draft ?? emptyFlow();
}

/** A new nlu dataset linked to the bot, holding its flow intents' examples (label = intent name). */
export async function datasetFromBot(ctx: AppContext, s: Scope, botId: string, name: string) {
  await botOf(ctx.db, s, botId);
  const flow = await draftOf(ctx.db, botId);
  return ctx.db.transaction(async (tx) => {
    const row = await createDataset(ctx, s, { name, type: 'nlu', botId, description: '' }, tx);
    for (const intent of [...flow.globalIntents, ...flow.intents]) {
      const texts = [...new Set(intent.examples.map((e) => e.trim()).filter(Boolean))];
      if (texts.length) await addItems(ctx, s, row.id, intent.name, texts, 'bot', tx);
    }
    const [d] = await tx.select().from(lsDatasets).where(eq(lsDatasets.id, row.id));
    return repo.toRow(d, row.botName);
  });
}

/**
 * Writes the dataset's utterances into its bot's draft: each flow intent named like a label gets
 * the label's utterances it lacks as examples. The draft's revision moves on, so an editor holding
 * the old draft is told to reload. Labels the flow has no intent for are listed, not created.
 */
export async function datasetToBot(ctx: AppContext, s: Scope, datasetId: string) {
  const d = await datasetOf(ctx.db, s, datasetId);
  if (!d.botId || d.type !== 'nlu') throw new AppError('180011');
  await botOf(ctx.db, s, d.botId);
  const items = await repo.allItems(ctx.db, d.id);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT bot_id FROM bot_details WHERE bot_id = ${d.botId} FOR UPDATE`);
    const flow = await draftOf(tx, d.botId as string);
    const byName = new Map([...flow.globalIntents, ...flow.intents].map((i) => [i.name, i]));
    const missing = new Set<string>();
    const touched = new Set<string>();
    let added = 0;
    for (const item of items) {
      const intent = byName.get(item.label);
      if (!intent) {
        missing.add(item.label);
        continue;
      }
      const have = new Set(intent.examples.map(repo.foldUtterance));
      if (have.has(repo.foldUtterance(item.text)) || intent.examples.length >= FLOW_LIMITS.examples) continue;
      intent.examples.push(item.text);
      touched.add(intent.id);
      added++;
    }
    if (added)
      await tx
        .insert(botDetails)
        .values({ botId: d.botId as string, tenantId: s.tenantId, draft: flow, revision: 1 })
        .onConflictDoUpdate({
          target: botDetails.botId,
          set: { draft: flow, revision: sql`${botDetails.revision} + 1` },
        });
    return { updated: touched.size, added, missing: [...missing] };
  });
}
