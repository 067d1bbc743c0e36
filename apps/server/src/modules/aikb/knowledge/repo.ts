import type { KnowledgeListQuery, KnowledgeRow } from '@zhiyu/contract/modules/aikb/knowledge';
import { and, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { nicknamesOf } from '../library/people.ts';
import { inScope, likeText } from '../library/repo.ts';
import { kbLibraries } from '../library/table.ts';
import type { KbScope } from '../opera-log/record.ts';
import { kbItems } from './table.ts';

type ListQuery = z.output<typeof KnowledgeListQuery>;
export type Item = typeof kbItems.$inferSelect;

/** An item as listed; `names` maps usernames to nicknames (without it the username is shown). */
export function toRow(i: Item, paths: Map<string, string[]>, names?: Map<string, string>): KnowledgeRow {
  return {
    id: i.id,
    libraryId: i.libraryId,
    type: i.type,
    question: i.question,
    similar: i.similar,
    answer: i.answer,
    categoryId: i.categoryId,
    categoryPath: i.categoryId ? (paths.get(i.categoryId) ?? []) : [],
    tags: i.tags,
    validity: i.validity,
    effectiveFrom: i.effectiveFrom?.getTime() ?? null,
    effectiveTo: i.effectiveTo?.getTime() ?? null,
    creator: i.creator,
    updater: i.updater,
    creatorName: names?.get(i.creator) ?? i.creator,
    updaterName: names?.get(i.updater) ?? i.updater,
    createdAt: i.createdAt.getTime(),
    updatedAt: i.updatedAt.getTime(),
  };
}

/** The fields a change-log row records for an item. */
export function logged(i: Item) {
  return {
    type: i.type,
    question: i.question,
    similar: i.similar,
    answer: i.answer,
    categoryId: i.categoryId,
    tags: i.tags,
    validity: i.validity,
    effectiveFrom: i.effectiveFrom?.getTime() ?? null,
    effectiveTo: i.effectiveTo?.getTime() ?? null,
  };
}

/** What the keyword filter reads: the standard question and every similar question. */
export const searchTextOf = (question: string, similar: string[]) => [question, ...similar].join('\n');

/** The list's filter; `categoryIds` is the chosen category with its children (resolved by the service). */
export function filters(s: KbScope, q: Omit<ListQuery, 'pageNum' | 'pageSize'>, categoryIds?: string[]) {
  return and(
    eq(kbItems.tenantId, s.tenantId),
    eq(kbItems.libraryId, q.libraryId),
    categoryIds ? inArray(kbItems.categoryId, categoryIds) : undefined,
    q.type ? eq(kbItems.type, q.type) : undefined,
    q.validity !== undefined ? eq(kbItems.validity, q.validity) : undefined,
    q.tag ? sql`${kbItems.tags} @> ARRAY[${q.tag}]::text[]` : undefined,
    q.keyword ? ilike(kbItems.searchText, likeText(q.keyword)) : undefined,
    q.updatedFrom !== undefined ? gte(kbItems.updatedAt, new Date(q.updatedFrom)) : undefined,
    q.updatedTo !== undefined ? lte(kbItems.updatedAt, new Date(q.updatedTo)) : undefined,
  );
}

export function listItems(
  db: Db,
  tenantId: string,
  where: SQL | undefined,
  q: ListQuery,
  paths: Map<string, string[]>,
) {
  // Questions are unique per library, so the question alone is a total order.
  const order =
    q.sortField === 'question'
      ? orderBy(kbItems.question, kbItems.question, q.sortOrder)
      : orderBy(kbItems.updatedAt, kbItems.id, q.sortOrder);
  const rows = db
    .select()
    .from(kbItems)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then(async (r) => {
      const names = await nicknamesOf(
        db,
        tenantId,
        r.flatMap((i) => [i.creator, i.updater]),
      );
      return r.map((i) => toRow(i, paths, names));
    });
  return pageOf(rows, cappedCount(db, kbItems, where), q.pageNum, q.pageSize);
}

/** Items whose library lies in the caller's scope; other ids are left out. */
export async function itemsInScope(db: Db, s: KbScope, ids: string[]) {
  const rows = await db
    .select({ i: kbItems })
    .from(kbItems)
    .innerJoin(kbLibraries, eq(kbLibraries.id, kbItems.libraryId))
    .where(and(inScope(s), eq(kbItems.tenantId, s.tenantId), inArray(kbItems.id, ids)));
  return rows.map((r) => r.i);
}

export async function findQuestion(db: Db, tenantId: string, libraryId: string, questions: string[]) {
  if (!questions.length) return [];
  return db
    .select({ id: kbItems.id, question: kbItems.question })
    .from(kbItems)
    .where(and(eq(kbItems.tenantId, tenantId), eq(kbItems.libraryId, libraryId), inArray(kbItems.question, questions)));
}
