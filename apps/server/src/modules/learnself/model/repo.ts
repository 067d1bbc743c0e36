import type { DatasetType } from '@zhiyu/contract/modules/learnself/dataset';
import type { ModelRow } from '@zhiyu/contract/modules/learnself/model';
import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import type { Lang } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { bots } from '../../bot/bot/table.ts';
import { likeOf } from '../../lookups/like.ts';
import type { LsScope } from '../dataset/repo.ts';
import { lsDatasets, lsDatasetVersions } from '../dataset/table.ts';
import { lsBotModels, lsModels } from './table.ts';

export type Model = typeof lsModels.$inferSelect;
type ScopeIds = Pick<LsScope, 'tenantId' | 'appId'>;

export const inScope = (s: ScopeIds) => and(eq(lsModels.tenantId, s.tenantId), eq(lsModels.appId, s.appId));

/** Every column but the artifact (lists never read the model itself). */
export const modelColumns = {
  id: lsModels.id,
  tenantId: lsModels.tenantId,
  appId: lsModels.appId,
  name: lsModels.name,
  type: lsModels.type,
  datasetId: lsModels.datasetId,
  versionId: lsModels.versionId,
  state: lsModels.state,
  reason: lsModels.reason,
  progress: lsModels.progress,
  threshold: lsModels.threshold,
  evaluation: lsModels.evaluation,
  trainMs: lsModels.trainMs,
  jobId: lsModels.jobId,
  creator: lsModels.creator,
  createdAt: lsModels.createdAt,
  updatedAt: lsModels.updatedAt,
};
export type ModelMeta = Omit<Model, 'artifact'>;

/** A failure reason stored as `{zh, en}`, in the caller's language. */
export function reasonIn(reason: string, lang: Lang): string {
  if (!reason) return '';
  try {
    return (JSON.parse(reason) as Record<Lang, string>)[lang] ?? '';
  } catch {
    return reason;
  }
}

interface Extras {
  datasetName: string;
  version: number;
  bots: { id: string; name: string }[];
}

export function toRow(m: ModelMeta, x: Extras, lang: Lang): ModelRow {
  return {
    id: m.id,
    name: m.name,
    type: m.type,
    datasetId: m.datasetId,
    datasetName: x.datasetName,
    versionId: m.versionId,
    version: x.version,
    state: m.state,
    reason: reasonIn(m.reason, lang),
    progress: m.progress,
    threshold: m.threshold,
    accuracy: m.evaluation?.accuracy ?? null,
    macroF1: m.evaluation?.macroF1 ?? null,
    bots: x.bots,
    trainMs: m.trainMs,
    creator: m.creator,
    createdAt: m.createdAt.getTime(),
    updatedAt: m.updatedAt.getTime(),
  };
}

/** The dataset names, version numbers and bots of the given models, for their rows. */
export async function extrasOf(db: Db, tenantId: string, models: ModelMeta[]): Promise<(m: ModelMeta) => Extras> {
  const ids = models.map((m) => m.id);
  const [datasets, versions, using] = ids.length
    ? await Promise.all([
        db
          .select({ id: lsDatasets.id, name: lsDatasets.name })
          .from(lsDatasets)
          .where(
            and(
              eq(lsDatasets.tenantId, tenantId),
              inArray(lsDatasets.id, [...new Set(models.map((m) => m.datasetId))]),
            ),
          ),
        db
          .select({ id: lsDatasetVersions.id, version: lsDatasetVersions.version })
          .from(lsDatasetVersions)
          .where(
            and(
              eq(lsDatasetVersions.tenantId, tenantId),
              inArray(
                lsDatasetVersions.id,
                models.map((m) => m.versionId),
              ),
            ),
          ),
        db
          .select({ modelId: lsBotModels.modelId, id: bots.id, name: bots.name })
          .from(lsBotModels)
          .innerJoin(bots, eq(bots.id, lsBotModels.botId))
          .where(and(eq(lsBotModels.tenantId, tenantId), inArray(lsBotModels.modelId, ids))),
      ])
    : [[], [], []];
  const dn = new Map(datasets.map((d) => [d.id, d.name]));
  const vn = new Map(versions.map((v) => [v.id, v.version]));
  return (m) => ({
    datasetName: dn.get(m.datasetId) ?? '',
    version: vn.get(m.versionId) ?? 0,
    bots: using.filter((u) => u.modelId === m.id).map((u) => ({ id: u.id, name: u.name })),
  });
}

export interface ModelListQuery {
  pageNum: number;
  pageSize: number;
  sortField?: 'name' | 'createdAt' | 'updatedAt';
  sortOrder?: 'ASC' | 'DESC';
  name?: string;
  type?: DatasetType;
  state?: number;
  datasetId?: string;
}

export function listModels(db: Db, s: ScopeIds, q: ModelListQuery, lang: Lang) {
  const where: SQL | undefined = and(
    inScope(s),
    q.name ? ilike(lsModels.name, likeOf(q.name)) : undefined,
    q.type ? eq(lsModels.type, q.type) : undefined,
    q.state !== undefined ? eq(lsModels.state, q.state as Model['state']) : undefined,
    q.datasetId ? eq(lsModels.datasetId, q.datasetId) : undefined,
  );
  const field = q.sortField ?? 'createdAt';
  const column = { name: lsModels.name, createdAt: lsModels.createdAt, updatedAt: lsModels.updatedAt }[field];
  const rows = db
    .select(modelColumns)
    .from(lsModels)
    .where(where)
    .orderBy(...orderBy(column, field === 'name' ? column : lsModels.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then(async (r) => {
      const extras = await extrasOf(db, s.tenantId, r);
      return r.map((m) => toRow(m, extras(m), lang));
    });
  return pageOf(rows, cappedCount(db, lsModels, where), q.pageNum, q.pageSize);
}

export async function findModel(db: Db, s: ScopeIds, id: string): Promise<ModelMeta | undefined> {
  const [m] = await db
    .select(modelColumns)
    .from(lsModels)
    .where(and(inScope(s), eq(lsModels.id, id)));
  return m;
}
