import type { LibraryInput } from '@zhiyu/contract/modules/aikb/library';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { kbCategories } from '../category/table.ts';
import { notifySegments } from '../document/index-hook.ts';
import { deleteLibraryDocuments } from '../document/service.ts';
import { notifyItems, notifyLibraries } from '../knowledge/index-hook.ts';
import { kbItems } from '../knowledge/table.ts';
import { actorOf, changedFields, type KbScope, logChanges } from '../opera-log/record.ts';
import * as repo from './repo.ts';
import { kbLibraries } from './table.ts';

type Input = z.output<typeof LibraryInput>;

export const libraryMissing = () => new AppError('160002');
const duplicate = (name: string) => new AppError('160001', { detail: { zh: `「${name}」`, en: `"${name}"` } });
/** The library of the caller's scope, or 160002 (another tenant's id reads as missing). */
export async function libraryOf(db: Db, s: KbScope, id: string) {
  const l = await repo.findById(db, s, id);
  if (!l) throw libraryMissing();
  return l;
}

const logged = (r: { name: string; description: string; status: number }) => ({
  name: r.name,
  description: r.description,
  status: r.status,
});

async function guardName<T>(name: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(name);
    throw e;
  }
}

export async function createLibrary(ctx: AppContext, req: FastifyRequest, input: Input) {
  const a = await actorOf(ctx.db, req);
  if (await repo.findByName(ctx.db, a, input.name)) throw duplicate(input.name);
  return guardName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      const [l] = await tx
        .insert(kbLibraries)
        .values({ id: newId(), tenantId: a.tenantId, appId: a.appId, ...input, creator: a.actorName })
        .returning();
      await logChanges(tx, a, [
        {
          action: 'create',
          targetType: 'library',
          targetId: l.id,
          targetName: l.name,
          libraryId: l.id,
          after: logged(l),
        },
      ]);
      return repo.toRow(l);
    }),
  );
}

export async function updateLibrary(ctx: AppContext, req: FastifyRequest, id: string, input: Input) {
  const a = await actorOf(ctx.db, req);
  const old = await libraryOf(ctx.db, a, id);
  const other = await repo.findByName(ctx.db, a, input.name);
  if (other && other.id !== id) throw duplicate(input.name);
  const row = await guardName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      const [l] = await tx
        .update(kbLibraries)
        .set({ ...input, updatedAt: new Date(ctx.now()) })
        .where(and(repo.inScope(a), eq(kbLibraries.id, id)))
        .returning();
      if (!l) throw libraryMissing();
      const diff = changedFields(logged(old), logged(l));
      if (diff)
        await logChanges(tx, a, [
          { action: 'update', targetType: 'library', targetId: id, targetName: l.name, libraryId: id, ...diff },
        ]);
      return repo.toRow(l);
    }),
  );
  if (old.status !== row.status) notifyLibraries(ctx.db, a.tenantId, [id]);
  return row;
}

/** Libraries go with their label trees and items; one log row per library. */
export async function deleteLibraries(ctx: AppContext, req: FastifyRequest, ids: string[]) {
  const a = await actorOf(ctx.db, req);
  const done = await ctx.db.transaction(async (tx) => {
    const libs = await repo.findMany(tx, a, ids);
    if (!libs.length) return { libraries: 0, items: [] as string[], segments: [] as string[] };
    const own = libs.map((l) => l.id);
    const segments = await deleteLibraryDocuments(tx, a.tenantId, own);
    const items = await tx
      .delete(kbItems)
      .where(and(eq(kbItems.tenantId, a.tenantId), inArray(kbItems.libraryId, own)))
      .returning({ id: kbItems.id });
    await tx
      .delete(kbCategories)
      .where(and(eq(kbCategories.tenantId, a.tenantId), inArray(kbCategories.libraryId, own)));
    await tx.delete(kbLibraries).where(and(repo.inScope(a), inArray(kbLibraries.id, own)));
    await logChanges(
      tx,
      a,
      libs.map((l) => ({
        action: 'delete' as const,
        targetType: 'library' as const,
        targetId: l.id,
        targetName: l.name,
        libraryId: l.id,
        before: { ...logged(l), itemCount: l.itemCount },
      })),
    );
    return { libraries: libs.length, items: items.map((i) => i.id), segments };
  });
  notifyItems(ctx.db, a.tenantId, [], done.items);
  notifySegments(ctx.db, a.tenantId, { removedIds: done.segments });
  return { deleted: done.libraries };
}

/** The status switch (requirements §3: 1 enabled, 0 disabled), one log row per library that changed. */
export async function setLibraryStatus(ctx: AppContext, req: FastifyRequest, ids: string[], status: 0 | 1) {
  const a = await actorOf(ctx.db, req);
  const changed = await ctx.db.transaction(async (tx) => {
    const libs = (await repo.findMany(tx, a, ids)).filter((l) => l.status !== status);
    if (!libs.length) return [];
    const own = libs.map((l) => l.id);
    await tx
      .update(kbLibraries)
      .set({ status, updatedAt: new Date(ctx.now()) })
      .where(and(repo.inScope(a), inArray(kbLibraries.id, own)));
    await logChanges(
      tx,
      a,
      libs.map((l) => ({
        action: status === 1 ? ('enable' as const) : ('disable' as const),
        targetType: 'library' as const,
        targetId: l.id,
        targetName: l.name,
        libraryId: l.id,
        before: { status: l.status },
        after: { status },
      })),
    );
    return own;
  });
  notifyLibraries(ctx.db, a.tenantId, changed);
  notifySegments(ctx.db, a.tenantId, { libraryIds: changed });
  return { updated: changed.length };
}
