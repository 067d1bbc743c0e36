import type { KnowledgeListQuery } from '@zhiyu/contract/modules/aikb/knowledge';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as categories from '../category/repo.ts';
import { categoryIn } from '../category/service.ts';
import { recount } from '../library/repo.ts';
import { libraryOf } from '../library/service.ts';
import { actorOf, changedFields, type KbScope, logChanges } from '../opera-log/record.ts';
import { notifyItems } from './index-hook.ts';
import { duplicateQuestion, type Fields, prepare } from './prepare.ts';
import * as repo from './repo.ts';
import { kbItems } from './table.ts';

type ListQuery = z.output<typeof KnowledgeListQuery>;

export const itemMissing = () => new AppError('160003');

/** Category id → path names of one library. */
export async function pathsOfLibrary(db: Db, tenantId: string, libraryId: string) {
  return categories.pathsOf(await categories.ofLibrary(db, tenantId, libraryId));
}

/** A level-1 category stands for itself and its children. */
export async function categoryScope(db: Db, s: KbScope, libraryId: string, categoryId?: string) {
  if (!categoryId) return undefined;
  const c = await categoryIn(db, s, libraryId, categoryId);
  return (await categories.withChildren(db, s.tenantId, c.id)).map((x) => x.id);
}

export async function listKnowledge(db: Db, s: KbScope, q: ListQuery) {
  await libraryOf(db, s, q.libraryId);
  const [ids, paths] = await Promise.all([
    categoryScope(db, s, q.libraryId, q.categoryId),
    pathsOfLibrary(db, s.tenantId, q.libraryId),
  ]);
  return repo.listItems(db, s.tenantId, repo.filters(s, q, ids), q, paths);
}

export async function itemOf(db: Db, s: KbScope, id: string) {
  const [i] = await repo.itemsInScope(db, s, [id]);
  if (!i) throw itemMissing();
  return i;
}

export async function getKnowledge(db: Db, s: KbScope, id: string) {
  const i = await itemOf(db, s, id);
  return repo.toRow(i, await pathsOfLibrary(db, s.tenantId, i.libraryId));
}

async function guardQuestion<T>(question: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicateQuestion(question);
    throw e;
  }
}

async function assertFreeQuestion(db: Db, s: KbScope, libraryId: string, question: string, self?: string) {
  const [other] = await repo.findQuestion(db, s.tenantId, libraryId, [question]);
  if (other && other.id !== self) throw duplicateQuestion(question);
}

export async function createKnowledge(ctx: AppContext, req: FastifyRequest, libraryId: string, f: Fields) {
  const a = await actorOf(ctx.db, req);
  await libraryOf(ctx.db, a, libraryId);
  const values = await prepare(ctx.db, a, libraryId, f);
  await assertFreeQuestion(ctx.db, a, libraryId, values.question);
  const item = await guardQuestion(values.question, () =>
    ctx.db.transaction(async (tx) => {
      const [i] = await tx
        .insert(kbItems)
        .values({ id: newId(), tenantId: a.tenantId, libraryId, ...values, creator: a.actorName, updater: a.actorName })
        .returning();
      await recount(tx, a.tenantId, [libraryId]);
      await logChanges(tx, a, [
        {
          action: 'create',
          targetType: 'item',
          targetId: i.id,
          targetName: i.question,
          libraryId,
          after: repo.logged(i),
        },
      ]);
      return i;
    }),
  );
  notifyItems(ctx.db, a.tenantId, [item.id]);
  return repo.toRow(item, await pathsOfLibrary(ctx.db, a.tenantId, libraryId));
}

export async function updateKnowledge(ctx: AppContext, req: FastifyRequest, id: string, f: Fields) {
  const a = await actorOf(ctx.db, req);
  const old = await itemOf(ctx.db, a, id);
  const values = await prepare(ctx.db, a, old.libraryId, f);
  await assertFreeQuestion(ctx.db, a, old.libraryId, values.question, id);
  const item = await guardQuestion(values.question, () =>
    ctx.db.transaction(async (tx) => {
      const [i] = await tx
        .update(kbItems)
        .set({ ...values, updater: a.actorName, updatedAt: new Date(ctx.now()) })
        .where(and(eq(kbItems.tenantId, a.tenantId), eq(kbItems.id, id)))
        .returning();
      if (!i) throw itemMissing();
      const diff = changedFields(repo.logged(old), repo.logged(i));
      if (diff)
        await logChanges(tx, a, [
          {
            action: 'update',
            targetType: 'item',
            targetId: id,
            targetName: i.question,
            libraryId: i.libraryId,
            ...diff,
          },
        ]);
      return i;
    }),
  );
  notifyItems(ctx.db, a.tenantId, [id]);
  return repo.toRow(item, await pathsOfLibrary(ctx.db, a.tenantId, item.libraryId));
}
