import {
  HIT_TEST_QUESTION_MAX,
  type HitTestAsk,
  type HitTestCompare,
  type HitTestResult,
} from '@zhiyu/contract/modules/aikb/hit-test';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError, langOf } from '../../../platform/http/errors.ts';
import { inScope } from '../library/repo.ts';
import { kbLibraries } from '../library/table.ts';
import { actorOf, type KbActor, type KbScope, kbScope } from '../opera-log/record.ts';
import { compareResults } from './diff.ts';
import { deleteTests, findTest, insertTest, toResult } from './repo.ts';
import { type Library, runHitTest } from './run.ts';

type Ask = z.output<typeof HitTestAsk>;

/** The question as asked: trimmed, not blank (160301), at most HIT_TEST_QUESTION_MAX characters (160302). */
export function checkQuestion(raw: string): string {
  const q = raw.trim();
  if (!q) throw new AppError('160301');
  if (Array.from(q).length > HIT_TEST_QUESTION_MAX)
    throw new AppError('160302', { params: { n: HIT_TEST_QUESTION_MAX } });
  return q;
}

/** Every enabled library of the caller's app, by name. */
function enabledLibraries(db: Db, s: KbScope): Promise<Library[]> {
  return db
    .select({ id: kbLibraries.id, name: kbLibraries.name })
    .from(kbLibraries)
    .where(and(inScope(s), eq(kbLibraries.status, 1)))
    .orderBy(asc(kbLibraries.name));
}

/** The named libraries of the caller's app in the order named; `strict`: one not found answers 160002. */
async function namedLibraries(db: Db, s: KbScope, ids: string[], strict: boolean): Promise<Library[]> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db
        .select({ id: kbLibraries.id, name: kbLibraries.name })
        .from(kbLibraries)
        .where(and(inScope(s), inArray(kbLibraries.id, unique)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = unique.filter((id) => !byId.has(id));
  if (strict && missing.length) throw new AppError('160002', { detail: missing.join(', ') });
  return unique.flatMap((id) => byId.get(id) ?? []);
}

async function askAndStore(
  ctx: AppContext,
  req: FastifyRequest,
  a: KbActor,
  q: { question: string; allLibraries: boolean; libraries: Library[]; topN: number; rerunOf: string | null },
): Promise<HitTestResult> {
  const at = ctx.now();
  const result = await runHitTest(ctx.db, ctx.now, a.tenantId, q.question, q.libraries, q.topN, langOf(req));
  return insertTest(ctx.db, a, { ...q, result }, at);
}

/** Asks a question of the chosen libraries (none: every enabled one) and stores it in the history. */
export async function askQuestion(ctx: AppContext, req: FastifyRequest, body: Ask): Promise<HitTestResult> {
  const question = checkQuestion(body.question);
  const a = await actorOf(ctx.db, req);
  const ids = body.libraryIds ?? [];
  const allLibraries = ids.length === 0;
  const libraries = allLibraries ? await enabledLibraries(ctx.db, a) : await namedLibraries(ctx.db, a, ids, true);
  return askAndStore(ctx, req, a, { question, allLibraries, libraries, topN: body.topN, rerunOf: null });
}

/**
 * Asks a stored question again against today's knowledge (the same libraries: today's enabled
 * ones if it asked all, else those of its list that still exist) and stores that as a new row.
 */
export async function rerunQuestion(ctx: AppContext, req: FastifyRequest, id: string): Promise<HitTestCompare> {
  const a = await actorOf(ctx.db, req);
  const old = await findTest(ctx.db, a, id);
  if (!old) throw new AppError('160303');
  const libraries = old.allLibraries
    ? await enabledLibraries(ctx.db, a)
    : await namedLibraries(ctx.db, a, old.libraryIds, false);
  const before = toResult(old);
  const after = await askAndStore(ctx, req, a, {
    question: old.question,
    allLibraries: old.allLibraries,
    libraries,
    topN: old.topN,
    rerunOf: old.id,
  });
  return { before, after, diff: compareResults(before, after) };
}

/** Deletes history rows of the caller's app; none of them found answers 160303. */
export async function deleteQuestions(ctx: AppContext, req: FastifyRequest, ids: string[]) {
  const deleted = await deleteTests(ctx.db, kbScope(req), ids);
  if (!deleted) throw new AppError('160303');
  return { deleted };
}
