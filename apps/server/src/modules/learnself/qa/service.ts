import type {
  QaCandidateEdit,
  QaCandidateListQuery,
  QaCandidateRow,
  QaRunRow,
} from '@zhiyu/contract/modules/learnself/qa';
import { and, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { kbLibraries } from '../../aikb/library/table.ts';
import { likeOf } from '../../lookups/like.ts';
import type { LsScope } from '../dataset/repo.ts';
import { lsQaCandidates, lsQaRuns } from './table.ts';

type Scope = Pick<LsScope, 'tenantId' | 'appId'>;
export type Candidate = typeof lsQaCandidates.$inferSelect;
type Run = typeof lsQaRuns.$inferSelect;

const runScope = (s: Scope) => and(eq(lsQaRuns.tenantId, s.tenantId), eq(lsQaRuns.appId, s.appId));
export const candidateScope = (s: Scope) =>
  and(eq(lsQaCandidates.tenantId, s.tenantId), eq(lsQaCandidates.appId, s.appId));

export const toRunRow = (r: Run): QaRunRow => ({
  id: r.id,
  source: r.source,
  params: r.params,
  summary: r.summary,
  inputCount: r.inputCount,
  truncated: r.truncated,
  candidateCount: r.candidateCount,
  groupedCount: r.groupedCount,
  knownCount: r.knownCount,
  creator: r.creator,
  createdAt: r.createdAt.getTime(),
});

/** Candidates as listed, with the names of the libraries accepted ones went into. */
export async function candidateRows(db: Db, tenantId: string, rows: Candidate[]): Promise<QaCandidateRow[]> {
  const ids = [...new Set(rows.map((r) => r.libraryId).filter((x): x is string => !!x))];
  const libs = ids.length
    ? await db
        .select({ id: kbLibraries.id, name: kbLibraries.name })
        .from(kbLibraries)
        .where(and(eq(kbLibraries.tenantId, tenantId), inArray(kbLibraries.id, ids)))
    : [];
  const names = new Map(libs.map((l) => [l.id, l.name]));
  return rows.map((r) => ({
    id: r.id,
    runId: r.runId,
    source: r.source,
    sourceId: r.sourceId,
    sourceName: r.sourceName,
    sourceDetail: r.sourceDetail,
    sourceLibraryId: r.sourceLibraryId,
    sourceAt: r.sourceAt?.getTime() ?? null,
    question: r.question,
    answer: r.answer,
    similar: r.similar,
    confidence: r.confidence,
    state: r.state,
    libraryId: r.libraryId,
    libraryName: r.libraryId ? (names.get(r.libraryId) ?? '') : '',
    itemId: r.itemId,
    reviewer: r.reviewer,
    createdAt: r.createdAt.getTime(),
    updatedAt: r.updatedAt.getTime(),
  }));
}

export function listRuns(db: Db, s: Scope, q: { pageNum: number; pageSize: number }) {
  const rows = db
    .select()
    .from(lsQaRuns)
    .where(runScope(s))
    .orderBy(desc(lsQaRuns.createdAt), desc(lsQaRuns.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRunRow));
  return pageOf(rows, cappedCount(db, lsQaRuns, runScope(s)), q.pageNum, q.pageSize);
}

export async function listCandidates(db: Db, s: Scope, q: z.output<typeof QaCandidateListQuery>) {
  if (q.runId) {
    const [run] = await db
      .select({ id: lsQaRuns.id })
      .from(lsQaRuns)
      .where(and(runScope(s), eq(lsQaRuns.id, q.runId)));
    if (!run) throw new AppError('180050');
  }
  const where = and(
    candidateScope(s),
    q.runId ? eq(lsQaCandidates.runId, q.runId) : undefined,
    q.state ? eq(lsQaCandidates.state, q.state) : undefined,
    q.source ? eq(lsQaCandidates.source, q.source) : undefined,
    q.keyword
      ? or(ilike(lsQaCandidates.question, likeOf(q.keyword)), ilike(lsQaCandidates.answer, likeOf(q.keyword)))
      : undefined,
  );
  const order =
    q.sortField === 'createdAt'
      ? orderBy(lsQaCandidates.createdAt, lsQaCandidates.id, q.sortOrder)
      : orderBy(lsQaCandidates.confidence, lsQaCandidates.id, q.sortOrder ?? 'DESC');
  const rows = db
    .select()
    .from(lsQaCandidates)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => candidateRows(db, s.tenantId, r));
  return pageOf(rows, cappedCount(db, lsQaCandidates, where), q.pageNum, q.pageSize);
}

/**
 * The candidates of the scope with these ids, every one of them (180051 when one is unknown or
 * another tenant's) and none accepted yet (180054): a refused batch changes nothing.
 */
export async function openCandidates(db: Db, s: Scope, ids: string[]) {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select()
    .from(lsQaCandidates)
    .where(and(candidateScope(s), inArray(lsQaCandidates.id, wanted)));
  if (rows.length < wanted.length) throw new AppError('180051');
  if (rows.some((r) => r.state === 'accepted')) throw new AppError('180054');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.map((id) => byId.get(id) as Candidate);
}

export async function editCandidate(db: Db, s: LsScope, input: z.output<typeof QaCandidateEdit>) {
  await openCandidates(db, s, [input.id]);
  if (input.similar.includes(input.question))
    throw new AppError('180055', { detail: { zh: `「${input.question}」`, en: `"${input.question}"` } });
  const [row] = await db
    .update(lsQaCandidates)
    .set({
      question: input.question,
      answer: input.answer,
      similar: input.similar,
      reviewer: s.actor,
      updatedAt: new Date(),
    })
    .where(and(candidateScope(s), eq(lsQaCandidates.id, input.id)))
    .returning();
  return (await candidateRows(db, s.tenantId, [row]))[0];
}

export async function rejectCandidates(db: Db, s: LsScope, ids: string[]) {
  const rows = await openCandidates(db, s, ids);
  await db
    .update(lsQaCandidates)
    .set({ state: 'rejected', reviewer: s.actor, updatedAt: new Date() })
    .where(
      and(
        candidateScope(s),
        inArray(
          lsQaCandidates.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  return { updated: rows.length };
}
