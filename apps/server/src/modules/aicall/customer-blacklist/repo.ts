import type { CustomerBlacklistFilter, CustomerBlacklistRow } from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { and, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { published } from '../../../platform/jobs/visibility.ts';
import { phoneFilter } from '../customer/phone-filter.ts';
import { type CustomerScope, likeText, shownPhone } from '../customer/scope.ts';
import { customerBlacklist as cb } from '../customer/table.ts';

export type Entry = typeof cb.$inferSelect;
export type Filter = z.output<typeof CustomerBlacklistFilter>;

export const inScope = (s: CustomerScope) =>
  and(eq(cb.tenantId, s.tenantId), eq(cb.appId, s.appId), published(cb.importJob));

export function toRow(e: Entry, full: boolean): CustomerBlacklistRow {
  return {
    id: e.id,
    phone: shownPhone(e.phone, full),
    phoneMasked: !full,
    reason: e.reason,
    createdBy: e.createdBy,
    createdAt: e.createdAt.getTime(),
  };
}

export function filters(s: CustomerScope, f: Filter, full: boolean): SQL | undefined {
  return and(
    inScope(s),
    phoneFilter(cb.phone, f.phone, full),
    f.reason ? ilike(cb.reason, likeText(f.reason)) : undefined,
    f.createdFrom !== undefined ? gte(cb.createdAt, new Date(f.createdFrom)) : undefined,
    f.createdTo !== undefined ? lte(cb.createdAt, new Date(f.createdTo)) : undefined,
  );
}

export async function byPhones(db: Db, s: CustomerScope, phones: string[]) {
  if (!phones.length) return [];
  return db
    .select({ id: cb.id, phone: cb.phone })
    .from(cb)
    .where(and(inScope(s), inArray(cb.phone, phones)));
}
