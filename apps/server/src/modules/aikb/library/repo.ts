import type { LibraryListQuery, LibraryRow } from '@zhiyu/contract/modules/aikb/library';
import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import type { KbScope } from '../opera-log/record.ts';
import { nicknamesOf } from './people.ts';
import { kbLibraries } from './table.ts';

type ListQuery = z.output<typeof LibraryListQuery>;
export type Library = typeof kbLibraries.$inferSelect;

export const inScope = (s: KbScope) => and(eq(kbLibraries.tenantId, s.tenantId), eq(kbLibraries.appId, s.appId));
/** LIKE wildcards typed by the user are matched literally. */
export const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A library as listed; `names` maps usernames to nicknames (without it the username is shown). */
export function toRow(l: Library, names?: Map<string, string>): LibraryRow {
  return {
    id: l.id,
    name: l.name,
    description: l.description,
    status: l.status,
    itemCount: l.itemCount,
    creator: l.creator,
    creatorName: names?.get(l.creator) ?? l.creator,
    createdAt: l.createdAt.getTime(),
    updatedAt: l.updatedAt.getTime(),
  };
}

function filters(s: KbScope, q: ListQuery): SQL | undefined {
  return and(
    inScope(s),
    q.name ? ilike(kbLibraries.name, likeText(q.name)) : undefined,
    q.status !== undefined ? eq(kbLibraries.status, q.status) : undefined,
    q.id ? eq(kbLibraries.id, q.id) : undefined,
  );
}

export function listLibraries(db: Db, s: KbScope, q: ListQuery) {
  const where = filters(s, q);
  const field = q.sortField ?? 'createdAt';
  const column = { name: kbLibraries.name, createdAt: kbLibraries.createdAt, updatedAt: kbLibraries.updatedAt }[field];
  // Names are unique per scope, so the name alone is a total order.
  const order = orderBy(column, field === 'name' ? column : kbLibraries.id, q.sortOrder);
  const rows = db
    .select()
    .from(kbLibraries)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then(async (r) => {
      const names = await nicknamesOf(
        db,
        s.tenantId,
        r.map((l) => l.creator),
      );
      return r.map((l) => toRow(l, names));
    });
  return pageOf(rows, cappedCount(db, kbLibraries, where), q.pageNum, q.pageSize);
}

export async function findById(db: Db, s: KbScope, id: string) {
  const [l] = await db
    .select()
    .from(kbLibraries)
    .where(and(inScope(s), eq(kbLibraries.id, id)));
  return l;
}

export async function findByName(db: Db, s: KbScope, name: string) {
  const [l] = await db
    .select({ id: kbLibraries.id })
    .from(kbLibraries)
    .where(and(inScope(s), eq(kbLibraries.name, name)));
  return l;
}

export function findMany(db: Db, s: KbScope, ids: string[]) {
  return db
    .select()
    .from(kbLibraries)
    .where(and(inScope(s), inArray(kbLibraries.id, ids)));
}

/** The library's item count, recounted from its items (called in the transaction of every change). */
export async function recount(db: Db, tenantId: string, libraryIds: string[]) {
  const ids = [...new Set(libraryIds)];
  if (!ids.length) return;
  await db.execute(sql`
    UPDATE kb_libraries l SET item_count = (
      SELECT count(*) FROM kb_items i WHERE i.tenant_id = l.tenant_id AND i.library_id = l.id)
    WHERE l.tenant_id = ${tenantId} AND l.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
