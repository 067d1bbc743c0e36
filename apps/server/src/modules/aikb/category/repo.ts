import type { CategoryNode } from '@zhiyu/contract/modules/aikb/category';
import { and, asc, count, eq, inArray, isNotNull, max, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { kbItems } from '../knowledge/table.ts';
import { inScope } from '../library/repo.ts';
import { kbLibraries } from '../library/table.ts';
import type { KbScope } from '../opera-log/record.ts';
import { kbCategories } from './table.ts';

export type Category = typeof kbCategories.$inferSelect;

/** A category whose library lies in the caller's scope (tenant and application). */
export async function findInScope(db: Db, s: KbScope, id: string) {
  const [c] = await db
    .select({ c: kbCategories })
    .from(kbCategories)
    .innerJoin(kbLibraries, eq(kbLibraries.id, kbCategories.libraryId))
    .where(and(inScope(s), eq(kbCategories.tenantId, s.tenantId), eq(kbCategories.id, id)));
  return c?.c;
}

export function ofLibrary(db: Db, tenantId: string, libraryId: string) {
  return db
    .select()
    .from(kbCategories)
    .where(and(eq(kbCategories.tenantId, tenantId), eq(kbCategories.libraryId, libraryId)))
    .orderBy(asc(kbCategories.sort), asc(kbCategories.id));
}

/** A node and its children (a level-2 node has none). */
export function withChildren(db: Db, tenantId: string, id: string) {
  return db
    .select()
    .from(kbCategories)
    .where(and(eq(kbCategories.tenantId, tenantId), or(eq(kbCategories.id, id), eq(kbCategories.parentId, id))));
}

export async function nextSort(db: Db, tenantId: string, libraryId: string) {
  const [r] = await db
    .select({ m: max(kbCategories.sort) })
    .from(kbCategories)
    .where(and(eq(kbCategories.tenantId, tenantId), eq(kbCategories.libraryId, libraryId)));
  return (r?.m ?? 0) + 1;
}

export async function itemCounts(db: Db, tenantId: string, libraryId: string, categoryIds?: string[]) {
  const rows = await db
    .select({ id: kbItems.categoryId, n: count() })
    .from(kbItems)
    .where(
      and(
        eq(kbItems.tenantId, tenantId),
        eq(kbItems.libraryId, libraryId),
        categoryIds ? inArray(kbItems.categoryId, categoryIds) : isNotNull(kbItems.categoryId),
      ),
    )
    .groupBy(kbItems.categoryId);
  return new Map(rows.map((r) => [r.id ?? '', Number(r.n)]));
}

export function toNode(c: Category, itemCount = 0, children: CategoryNode[] = []): CategoryNode {
  return { id: c.id, name: c.name, labelName: c.name, parentId: c.parentId, itemCount, children };
}

/** The two-level tree in display order. */
export function buildTree(rows: Category[], counts: Map<string, number>): CategoryNode[] {
  const top = rows.filter((c) => !c.parentId);
  return top.map((t) =>
    toNode(
      t,
      counts.get(t.id) ?? 0,
      rows.filter((c) => c.parentId === t.id).map((c) => toNode(c, counts.get(c.id) ?? 0)),
    ),
  );
}

/** Category id → names from the root, for the item rows and the export. */
export function pathsOf(rows: Pick<Category, 'id' | 'name' | 'parentId'>[]) {
  const byId = new Map(rows.map((c) => [c.id, c]));
  const out = new Map<string, string[]>();
  for (const c of rows) {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    out.set(c.id, parent ? [parent.name, c.name] : [c.name]);
  }
  return out;
}
