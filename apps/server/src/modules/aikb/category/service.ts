import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { libraryOf } from '../library/service.ts';
import { actorOf, type KbScope, logChanges } from '../opera-log/record.ts';
import * as repo from './repo.ts';
import { kbCategories } from './table.ts';

export const categoryMissing = () => new AppError('160004');

export async function categoryTree(db: Db, s: KbScope, libraryId: string) {
  await libraryOf(db, s, libraryId);
  const [rows, counts] = await Promise.all([
    repo.ofLibrary(db, s.tenantId, libraryId),
    repo.itemCounts(db, s.tenantId, libraryId),
  ]);
  return repo.buildTree(rows, counts);
}

/** A category of this library (160004 otherwise, including another tenant's or library's). */
export async function categoryIn(db: Db, s: KbScope, libraryId: string, id: string) {
  const c = await repo.findInScope(db, s, id);
  if (!c || c.libraryId !== libraryId) throw categoryMissing();
  return c;
}

export async function createCategory(
  ctx: AppContext,
  req: FastifyRequest,
  body: { libraryId: string; parentId: string | null; name: string },
) {
  const a = await actorOf(ctx.db, req);
  await libraryOf(ctx.db, a, body.libraryId);
  if (body.parentId) {
    const parent = await categoryIn(ctx.db, a, body.libraryId, body.parentId);
    // requirements §5: add-child only at level 1.
    if (parent.parentId) throw new AppError('160005');
  }
  return ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .insert(kbCategories)
      .values({
        id: newId(),
        tenantId: a.tenantId,
        libraryId: body.libraryId,
        parentId: body.parentId,
        name: body.name,
        sort: await repo.nextSort(tx, a.tenantId, body.libraryId),
      })
      .returning();
    await logChanges(tx, a, [
      {
        action: 'create',
        targetType: 'category',
        targetId: c.id,
        targetName: c.name,
        libraryId: c.libraryId,
        after: { name: c.name, parentId: c.parentId },
      },
    ]);
    return repo.toNode(c);
  });
}

export async function renameCategory(ctx: AppContext, req: FastifyRequest, id: string, name: string) {
  const a = await actorOf(ctx.db, req);
  const old = await repo.findInScope(ctx.db, a, id);
  if (!old) throw categoryMissing();
  return ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .update(kbCategories)
      .set({ name, updatedAt: new Date(ctx.now()) })
      .where(and(eq(kbCategories.tenantId, a.tenantId), eq(kbCategories.id, id)))
      .returning();
    if (old.name !== name)
      await logChanges(tx, a, [
        {
          action: 'update',
          targetType: 'category',
          targetId: id,
          targetName: name,
          libraryId: c.libraryId,
          before: { name: old.name },
          after: { name },
        },
      ]);
    const counts = await repo.itemCounts(tx, a.tenantId, c.libraryId, [id]);
    return repo.toNode(c, counts.get(id) ?? 0);
  });
}

/** A level-1 node goes with its children; refused (160008, with the count) while any holds items. */
export async function deleteCategory(ctx: AppContext, req: FastifyRequest, id: string) {
  const a = await actorOf(ctx.db, req);
  const c = await repo.findInScope(ctx.db, a, id);
  if (!c) throw categoryMissing();
  return ctx.db.transaction(async (tx) => {
    const nodes = await repo.withChildren(tx, a.tenantId, id);
    const ids = nodes.map((n) => n.id);
    const counts = await repo.itemCounts(tx, a.tenantId, c.libraryId, ids);
    const n = [...counts.values()].reduce((x, y) => x + y, 0);
    if (n > 0) throw new AppError('160008', { params: { n } });
    await tx.delete(kbCategories).where(and(eq(kbCategories.tenantId, a.tenantId), inArray(kbCategories.id, ids)));
    await logChanges(
      tx,
      a,
      nodes.map((x) => ({
        action: 'delete' as const,
        targetType: 'category' as const,
        targetId: x.id,
        targetName: x.name,
        libraryId: x.libraryId,
        before: { name: x.name, parentId: x.parentId },
      })),
    );
    return { deleted: ids.length };
  });
}
