import type { TagListQuery, TagRow } from '@zhiyu/contract/modules/aicall/tag';
import { and, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { tags } from './table.ts';

export interface TagScope {
  tenantId: string;
  appId: string;
}
type ListQuery = z.output<typeof TagListQuery>;
type Tag = typeof tags.$inferSelect;

const inScope = (s: TagScope) => and(eq(tags.tenantId, s.tenantId), eq(tags.appId, s.appId));

/** LIKE wildcards typed by the user are matched literally. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(s: TagScope, q: ListQuery): SQL | undefined {
  return and(
    inScope(s),
    q.name ? ilike(tags.name, likeText(q.name)) : undefined,
    q.group ? eq(tags.group, q.group) : undefined,
    q.enabled !== undefined ? eq(tags.enabled, q.enabled) : undefined,
    q.createdFrom !== undefined ? gte(tags.createdAt, new Date(q.createdFrom)) : undefined,
    q.createdTo !== undefined ? lte(tags.createdAt, new Date(q.createdTo)) : undefined,
  );
}

const SORT_COLUMNS = { name: tags.name, createdAt: tags.createdAt, updatedAt: tags.updatedAt } as const;

export function toRow(t: Tag): TagRow {
  return {
    id: t.id,
    name: t.name,
    group: t.group,
    enabled: t.enabled,
    description: t.description,
    createdAt: t.createdAt.getTime(),
    updatedAt: t.updatedAt.getTime(),
  };
}

export function listTags(db: Db, s: TagScope, q: ListQuery) {
  const where = filters(s, q);
  // Names are unique per scope, so (name) alone is already a total order; the others add id.
  const column = SORT_COLUMNS[q.sortField ?? 'createdAt'];
  const order =
    q.sortField === 'name' ? orderBy(tags.name, tags.name, q.sortOrder) : orderBy(column, tags.id, q.sortOrder);
  const rows = db
    .select()
    .from(tags)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, tags, where), q.pageNum, q.pageSize);
}

export async function findByName(db: Db, s: TagScope, name: string) {
  const [t] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(inScope(s), eq(tags.name, name)));
  return t;
}

export async function findById(db: Db, s: TagScope, id: string) {
  const [t] = await db
    .select()
    .from(tags)
    .where(and(inScope(s), eq(tags.id, id)));
  return t;
}

export async function insertTag(db: Db, values: typeof tags.$inferInsert) {
  const [t] = await db.insert(tags).values(values).returning();
  return t;
}

export async function updateTag(db: Db, s: TagScope, id: string, patch: Partial<typeof tags.$inferInsert>) {
  const [t] = await db
    .update(tags)
    .set(patch)
    .where(and(inScope(s), eq(tags.id, id)))
    .returning();
  return t;
}

export async function deleteTags(db: Db, s: TagScope, ids: string[]) {
  const gone = await db
    .delete(tags)
    .where(and(inScope(s), inArray(tags.id, ids)))
    .returning({ id: tags.id });
  return gone.length;
}
