import type { BlacklistListQuery, BlacklistRow } from '@zhiyu/contract/modules/admin/blacklist';
import { and, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { published } from '../../../platform/jobs/visibility.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { platformBlacklist as bl } from './table.ts';

export type Entry = typeof bl.$inferSelect;
type ListQuery = z.output<typeof BlacklistListQuery>;
export type Filter = Omit<ListQuery, 'pageNum' | 'pageSize' | 'sortField' | 'sortOrder'>;

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function toRow(e: Entry, now: number): BlacklistRow {
  return {
    id: e.id,
    phone: e.phone,
    reason: e.reason,
    expiresAt: e.expiresAt ? e.expiresAt.getTime() : null,
    expired: !!e.expiresAt && e.expiresAt.getTime() <= now,
    createdBy: e.createdBy,
    createdAt: e.createdAt.getTime(),
    updatedAt: e.updatedAt.getTime(),
  };
}

/** The number filter matches the stored (normalised) form: only digits and + are compared. */
export function filters(f: Filter): SQL | undefined {
  const digits = f.phone?.replace(/[^\d+]/g, '');
  return and(
    published(bl.importJob),
    digits ? ilike(bl.phone, likeText(digits)) : undefined,
    f.reason ? ilike(bl.reason, likeText(f.reason)) : undefined,
    f.createdFrom !== undefined ? gte(bl.createdAt, new Date(f.createdFrom)) : undefined,
    f.createdTo !== undefined ? lte(bl.createdAt, new Date(f.createdTo)) : undefined,
  );
}

const SORT = { createdAt: bl.createdAt, phone: bl.phone, expiresAt: bl.expiresAt } as const;

export function list(db: Db, q: ListQuery, now: number) {
  const where = filters(q);
  const field = q.sortField ?? 'createdAt';
  const order = field === 'phone' ? orderBy(bl.phone, bl.phone, q.sortOrder) : orderBy(SORT[field], bl.id, q.sortOrder);
  const rows = db
    .select()
    .from(bl)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map((e) => toRow(e, now)));
  return pageOf(rows, cappedCount(db, bl, where), q.pageNum, q.pageSize);
}

export async function byIds(db: Db, ids: string[]) {
  return ids.length ? db.select().from(bl).where(inArray(bl.id, ids)) : [];
}

export async function byPhones(db: Db, phones: string[]) {
  return phones.length ? db.select({ id: bl.id, phone: bl.phone }).from(bl).where(inArray(bl.phone, phones)) : [];
}
