import type { DiagnosisRow, Finding } from '@zhiyu/contract/modules/learnself/diagnosis';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { enqueue, type Job } from '../../../platform/jobs/queue.ts';
import { registerJobKind } from '../../../platform/jobs/worker.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import { foldUtterance, type LsScope, recount } from '../dataset/repo.ts';
import { lsDatasetItems, lsDatasets, lsDatasetVersions } from '../dataset/table.ts';
import { versionOf } from '../dataset/versions.ts';
import { inWorker } from '../model/pool.ts';
import { lsDatasetLog, lsDiagnoses } from './table.ts';

export const DIAGNOSIS_KIND = 'learnself:diagnosis';
type Scope = Pick<LsScope, 'tenantId' | 'appId'>;
type Diagnosis = typeof lsDiagnoses.$inferSelect;

const scoped = (s: Scope) => and(eq(lsDiagnoses.tenantId, s.tenantId), eq(lsDiagnoses.appId, s.appId));

async function rows(db: Db, list: Diagnosis[]): Promise<DiagnosisRow[]> {
  const ds = [...new Set(list.map((d) => d.datasetId))];
  const vs = [...new Set(list.map((d) => d.versionId))];
  const [names, versions] = await Promise.all([
    ds.length
      ? db.select({ id: lsDatasets.id, name: lsDatasets.name }).from(lsDatasets).where(inArray(lsDatasets.id, ds))
      : [],
    vs.length
      ? db
          .select({ id: lsDatasetVersions.id, version: lsDatasetVersions.version })
          .from(lsDatasetVersions)
          .where(inArray(lsDatasetVersions.id, vs))
      : [],
  ]);
  const nm = new Map(names.map((d) => [d.id, d.name]));
  const vn = new Map(versions.map((v) => [v.id, v.version]));
  return list.map((d) => {
    const counts: Record<string, number> = {};
    for (const f of d.findings) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
    return {
      id: d.id,
      datasetId: d.datasetId,
      datasetName: nm.get(d.datasetId) ?? '',
      versionId: d.versionId,
      version: vn.get(d.versionId) ?? 0,
      state: d.state,
      accuracy: d.accuracy,
      counts,
      creator: d.creator,
      createdAt: d.createdAt.getTime(),
      finishedAt: d.finishedAt?.getTime() ?? null,
    };
  });
}

export async function startDiagnosis(ctx: AppContext, s: LsScope, versionId: string) {
  const v = await versionOf(ctx.db, s, versionId);
  // Diagnosis reads intents; an ner version's items have none (their entities are the labels).
  if (v.items.some((i) => i.s)) throw new AppError('180078');
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    const jobId = await enqueue(tx, s, DIAGNOSIS_KIND, { id });
    await tx.insert(lsDiagnoses).values({
      id,
      tenantId: s.tenantId,
      appId: s.appId,
      datasetId: v.datasetId,
      versionId: v.id,
      jobId,
      creator: s.actor,
    });
  });
  return (await rows(ctx.db, await ctx.db.select().from(lsDiagnoses).where(eq(lsDiagnoses.id, id))))[0];
}

export async function listDiagnoses(db: Db, s: Scope, q: { pageNum: number; pageSize: number; datasetId?: string }) {
  const where = and(scoped(s), q.datasetId ? eq(lsDiagnoses.datasetId, q.datasetId) : undefined);
  const page = db
    .select()
    .from(lsDiagnoses)
    .where(where)
    .orderBy(desc(lsDiagnoses.createdAt), desc(lsDiagnoses.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => rows(db, r));
  return pageOf(page, cappedCount(db, lsDiagnoses, where), q.pageNum, q.pageSize);
}

async function diagnosisOf(db: Db, s: Scope, id: string) {
  const [d] = await db
    .select()
    .from(lsDiagnoses)
    .where(and(scoped(s), eq(lsDiagnoses.id, id)));
  if (!d) throw new AppError('180024');
  return d;
}

export async function getDiagnosis(db: Db, s: Scope, id: string) {
  const d = await diagnosisOf(db, s, id);
  return { ...(await rows(db, [d]))[0], findings: d.findings, labels: d.labels, matrix: d.matrix };
}

/**
 * Applies a finding's operations to the working copy in one transaction: a move into an intent that
 * already holds the utterance deletes it instead; an utterance no longer there is passed over. The
 * finding is marked applied and the change logged.
 */
export async function applyFix(ctx: AppContext, s: LsScope, id: string, findingId: string) {
  return ctx.db.transaction(async (tx) => {
    const d = await diagnosisOf(tx, s, id);
    await tx.select({ id: lsDiagnoses.id }).from(lsDiagnoses).where(eq(lsDiagnoses.id, d.id)).for('update');
    const [fresh] = await tx.select().from(lsDiagnoses).where(eq(lsDiagnoses.id, d.id));
    const finding = fresh.findings.find((f) => f.id === findingId);
    if (!finding) throw new AppError('180024');
    if (finding.applied) throw new AppError('180026');
    if (!finding.ops.length) throw new AppError('180025');
    let moved = 0;
    let deleted = 0;
    for (const op of finding.ops) {
      const at = and(
        eq(lsDatasetItems.datasetId, d.datasetId),
        eq(lsDatasetItems.label, op.label),
        eq(lsDatasetItems.norm, foldUtterance(op.text)),
      );
      if (op.op === 'move') {
        const [there] = await tx
          .select({ id: lsDatasetItems.id })
          .from(lsDatasetItems)
          .where(
            and(
              eq(lsDatasetItems.datasetId, d.datasetId),
              eq(lsDatasetItems.label, op.to),
              eq(lsDatasetItems.norm, foldUtterance(op.text)),
            ),
          );
        if (there) deleted += (await tx.delete(lsDatasetItems).where(at).returning({ id: lsDatasetItems.id })).length;
        else
          moved += (
            await tx.update(lsDatasetItems).set({ label: op.to }).where(at).returning({ id: lsDatasetItems.id })
          ).length;
      } else deleted += (await tx.delete(lsDatasetItems).where(at).returning({ id: lsDatasetItems.id })).length;
    }
    const now = new Date(ctx.now());
    await recount(tx, d.datasetId, now);
    const findings: Finding[] = fresh.findings.map((f) =>
      f.id === findingId ? { ...f, applied: true, appliedBy: s.actor, appliedAt: now.getTime() } : f,
    );
    await tx.update(lsDiagnoses).set({ findings }).where(eq(lsDiagnoses.id, d.id));
    await tx.insert(lsDatasetLog).values({
      id: newId(),
      tenantId: s.tenantId,
      datasetId: d.datasetId,
      action: `diagnosis:${finding.fix}`,
      detail: { diagnosisId: d.id, findingId, kind: finding.kind, labels: finding.labels, moved, deleted },
      actor: s.actor,
    });
    return { moved, deleted };
  });
}

async function runDiagnosisJob(job: Job, db: Db, signal: AbortSignal): Promise<Record<string, unknown>> {
  const [d] = await db
    .select()
    .from(lsDiagnoses)
    .where(eq(lsDiagnoses.id, String(job.payload.id)));
  if (!d || d.jobId !== job.id) return { skipped: true };
  try {
    const [v] = await db
      .select({ items: lsDatasetVersions.items })
      .from(lsDatasetVersions)
      .where(eq(lsDatasetVersions.id, d.versionId));
    const items = (v?.items ?? []).map((i) => ({ text: i.t, label: i.l }));
    const r = await inWorker({ kind: 'diagnose', items }, signal);
    if (r.kind !== 'diagnose') throw new Error('unexpected result');
    await db
      .update(lsDiagnoses)
      .set({
        state: 'done',
        accuracy: r.accuracy,
        findings: r.findings.map((f) => ({ ...f, applied: false, appliedBy: '', appliedAt: null })),
        labels: r.labels,
        matrix: r.matrix,
        jobId: null,
        finishedAt: new Date(),
      })
      .where(eq(lsDiagnoses.id, d.id));
    return { findings: r.findings.length };
  } catch (e) {
    if (signal.aborted) throw e;
    await db
      .update(lsDiagnoses)
      .set({ state: 'failed', jobId: null, finishedAt: new Date() })
      .where(eq(lsDiagnoses.id, d.id));
    throw e;
  }
}

registerJobKind(DIAGNOSIS_KIND, runDiagnosisJob);
