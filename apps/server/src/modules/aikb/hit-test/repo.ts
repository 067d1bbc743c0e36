import type { HitTestHistoryQuery, HitTestResult } from '@zhiyu/contract/modules/aikb/hit-test';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { likeText } from '../library/repo.ts';
import type { KbActor, KbScope } from '../opera-log/record.ts';
import { kbHitTests, type StoredResult } from './table.ts';

type Row = typeof kbHitTests.$inferSelect;
type HistoryQuery = z.output<typeof HitTestHistoryQuery>;

const inScope = (s: KbScope) => and(eq(kbHitTests.tenantId, s.tenantId), eq(kbHitTests.appId, s.appId));

export function toResult(r: Row): HitTestResult {
  return {
    id: r.id,
    question: r.question,
    askedAt: r.createdAt.getTime(),
    askedBy: r.askedBy,
    allLibraries: r.allLibraries,
    topN: r.topN,
    rerunOf: r.rerunOf,
    ...r.result,
  };
}

export interface NewTest {
  question: string;
  allLibraries: boolean;
  topN: number;
  result: StoredResult;
  rerunOf: string | null;
}

/** Stores one asked question with its result; the row's time is the request's clock. */
export async function insertTest(db: Db, a: KbActor, t: NewTest, at: number): Promise<HitTestResult> {
  const [row] = await db
    .insert(kbHitTests)
    .values({
      id: newId(),
      tenantId: a.tenantId,
      appId: a.appId,
      userId: a.actorId,
      askedBy: a.actorName,
      question: t.question,
      allLibraries: t.allLibraries,
      libraryIds: t.result.libraries.map((l) => l.id),
      topN: t.topN,
      outcome: t.result.answer.kind,
      topScore: t.result.hits[0]?.score ?? null,
      result: t.result,
      rerunOf: t.rerunOf,
      createdAt: new Date(at),
    })
    .returning();
  return toResult(row);
}

/** Newest first; (created_at, id) is a total order the scope index serves. */
export function listTests(db: Db, s: KbScope, q: HistoryQuery) {
  const where = and(inScope(s), q.question ? ilike(kbHitTests.question, likeText(q.question)) : undefined);
  const rows = db
    .select()
    .from(kbHitTests)
    .where(where)
    .orderBy(...orderBy(kbHitTests.createdAt, kbHitTests.id, 'DESC'))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toResult));
  return pageOf(rows, cappedCount(db, kbHitTests, where), q.pageNum, q.pageSize);
}

export async function findTest(db: Db, s: KbScope, id: string): Promise<Row | undefined> {
  const [r] = await db
    .select()
    .from(kbHitTests)
    .where(and(inScope(s), eq(kbHitTests.id, id)));
  return r;
}

/** Deletes the caller's rows among `ids`; another scope's ids are never touched. */
export async function deleteTests(db: Db, s: KbScope, ids: string[]): Promise<number> {
  const gone = await db
    .delete(kbHitTests)
    .where(and(inScope(s), inArray(kbHitTests.id, ids)))
    .returning({ id: kbHitTests.id });
  return gone.length;
}
