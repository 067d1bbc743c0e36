import type { AttributeListQuery, AttributeRow } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import { published } from '../../../platform/jobs/visibility.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { type CustomerScope, likeText } from '../customer/scope.ts';
import { customerAttributes as ca, customers } from '../customer/table.ts';

export type Attribute = typeof ca.$inferSelect;
type ListQuery = z.output<typeof AttributeListQuery>;

export const inScope = (s: CustomerScope) => and(eq(ca.tenantId, s.tenantId), eq(ca.appId, s.appId));

export function toRow(a: Attribute, valueCount = 0): AttributeRow {
  return {
    id: a.id,
    name: a.name,
    type: a.type,
    required: a.required,
    options: a.options,
    sort: a.sort,
    valueCount,
    createdAt: a.createdAt.getTime(),
    updatedAt: a.updatedAt.getTime(),
  };
}

/** Customers of the scope carrying a value of each attribute: one pass, only for the given ids. */
export async function valueCounts(db: Db, s: CustomerScope, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const cols = ids.map(
    (id, i) => sql`count(*) filter (where ${customers.attrs} ? ${id})::int as ${sql.identifier(`c${i}`)}`,
  );
  const r = await db.execute(
    sql`select ${sql.join(cols, sql`, `)} from ${customers} where ${customers.tenantId} = ${s.tenantId} and ${customers.appId} = ${s.appId} and ${published(customers.importJob)}`,
  );
  const row = rowsOf<Record<string, number>>(r)[0] ?? {};
  return new Map(ids.map((id, i) => [id, Number(row[`c${i}`] ?? 0)]));
}

export async function list(db: Db, s: CustomerScope, q: ListQuery) {
  const where: SQL | undefined = and(
    inScope(s),
    q.name ? ilike(ca.name, likeText(q.name)) : undefined,
    q.type ? eq(ca.type, q.type) : undefined,
  );
  const field = q.sortField ?? 'sort';
  const order =
    field === 'name'
      ? orderBy(ca.name, ca.name, q.sortOrder ?? 'ASC')
      : field === 'createdAt'
        ? orderBy(ca.createdAt, ca.id, q.sortOrder)
        : [...orderBy(ca.sort, ca.createdAt, q.sortOrder ?? 'ASC'), asc(ca.id)];
  const rows = db
    .select()
    .from(ca)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then(async (page) => {
      const counts = await valueCounts(
        db,
        s,
        page.map((a) => a.id),
      );
      return page.map((a) => toRow(a, counts.get(a.id)));
    });
  return pageOf(rows, cappedCount(db, ca, where), q.pageNum, q.pageSize);
}

/** Every attribute of the scope in column order (sort, then creation). */
export function all(db: Db, s: CustomerScope) {
  return db.select().from(ca).where(inScope(s)).orderBy(asc(ca.sort), asc(ca.createdAt), asc(ca.id));
}

export async function countOf(db: Db, s: CustomerScope) {
  const [{ n }] = await db.select({ n: count() }).from(ca).where(inScope(s));
  return n;
}

export async function byId(db: Db, s: CustomerScope, id: string) {
  const [a] = await db
    .select()
    .from(ca)
    .where(and(inScope(s), eq(ca.id, id)));
  return a;
}

export async function byName(db: Db, s: CustomerScope, name: string) {
  const [a] = await db
    .select({ id: ca.id })
    .from(ca)
    .where(and(inScope(s), eq(ca.name, name)));
  return a;
}

export function byIds(db: Db, s: CustomerScope, ids: string[]) {
  return db
    .select()
    .from(ca)
    .where(and(inScope(s), inArray(ca.id, ids)));
}

/** Customers of the scope whose value of `id` is one of `values` (select options being removed). */
export async function optionUse(db: Db, s: CustomerScope, id: string, values: string[]) {
  if (!values.length) return 0;
  const [{ n }] = await db
    .select({ n: count() })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, s.tenantId),
        eq(customers.appId, s.appId),
        inArray(sql<string>`${customers.attrs} ->> ${id}`, values),
      ),
    );
  return n;
}

/** Takes the attributes' values off every customer of the scope carrying them; returns how many customers changed. */
export async function removeValues(db: Db, s: CustomerScope, ids: string[]) {
  const changed = await db
    .update(customers)
    .set({
      attrs: sql`${customers.attrs} - ${sql`array[${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}]::text[]`}`,
    })
    .where(
      and(
        eq(customers.tenantId, s.tenantId),
        eq(customers.appId, s.appId),
        sql`${customers.attrs} ?| array[${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .returning({ id: customers.id });
  return changed.length;
}
