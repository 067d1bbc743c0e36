import {
  CLUSTER_INPUT_MAX,
  CLUSTER_PROGRESS_TOPIC,
  ClusterParams,
  type ClusterRow,
  type ClusterRunRow,
} from '@zhiyu/contract/modules/learnself/cluster';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { enqueue, type Job } from '../../../platform/jobs/queue.ts';
import { registerJobKind } from '../../../platform/jobs/worker.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import type { PublishInput } from '../../../platform/realtime/plugin.ts';
import type { LsScope } from '../dataset/repo.ts';
import { addItems, datasetOf } from '../dataset/service.ts';
import { lsDatasetItems, lsDatasets } from '../dataset/table.ts';
import { inWorker } from '../model/pool.ts';
import { poolWhere } from '../pool/service.ts';
import { lsPool } from '../pool/table.ts';
import { lsClusterRuns, lsClusters } from './table.ts';

export const CLUSTER_KIND = 'learnself:cluster';
type Scope = Pick<LsScope, 'tenantId' | 'appId'>;
type Run = typeof lsClusterRuns.$inferSelect;
type Params = z.output<typeof ClusterParams>;

/** The app's real-time publish, set when the app is ready (a job has no request to reach it by). */
let publish: ((m: PublishInput) => unknown) | null = null;
export const setClusterPublisher = (p: typeof publish) => {
  publish = p;
};

const runScope = (s: Scope) => and(eq(lsClusterRuns.tenantId, s.tenantId), eq(lsClusterRuns.appId, s.appId));

async function runRows(db: Db, tenantId: string, runs: Run[]): Promise<ClusterRunRow[]> {
  const ids = [...new Set(runs.map((r) => (r.params as Params).datasetId).filter((x): x is string => !!x))];
  const names = ids.length
    ? await db
        .select({ id: lsDatasets.id, name: lsDatasets.name })
        .from(lsDatasets)
        .where(and(eq(lsDatasets.tenantId, tenantId), inArray(lsDatasets.id, ids)))
    : [];
  const nm = new Map(names.map((d) => [d.id, d.name]));
  return runs.map((r) => ({
    id: r.id,
    state: r.state,
    progress: r.progress,
    params: r.params as Params,
    inputCount: r.inputCount,
    clusterCount: r.clusterCount,
    unclustered: r.unclustered,
    datasetName: nm.get((r.params as Params).datasetId ?? '') ?? '',
    creator: r.creator,
    createdAt: r.createdAt.getTime(),
    finishedAt: r.finishedAt?.getTime() ?? null,
  }));
}

export async function startRun(ctx: AppContext, s: LsScope, params: Params) {
  if (params.datasetId && (await datasetOf(ctx.db, s, params.datasetId)).type === 'ner') throw new AppError('180078');
  const [any] = await ctx.db
    .select({ id: lsPool.id })
    .from(lsPool)
    .where(poolWhere(s, { ...params, recognised: undefined }))
    .limit(1);
  if (!any) throw new AppError('180023');
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    const jobId = await enqueue(tx, s, CLUSTER_KIND, { runId: id });
    await tx
      .insert(lsClusterRuns)
      .values({ id, tenantId: s.tenantId, appId: s.appId, params, jobId, creator: s.actor });
  });
  const [run] = await ctx.db.select().from(lsClusterRuns).where(eq(lsClusterRuns.id, id));
  return (await runRows(ctx.db, s.tenantId, [run]))[0];
}

export async function listRuns(db: Db, s: Scope, q: { pageNum: number; pageSize: number }) {
  const rows = db
    .select()
    .from(lsClusterRuns)
    .where(runScope(s))
    .orderBy(desc(lsClusterRuns.createdAt), desc(lsClusterRuns.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => runRows(db, s.tenantId, r));
  return pageOf(rows, cappedCount(db, lsClusterRuns, runScope(s)), q.pageNum, q.pageSize);
}

const toClusterRow = (c: typeof lsClusters.$inferSelect): ClusterRow => ({
  id: c.id,
  runId: c.runId,
  size: c.size,
  occurrences: c.occurrences,
  representatives: c.representatives,
  keywords: c.keywords,
  nearestLabel: c.nearestLabel,
  nearestSimilarity: c.nearestSimilarity,
  status: c.status,
  addedTo: c.addedTo,
});

export async function listClusters(
  db: Db,
  s: Scope,
  q: { runId: string; status?: string; pageNum: number; pageSize: number },
) {
  const [run] = await db
    .select({ id: lsClusterRuns.id })
    .from(lsClusterRuns)
    .where(and(runScope(s), eq(lsClusterRuns.id, q.runId)));
  if (!run) throw new AppError('180022');
  const where = and(eq(lsClusters.runId, run.id), q.status ? eq(lsClusters.status, q.status as 'open') : undefined);
  const rows = db
    .select()
    .from(lsClusters)
    .where(where)
    .orderBy(lsClusters.rank)
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toClusterRow));
  return pageOf(rows, cappedCount(db, lsClusters, where), q.pageNum, q.pageSize);
}

/** A cluster of a run of the scope, or 180022. */
export async function clusterOf(db: Db, s: Scope, id: string) {
  const [c] = await db
    .select({ c: lsClusters })
    .from(lsClusters)
    .innerJoin(lsClusterRuns, eq(lsClusterRuns.id, lsClusters.runId))
    .where(and(runScope(s), eq(lsClusters.id, id)));
  if (!c) throw new AppError('180022');
  return c.c;
}

export async function members(db: Db, s: Scope, clusterId: string) {
  const c = await clusterOf(db, s, clusterId);
  const ids = c.members.map((m) => m.id);
  const rows = ids.length
    ? await db
        .select({ id: lsPool.id, text: lsPool.text, occurrences: lsPool.occurrences })
        .from(lsPool)
        .where(and(eq(lsPool.tenantId, c.tenantId), inArray(lsPool.id, ids)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Members deleted from the pool since the run are left out.
  return c.members.flatMap((m) => {
    const r = byId.get(m.id);
    return r ? [{ poolId: r.id, text: r.text, occurrences: r.occurrences, similarity: m.s }] : [];
  });
}

/** Adds the cluster's (picked) members to an intent of a dataset; all of them: the cluster is added. */
export async function addToDataset(
  ctx: AppContext,
  s: LsScope,
  input: { clusterId: string; datasetId: string; label: string; poolIds?: string[] },
) {
  const all = await members(ctx.db, s, input.clusterId);
  const picked = input.poolIds ? all.filter((m) => input.poolIds?.includes(m.poolId)) : all;
  const d = await datasetOf(ctx.db, s, input.datasetId);
  if (!picked.length) return { added: 0, skipped: 0 };
  return ctx.db.transaction(async (tx) => {
    const r = await addItems(
      ctx,
      s,
      d.id,
      input.label,
      picked.map((m) => m.text),
      'cluster',
      tx,
    );
    if (picked.length === all.length)
      await tx
        .update(lsClusters)
        .set({ status: 'added', addedTo: `${d.name} / ${input.label}` })
        .where(eq(lsClusters.id, input.clusterId));
    return r;
  });
}

export async function markNoise(db: Db, s: Scope, ids: string[]) {
  const mine = await db
    .select({ id: lsClusters.id })
    .from(lsClusters)
    .innerJoin(lsClusterRuns, eq(lsClusterRuns.id, lsClusters.runId))
    .where(and(runScope(s), inArray(lsClusters.id, ids)));
  if (!mine.length) return { updated: 0 };
  await db
    .update(lsClusters)
    .set({ status: 'noise' })
    .where(
      inArray(
        lsClusters.id,
        mine.map((m) => m.id),
      ),
    );
  return { updated: mine.length };
}

/** How many representatives a cluster keeps. */
const REPRESENTATIVES = 5;

async function runClustering(job: Job, db: Db, signal: AbortSignal): Promise<Record<string, unknown>> {
  const [run] = await db
    .select()
    .from(lsClusterRuns)
    .where(eq(lsClusterRuns.id, String(job.payload.runId)));
  if (!run || run.jobId !== job.id) return { skipped: true };
  const s = { tenantId: run.tenantId, appId: run.appId };
  const params = ClusterParams.parse(run.params);
  const tell = (progress: number, state: Run['state'] = 'running') => {
    publish?.({ tenantId: s.tenantId, topic: CLUSTER_PROGRESS_TOPIC, payload: { runId: run.id, progress, state } });
  };
  const inputs = await db
    .select({ id: lsPool.id, text: lsPool.text, occurrences: lsPool.occurrences })
    .from(lsPool)
    .where(poolWhere(s, { ...params, recognised: undefined }))
    .orderBy(desc(lsPool.occurrences), lsPool.id)
    .limit(CLUSTER_INPUT_MAX);
  const labels: { label: string; texts: string[] }[] = [];
  if (params.datasetId) {
    const items = await db
      .select({ label: lsDatasetItems.label, text: lsDatasetItems.text })
      .from(lsDatasetItems)
      .where(eq(lsDatasetItems.datasetId, params.datasetId));
    const by = new Map<string, string[]>();
    for (const i of items) by.set(i.label, [...(by.get(i.label) ?? []), i.text]);
    for (const [label, texts] of by) labels.push({ label, texts });
  }
  let last = 0;
  const r = await inWorker(
    { kind: 'cluster', inputs, options: { threshold: params.threshold, minSize: params.minSize }, labels },
    signal,
    (pct) => {
      if (pct - last < 5) return;
      last = pct;
      void db
        .update(lsClusterRuns)
        .set({ progress: pct })
        .where(eq(lsClusterRuns.id, run.id))
        .catch(() => {});
      tell(pct);
    },
  );
  if (r.kind !== 'cluster') throw new Error('unexpected result');
  await db.transaction(async (tx) => {
    const rows = r.clusters.map((c, rank) => ({
      id: newId(),
      runId: run.id,
      tenantId: s.tenantId,
      rank,
      size: c.members.length,
      occurrences: c.occurrences,
      members: c.members.map(([i, sim]) => ({ id: inputs[i].id, s: sim })),
      representatives: c.members.slice(0, REPRESENTATIVES).map(([i]) => inputs[i].text),
      keywords: c.keywords,
      nearestLabel: c.nearest?.label ?? null,
      nearestSimilarity: c.nearest?.similarity ?? null,
    }));
    for (let i = 0; i < rows.length; i += 200) await tx.insert(lsClusters).values(rows.slice(i, i + 200));
    await tx
      .update(lsClusterRuns)
      .set({
        state: 'done',
        progress: 100,
        inputCount: inputs.length,
        clusterCount: rows.length,
        unclustered: r.unclustered,
        jobId: null,
        finishedAt: new Date(),
      })
      .where(eq(lsClusterRuns.id, run.id));
  });
  tell(100, 'done');
  return { clusters: r.clusters.length };
}

/** A failed run says so (a job that throws leaves the run's row to this wrapper). */
registerJobKind(CLUSTER_KIND, async (job, db, signal) => {
  try {
    return await runClustering(job, db, signal);
  } catch (e) {
    if (signal.aborted) throw e;
    await db
      .update(lsClusterRuns)
      .set({ state: 'failed', jobId: null, finishedAt: new Date() })
      .where(eq(lsClusterRuns.id, String(job.payload.runId)));
    publish?.({
      tenantId: job.tenantId,
      topic: CLUSTER_PROGRESS_TOPIC,
      payload: { runId: job.payload.runId, progress: 0, state: 'failed' },
    });
    throw e;
  }
});
