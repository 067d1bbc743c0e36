import type { RoleLevel, RoleListQuery, RoleRow } from '@zhiyu/contract/modules/admin/role';
import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminScope } from '../../../platform/access/admin-scope.ts';
import type { Db } from '../../../platform/db/client.ts';
import { roleResources, roles, userRoles } from '../../../platform/identity/table.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { channels, tenants } from '../../../platform/tenancy/table.ts';

type ListQuery = z.output<typeof RoleListQuery>;
export type Role = typeof roles.$inferSelect;

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The roles of one level that a scope administers. Tenant roles of a channel are found through
 * their tenant's channel, so a role row can never reach past the tenant it belongs to.
 */
export function inScope(scope: AdminScope, level: RoleLevel): SQL | undefined {
  const lvl = eq(roles.level, level);
  if (scope.level === 'platform') return lvl;
  if (level === 'channel') {
    return scope.level === 'channel' ? and(lvl, eq(roles.channelId, scope.channelId)) : sql`false`;
  }
  if (scope.level === 'channel') {
    return and(
      lvl,
      inArray(
        roles.tenantId,
        sql`(select ${tenants.id} from ${tenants} where ${tenants.channelId} = ${scope.channelId})`,
      ),
    );
  }
  return and(lvl, eq(roles.tenantId, scope.tenantId));
}

const userCount = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`;
const grantCount = sql<number>`(select count(*)::int from ${roleResources} where ${roleResources.roleId} = ${roles.id})`;

const SORT = { name: roles.name, createdAt: roles.createdAt } as const;

function rowsQuery(db: Db) {
  return db
    .select({
      role: roles,
      channelName: channels.name,
      tenantName: tenants.name,
      userCount,
      grantCount,
    })
    .from(roles)
    .leftJoin(tenants, eq(tenants.id, roles.tenantId))
    .leftJoin(channels, eq(channels.id, sql`coalesce(${tenants.channelId}, ${roles.channelId})`));
}

type Joined = Awaited<ReturnType<ReturnType<typeof rowsQuery>['where']>>[number];

function toRow(r: Joined): RoleRow {
  return {
    id: r.role.id,
    level: r.role.level,
    name: r.role.name,
    description: r.role.description,
    channelId: r.role.channelId,
    channelName: r.channelName ?? '',
    tenantId: r.role.tenantId,
    tenantName: r.tenantName ?? '',
    userCount: Number(r.userCount),
    grantCount: Number(r.grantCount),
    createdAt: r.role.createdAt.getTime(),
    updatedAt: r.role.updatedAt.getTime(),
  };
}

export function listRoles(db: Db, scope: AdminScope, level: RoleLevel, q: ListQuery) {
  const where = and(
    inScope(scope, level),
    q.name ? ilike(roles.name, likeText(q.name)) : undefined,
    q.channelId ? eq(roles.channelId, q.channelId) : undefined,
    q.tenantId ? eq(roles.tenantId, q.tenantId) : undefined,
  );
  const rows = rowsQuery(db)
    .where(where)
    .orderBy(...orderBy(SORT[q.sortField ?? 'createdAt'], roles.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, roles, where), q.pageNum, q.pageSize);
}

export async function roleRow(db: Db, id: string): Promise<RoleRow | undefined> {
  const [r] = await rowsQuery(db).where(eq(roles.id, id));
  return r && toRow(r);
}

/** A role of the level inside the scope; undefined when it does not exist or lies outside. */
export async function findRole(db: Db, scope: AdminScope, level: RoleLevel, id: string) {
  const [r] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), inScope(scope, level)));
  return r;
}

export async function findAnyRole(db: Db, id: string) {
  const [r] = await db.select().from(roles).where(eq(roles.id, id));
  return r;
}

/** Another role of the same owner with this name (names are unique per channel or tenant). */
export async function sameName(db: Db, r: Pick<Role, 'level' | 'channelId' | 'tenantId'>, name: string) {
  const owner = r.level === 'channel' ? eq(roles.channelId, r.channelId ?? '') : eq(roles.tenantId, r.tenantId ?? '');
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.level, r.level), owner, eq(roles.name, name)));
  return row;
}

export async function grantsOf(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ id: roleResources.resourceId })
    .from(roleResources)
    .where(eq(roleResources.roleId, roleId));
  return rows.map((r) => r.id).sort();
}

export async function holdersOf(db: Db, roleId: string): Promise<string[]> {
  const rows = await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return rows.map((r) => r.id).sort();
}

export async function findTenant(db: Db, id: string) {
  const [t] = await db
    .select({ id: tenants.id, channelId: tenants.channelId, modules: tenants.modules, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, id));
  return t;
}

export async function findChannel(db: Db, id: string) {
  const [c] = await db.select({ id: channels.id, name: channels.name }).from(channels).where(eq(channels.id, id));
  return c;
}

/** The channels and tenants a scope administers, for the screens' pickers. */
export async function scopes(db: Db, scope: AdminScope) {
  const chWhere =
    scope.level === 'platform' ? undefined : scope.level === 'channel' ? eq(channels.id, scope.channelId) : sql`false`;
  const tWhere =
    scope.level === 'platform'
      ? undefined
      : scope.level === 'channel'
        ? eq(tenants.channelId, scope.channelId)
        : eq(tenants.id, scope.tenantId);
  const [chs, ts] = await Promise.all([
    db.select({ id: channels.id, name: channels.name }).from(channels).where(chWhere).orderBy(channels.id),
    db
      .select({ id: tenants.id, name: tenants.name, channelId: tenants.channelId })
      .from(tenants)
      .where(tWhere)
      .orderBy(tenants.id),
  ]);
  return { channels: chs, tenants: ts };
}
