import type { DatasetItemRow, DatasetListQuery, DatasetRow } from '@zhiyu/contract/modules/learnself/dataset';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { bots } from '../../bot/bot/table.ts';
import { likeOf } from '../../lookups/like.ts';
import { lsDatasetItems, lsDatasets } from './table.ts';

/** Self-learning data belongs to the session's tenant and application ('' for a tenant-wide session). */
export interface LsScope {
  tenantId: string;
  appId: string;
  /** The caller's username, recorded as creator. */
  actor: string;
}
export function lsScope(req: FastifyRequest): LsScope {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '', actor: sessionOf(req).username };
}

export type Dataset = typeof lsDatasets.$inferSelect;
export type DatasetItem = typeof lsDatasetItems.$inferSelect;

/**
 * An utterance folded for comparison: full-width forms folded, lower case, without spaces,
 * punctuation or symbols (the text itself when nothing else is left).
 */
export function foldUtterance(text: string): string {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');
  return folded || text;
}

export const inScope = (s: Pick<LsScope, 'tenantId' | 'appId'>) =>
  and(eq(lsDatasets.tenantId, s.tenantId), eq(lsDatasets.appId, s.appId));

export function toRow(d: Dataset, botName = ''): DatasetRow {
  return {
    id: d.id,
    name: d.name,
    type: d.type,
    botId: d.botId,
    botName,
    description: d.description,
    itemCount: d.itemCount,
    labelCount: d.labelCount,
    latestVersion: d.latestVersion,
    creator: d.creator,
    createdAt: d.createdAt.getTime(),
    updatedAt: d.updatedAt.getTime(),
  };
}

export const toItemRow = (i: DatasetItem): DatasetItemRow => ({
  id: i.id,
  datasetId: i.datasetId,
  label: i.label,
  text: i.text,
  source: i.source,
  spans: i.spans,
  createdAt: i.createdAt.getTime(),
});

/** Names of the given bots of the tenant. */
export async function botNames(db: Db, tenantId: string, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: bots.id, name: bots.name })
    .from(bots)
    .where(and(eq(bots.tenantId, tenantId), inArray(bots.id, wanted)));
  return new Map(rows.map((b) => [b.id, b.name]));
}

export function listDatasets(db: Db, s: LsScope, q: z.output<typeof DatasetListQuery>) {
  const where: SQL | undefined = and(
    inScope(s),
    q.name ? ilike(lsDatasets.name, likeOf(q.name)) : undefined,
    q.type ? eq(lsDatasets.type, q.type) : undefined,
    q.botId ? eq(lsDatasets.botId, q.botId) : undefined,
  );
  const field = q.sortField ?? 'createdAt';
  const column = { name: lsDatasets.name, createdAt: lsDatasets.createdAt, updatedAt: lsDatasets.updatedAt }[field];
  const rows = db
    .select()
    .from(lsDatasets)
    .where(where)
    .orderBy(...orderBy(column, field === 'name' ? column : lsDatasets.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then(async (r) => {
      const names = await botNames(
        db,
        s.tenantId,
        r.map((d) => d.botId),
      );
      return r.map((d) => toRow(d, d.botId ? (names.get(d.botId) ?? '') : ''));
    });
  return pageOf(rows, cappedCount(db, lsDatasets, where), q.pageNum, q.pageSize);
}

export async function findDataset(db: Db, s: Pick<LsScope, 'tenantId' | 'appId'>, id: string) {
  const [d] = await db
    .select()
    .from(lsDatasets)
    .where(and(inScope(s), eq(lsDatasets.id, id)));
  return d;
}

export async function nameTaken(db: Db, s: LsScope, name: string, self?: string) {
  const [d] = await db
    .select({ id: lsDatasets.id })
    .from(lsDatasets)
    .where(and(inScope(s), eq(lsDatasets.name, name)));
  return d !== undefined && d.id !== self;
}

/** Every item of a dataset, oldest first (versions and the bot export read them whole). */
export function allItems(db: Db, datasetId: string) {
  return db
    .select({ label: lsDatasetItems.label, text: lsDatasetItems.text, spans: lsDatasetItems.spans })
    .from(lsDatasetItems)
    .where(eq(lsDatasetItems.datasetId, datasetId))
    .orderBy(asc(lsDatasetItems.createdAt), asc(lsDatasetItems.id));
}

/** The dataset's item and label counts, recounted (called in the transaction of every change). */
export async function recount(db: Db, datasetId: string, now: Date) {
  await db.execute(sql`
    UPDATE ls_datasets d SET
      item_count = (SELECT count(*) FROM ls_dataset_items i WHERE i.dataset_id = d.id),
      label_count = CASE WHEN d.type = 'ner'
        THEN (SELECT count(DISTINCT e->>'type') FROM ls_dataset_items i, jsonb_array_elements(i.spans) e
              WHERE i.dataset_id = d.id)
        ELSE (SELECT count(DISTINCT label) FROM ls_dataset_items i WHERE i.dataset_id = d.id) END,
      updated_at = ${now.toISOString()}::timestamptz
    WHERE d.id = ${datasetId}`);
}

/** Labels of a dataset with their item counts, by label; an ner dataset's entity types with theirs. */
export async function labelsOf(db: Db, datasetId: string): Promise<{ label: string; count: number }[]> {
  const [d] = await db.select({ type: lsDatasets.type }).from(lsDatasets).where(eq(lsDatasets.id, datasetId));
  if (d?.type === 'ner')
    return rowsOf<{ label: string; count: number }>(
      await db.execute(sql`
        SELECT e->>'type' AS label, count(*)::int AS count
        FROM ls_dataset_items i, jsonb_array_elements(i.spans) e
        WHERE i.dataset_id = ${datasetId} GROUP BY 1 ORDER BY 1`),
    );
  return db
    .select({ label: lsDatasetItems.label, count: sql<number>`count(*)`.mapWith(Number) })
    .from(lsDatasetItems)
    .where(eq(lsDatasetItems.datasetId, datasetId))
    .groupBy(lsDatasetItems.label)
    .orderBy(asc(lsDatasetItems.label));
}
