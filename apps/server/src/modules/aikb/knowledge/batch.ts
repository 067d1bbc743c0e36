import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { categoryIn } from '../category/service.ts';
import { recount } from '../library/repo.ts';
import { libraryOf } from '../library/service.ts';
import { actorOf, logChanges } from '../opera-log/record.ts';
import { notifyItems } from './index-hook.ts';
import { duplicateQuestion } from './prepare.ts';
import * as repo from './repo.ts';
import { kbItems } from './table.ts';

/** Batch delete: only the caller's items are touched; one log row per item. */
export async function deleteKnowledge(ctx: AppContext, req: FastifyRequest, ids: string[]) {
  const a = await actorOf(ctx.db, req);
  const gone = await ctx.db.transaction(async (tx) => {
    const items = await repo.itemsInScope(tx, a, ids);
    if (!items.length) return [];
    const own = items.map((i) => i.id);
    await tx.delete(kbItems).where(and(eq(kbItems.tenantId, a.tenantId), inArray(kbItems.id, own)));
    await recount(
      tx,
      a.tenantId,
      items.map((i) => i.libraryId),
    );
    await logChanges(
      tx,
      a,
      items.map((i) => ({
        action: 'delete' as const,
        targetType: 'item' as const,
        targetId: i.id,
        targetName: i.question,
        libraryId: i.libraryId,
        before: repo.logged(i),
      })),
    );
    return own;
  });
  notifyItems(ctx.db, a.tenantId, [], gone);
  return { deleted: gone.length };
}

/** Batch enable (validity 0) or disable (validity 1); items already so are left alone. */
export async function setValidity(ctx: AppContext, req: FastifyRequest, ids: string[], validity: 0 | 1) {
  const a = await actorOf(ctx.db, req);
  const changed = await ctx.db.transaction(async (tx) => {
    const items = (await repo.itemsInScope(tx, a, ids)).filter((i) => i.validity !== validity);
    if (!items.length) return [];
    const own = items.map((i) => i.id);
    await tx
      .update(kbItems)
      .set({ validity, updater: a.actorName, updatedAt: new Date(ctx.now()) })
      .where(and(eq(kbItems.tenantId, a.tenantId), inArray(kbItems.id, own)));
    await logChanges(
      tx,
      a,
      items.map((i) => ({
        action: validity === 0 ? ('enable' as const) : ('disable' as const),
        targetType: 'item' as const,
        targetId: i.id,
        targetName: i.question,
        libraryId: i.libraryId,
        before: { validity: i.validity },
        after: { validity },
      })),
    );
    return own;
  });
  notifyItems(ctx.db, a.tenantId, changed);
  return { updated: changed.length };
}

/**
 * Batch move into a category (null: none) of the target library: the given library, else the
 * items' own (they must then share one). A question the target already holds is refused (160006).
 */
export async function moveKnowledge(
  ctx: AppContext,
  req: FastifyRequest,
  ids: string[],
  targetLibrary: string | undefined,
  categoryId: string | null,
) {
  const a = await actorOf(ctx.db, req);
  const items = await repo.itemsInScope(ctx.db, a, ids);
  if (!items.length) return { moved: 0 };
  const sources = [...new Set(items.map((i) => i.libraryId))];
  if (!targetLibrary && sources.length > 1)
    throw new AppError('100001', {
      detail: {
        zh: '所选知识属于多个知识库，请指定目标知识库',
        en: 'the items span several libraries: name libraryId',
      },
    });
  const target = targetLibrary ?? sources[0];
  await libraryOf(ctx.db, a, target);
  if (categoryId) await categoryIn(ctx.db, a, target, categoryId);
  const incoming = items.filter((i) => i.libraryId !== target);
  const clash = (await repo.findQuestion(ctx.db, a.tenantId, target, [...new Set(incoming.map((i) => i.question))]))[0];
  if (clash) throw duplicateQuestion(clash.question);
  const names = new Set<string>();
  for (const i of incoming) {
    if (names.has(i.question)) throw duplicateQuestion(i.question);
    names.add(i.question);
  }
  const moving = items.filter((i) => i.libraryId !== target || i.categoryId !== categoryId);
  await ctx.db.transaction(async (tx) => {
    if (!moving.length) return;
    await tx
      .update(kbItems)
      .set({ libraryId: target, categoryId, updater: a.actorName, updatedAt: new Date(ctx.now()) })
      .where(
        and(
          eq(kbItems.tenantId, a.tenantId),
          inArray(
            kbItems.id,
            moving.map((i) => i.id),
          ),
        ),
      );
    await recount(tx, a.tenantId, [target, ...sources]);
    await logChanges(
      tx,
      a,
      moving.map((i) => ({
        action: 'move' as const,
        targetType: 'item' as const,
        targetId: i.id,
        targetName: i.question,
        libraryId: target,
        before: { libraryId: i.libraryId, categoryId: i.categoryId },
        after: { libraryId: target, categoryId },
      })),
    );
  });
  notifyItems(
    ctx.db,
    a.tenantId,
    moving.map((i) => i.id),
  );
  return { moved: moving.length };
}
