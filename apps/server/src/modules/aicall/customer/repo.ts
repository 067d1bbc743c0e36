import type { CustomerFilter, CustomerListQuery, CustomerRow } from '@zhiyu/contract/modules/aicall/customer';
import { checkAttributeValue } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { and, arrayContains, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { published } from '../../../platform/jobs/visibility.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import * as attributes from '../customer-attribute/repo.ts';
import { phoneFilter } from './phone-filter.ts';
import { type CustomerScope, likeText, shownPhone } from './scope.ts';
import { customers as c } from './table.ts';

export type Customer = typeof c.$inferSelect;
type ListQuery = z.output<typeof CustomerListQuery>;
export type Filter = z.output<typeof CustomerFilter>;

export const inScope = (s: CustomerScope) =>
  and(eq(c.tenantId, s.tenantId), eq(c.appId, s.appId), published(c.importJob));

export function toRow(x: Customer, full: boolean): CustomerRow {
  return {
    id: x.id,
    name: x.name,
    phone: shownPhone(x.phone, full),
    phoneMasked: !full,
    tags: x.tags,
    attrs: Object.fromEntries(Object.entries(x.attrs).filter(([, v]) => v !== null)) as Record<string, string | number>,
    createdAt: x.createdAt.getTime(),
    updatedAt: x.updatedAt.getTime(),
  };
}

/** The attribute condition: text contains, number equals, date the same day, select equals. */
async function attributeFilter(db: Db, s: CustomerScope, f: Filter): Promise<SQL | undefined> {
  if (!f.attrId) return undefined;
  const def = await attributes.byId(db, s, f.attrId);
  if (!def) throw new AppError('100002', { detail: { zh: '属性不存在', en: 'attribute not found' } });
  if (!f.attrValue) return sql`${c.attrs} ? ${def.id}`;
  if (def.type === 'text') return ilike(sql`${c.attrs} ->> ${def.id}`, likeText(f.attrValue));
  const r = checkAttributeValue({ ...def, required: 0 }, f.attrValue);
  if ('error' in r) throw new AppError('100001', { detail: `attrValue: ${r.error}` });
  if (def.type === 'select') return eq(sql`${c.attrs} ->> ${def.id}`, String(r.value));
  return sql`${c.attrs} -> ${def.id} = ${JSON.stringify(r.value)}::jsonb`;
}

/** Every condition of a customer filter, scoped; shared by the list, the export and add-to-task. */
export async function filters(db: Db, s: CustomerScope, f: Filter, full: boolean): Promise<SQL | undefined> {
  return and(
    inScope(s),
    f.name ? ilike(c.name, likeText(f.name)) : undefined,
    phoneFilter(c.phone, f.phone, full),
    f.tag ? arrayContains(c.tags, [f.tag]) : undefined,
    f.createdFrom !== undefined ? gte(c.createdAt, new Date(f.createdFrom)) : undefined,
    f.createdTo !== undefined ? lte(c.createdAt, new Date(f.createdTo)) : undefined,
    await attributeFilter(db, s, f),
  );
}

export async function list(db: Db, s: CustomerScope, q: ListQuery, full: boolean) {
  const where = await filters(db, s, q, full);
  const field = q.sortField ?? 'createdAt';
  const column = field === 'name' ? c.name : field === 'updatedAt' ? c.updatedAt : c.createdAt;
  const rows = db
    .select()
    .from(c)
    .where(where)
    .orderBy(...orderBy(column, c.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map((x) => toRow(x, full)));
  return pageOf(rows, cappedCount(db, c, where), q.pageNum, q.pageSize);
}

export async function byId(db: Db, s: CustomerScope, id: string) {
  const [x] = await db
    .select()
    .from(c)
    .where(and(inScope(s), eq(c.id, id)));
  return x;
}

export async function byPhones(db: Db, s: CustomerScope, phones: string[]) {
  if (!phones.length) return [];
  return db
    .select({ id: c.id, phone: c.phone })
    .from(c)
    .where(and(inScope(s), inArray(c.phone, phones)));
}

export async function remove(db: Db, s: CustomerScope, ids: string[]) {
  const gone = await db
    .delete(c)
    .where(and(inScope(s), inArray(c.id, ids)))
    .returning({ id: c.id });
  return gone.length;
}
