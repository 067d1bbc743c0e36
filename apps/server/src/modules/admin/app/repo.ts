import type { AppListQuery, AppRow } from '@zhiyu/contract/modules/admin/app';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminScope } from '../../../platform/access/admin-scope.ts';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { apps, tenants } from '../../../platform/tenancy/table.ts';
import { dbStatus, likeText, wireStatus } from '../channel/org.ts';

type ListQuery = z.output<typeof AppListQuery>;
type App = typeof apps.$inferSelect;

/** Users work in an app through users.app_id, which holds the appid. */
const userCount = sql<number>`(select count(*)::int from "users" u where u."app_id" = "apps"."appid")`;

/** Apps of the tenants the scope administers. */
function inScope(s: AdminScope): SQL | undefined {
  if (s.level === 'platform') return undefined;
  if (s.level === 'channel')
    return sql`"apps"."tenant_id" in (select t."id" from "tenants" t where t."channel_id" = ${s.channelId})`;
  return eq(apps.tenantId, s.tenantId);
}

export function toRow(a: App, tenantName: string | null, n: number): AppRow {
  return {
    id: a.id,
    appid: a.appid,
    name: a.name,
    tenantId: a.tenantId,
    tenantName: tenantName ?? '',
    status: wireStatus(a.status),
    remark: a.remark,
    userCount: Number(n),
    createdAt: a.createdAt.getTime(),
  };
}

export function listApps(db: Db, s: AdminScope, q: ListQuery) {
  const where = and(
    inScope(s),
    q.tenantId ? eq(apps.tenantId, q.tenantId) : undefined,
    q.name ? ilike(apps.name, likeText(q.name)) : undefined,
    q.appid ? ilike(apps.appid, likeText(q.appid)) : undefined,
    q.status !== undefined ? eq(apps.status, dbStatus(q.status)) : undefined,
  );
  const column = q.sortField === 'name' ? apps.name : apps.createdAt;
  const rows = db
    .select({ a: apps, tenantName: tenants.name, n: userCount })
    .from(apps)
    .leftJoin(tenants, eq(tenants.id, apps.tenantId))
    .where(where)
    .orderBy(...orderBy(column, apps.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(({ a, tenantName, n }) => toRow(a, tenantName, n)));
  return pageOf(rows, cappedCount(db, apps, where), q.pageNum, q.pageSize);
}

/** One app with its tenant (for the scope check), its tenant's name and user count. */
export async function findApp(db: Db, id: string) {
  const [r] = await db
    .select({ a: apps, tenant: { id: tenants.id, channelId: tenants.channelId, name: tenants.name }, n: userCount })
    .from(apps)
    .innerJoin(tenants, eq(tenants.id, apps.tenantId))
    .where(eq(apps.id, id));
  return r ? { ...r, row: toRow(r.a, r.tenant.name, r.n) } : undefined;
}
