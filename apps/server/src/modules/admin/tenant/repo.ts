import {
  OPTIONAL_MODULES,
  type OptionalModule,
  type TenantListQuery,
  type TenantRow,
} from '@zhiyu/contract/modules/admin/tenant';
import { and, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminScope } from '../../../platform/access/admin-scope.ts';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { channels, tenants } from '../../../platform/tenancy/table.ts';
import { dbStatus, likeText, wireStatus } from '../channel/org.ts';

type ListQuery = z.output<typeof TenantListQuery>;
type Tenant = typeof tenants.$inferSelect;

/** Rows of tenants the scope administers: all, a channel's, or one tenant. */
export function inScope(s: AdminScope): SQL | undefined {
  if (s.level === 'platform') return undefined;
  if (s.level === 'channel') return eq(tenants.channelId, s.channelId);
  return eq(tenants.id, s.tenantId);
}

const userCount = sql<number>`(select count(*)::int from "users" u where u."tenant_id" = "tenants"."id")`;

/** The optional modules of a stored module list (base modules are implied, never shown). */
export const optionalOf = (ms: readonly string[]): OptionalModule[] => OPTIONAL_MODULES.filter((m) => ms.includes(m));

export function toRow(t: Tenant, channelName: string | null, count: number): TenantRow {
  return {
    id: t.id,
    name: t.name,
    corpId: t.corpId,
    channelId: t.channelId,
    channelName: channelName ?? '',
    contactName: t.contactName,
    contactPhone: t.contactPhone,
    expiresAt: t.expiresAt ? t.expiresAt.getTime() : null,
    userQuota: t.userQuota,
    seatQuota: t.seatQuota,
    modules: optionalOf(t.modules),
    status: wireStatus(t.status),
    userCount: Number(count),
    remark: t.remark,
    createdAt: t.createdAt.getTime(),
    updatedAt: t.updatedAt.getTime(),
  };
}

const SORT = { name: tenants.name, createdAt: tenants.createdAt, expiresAt: tenants.expiresAt } as const;

export function listTenants(db: Db, s: AdminScope, q: ListQuery) {
  const where = and(
    inScope(s),
    q.channelId ? eq(tenants.channelId, q.channelId) : undefined,
    q.name ? ilike(tenants.name, likeText(q.name)) : undefined,
    q.corpId ? ilike(tenants.corpId, likeText(q.corpId)) : undefined,
    q.status !== undefined ? eq(tenants.status, dbStatus(q.status)) : undefined,
  );
  const rows = db
    .select({ t: tenants, channelName: channels.name, n: userCount })
    .from(tenants)
    .leftJoin(channels, eq(channels.id, tenants.channelId))
    .where(where)
    .orderBy(...orderBy(SORT[q.sortField ?? 'createdAt'], tenants.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(({ t, channelName, n }) => toRow(t, channelName, n)));
  return pageOf(rows, cappedCount(db, tenants, where), q.pageNum, q.pageSize);
}

/** One tenant with its channel name and user count, whatever the scope (callers check it). */
export async function findTenant(db: Db, id: string) {
  const [r] = await db
    .select({ t: tenants, channelName: channels.name, n: userCount })
    .from(tenants)
    .leftJoin(channels, eq(channels.id, tenants.channelId))
    .where(eq(tenants.id, id));
  return r ? { ...r, row: toRow(r.t, r.channelName, r.n) } : undefined;
}

export async function corpIdTaken(db: Db, corpId: string, self?: string) {
  const [r] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.corpId, corpId), self ? ne(tenants.id, self) : undefined))
    .limit(1);
  return !!r;
}

/** The channel row, locked until the transaction ends (quota checks of concurrent creates queue). */
export async function lockChannel(db: Db, id: string) {
  const [c] = await db.select().from(channels).where(eq(channels.id, id)).for('update');
  return c;
}

export async function tenantsIn(db: Db, channelId: string) {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants).where(eq(tenants.channelId, channelId));
  return Number(r.n);
}

export function options(db: Db, s: AdminScope, channelId?: string) {
  return db
    .select({ id: tenants.id, name: tenants.name, channelId: tenants.channelId })
    .from(tenants)
    .where(and(inScope(s), channelId ? eq(tenants.channelId, channelId) : undefined))
    .orderBy(tenants.id)
    .limit(1000);
}
