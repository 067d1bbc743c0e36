import type { ManagedUserRow, RoleRef, UserListQuery } from '@zhiyu/contract/modules/admin/user-manage';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import { and, asc, eq, exists, gte, ilike, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminScope } from '../../../platform/access/admin-scope.ts';
import type { Db } from '../../../platform/db/client.ts';
import { roles, userRoles, users } from '../../../platform/identity/table.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { apps, channels, tenants } from '../../../platform/tenancy/table.ts';

export type ListQuery = z.output<typeof UserListQuery>;
export type User = typeof users.$inferSelect;
type Level = User['level'];

/** LIKE wildcards typed by the user are matched literally. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Tenants of a channel, as a subquery (a user's tenant decides its channel, not a copied column). */
const tenantsOf = (db: Db, channelId: string) =>
  db.select({ id: tenants.id }).from(tenants).where(eq(tenants.channelId, channelId));

/**
 * The users an admin scope reaches: everything for the platform; for a channel its channel users
 * and the users of its tenants; for a tenant its users.
 */
export function inScope(db: Db, s: AdminScope): SQL | undefined {
  if (s.level === 'platform') return undefined;
  if (s.level === 'tenant') return eq(users.tenantId, s.tenantId);
  return or(
    and(eq(users.level, 'channel'), eq(users.channelId, s.channelId)),
    inArray(users.tenantId, tenantsOf(db, s.channelId)),
  );
}

/** The list's WHERE: scope, the levels the caller's code reaches, then the search form. */
export function filters(db: Db, s: AdminScope, levels: Level[], q: Omit<ListQuery, 'pageNum' | 'pageSize'>) {
  return and(
    inScope(db, s),
    levels.length < 3 ? inArray(users.level, levels) : undefined,
    q.username ? ilike(users.username, likeText(q.username)) : undefined,
    q.nickname ? ilike(users.nickname, likeText(q.nickname)) : undefined,
    q.phone ? like(users.phone, likeText(q.phone)) : undefined,
    q.level ? eq(users.level, q.level) : undefined,
    q.tenantId ? eq(users.tenantId, q.tenantId) : undefined,
    q.channelId
      ? or(
          and(eq(users.level, 'channel'), eq(users.channelId, q.channelId)),
          inArray(users.tenantId, tenantsOf(db, q.channelId)),
        )
      : undefined,
    q.status !== undefined ? eq(users.status, q.status === 1 ? 'enabled' : 'disabled') : undefined,
    q.roleId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, q.roleId))),
        )
      : undefined,
    q.createdFrom !== undefined ? gte(users.createdAt, new Date(q.createdFrom)) : undefined,
    q.createdTo !== undefined ? lte(users.createdAt, new Date(q.createdTo)) : undefined,
  );
}

/**
 * A row's own columns, its tenant's name and channel, its channel's name (a tenant user's channel is
 * its tenant's), and its roles as one JSON array. The roles subquery runs only for the rows the
 * LIMIT lets through, so a page is one statement.
 */
const listColumns = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  level: users.level,
  ownChannelId: users.channelId,
  tenantId: users.tenantId,
  appId: users.appId,
  phone: users.phone,
  email: users.email,
  remark: users.remark,
  status: users.status,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
  tenantName: tenants.name,
  tenantChannelId: tenants.channelId,
  channelName: channels.name,
  roles: sql<
    RoleRef[] | string | null
  >`(select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name, r.id)
    from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id})`,
};

/** The SELECT … FROM users with the joins the columns above need; callers add WHERE, ORDER and LIMIT. */
const selectListed = (db: Db) =>
  db
    .select(listColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(channels, eq(channels.id, sql`coalesce(${tenants.channelId}, ${users.channelId})`));
type Listed = Awaited<ReturnType<ReturnType<typeof selectListed>['execute']>>[number];

async function decorate(rows: Listed[], locked: (username: string) => Promise<boolean>) {
  return Promise.all(
    rows.map(async (r): Promise<ManagedUserRow> => {
      const roles = typeof r.roles === 'string' ? (JSON.parse(r.roles) as RoleRef[]) : (r.roles ?? []);
      const channelId = r.tenantId ? r.tenantChannelId : r.ownChannelId;
      return {
        id: r.id,
        username: r.username,
        nickname: r.nickname,
        level: r.level,
        channelId: channelId ?? null,
        channelName: r.channelName ?? '',
        tenantId: r.tenantId,
        tenantName: r.tenantName ?? '',
        appId: r.appId,
        roles,
        phone: maskPhone(r.phone),
        email: r.email,
        remark: r.remark,
        status: r.status === 'enabled' ? 1 : 0,
        locked: await locked(r.username),
        mustChangePassword: r.mustChangePassword,
        createdAt: r.createdAt.getTime(),
      };
    }),
  );
}

export async function listUsers(
  db: Db,
  where: SQL | undefined,
  q: ListQuery,
  locked: (username: string) => Promise<boolean>,
) {
  // Usernames are unique, so (username) alone is a total order; created time adds the id.
  const order =
    q.sortField === 'username'
      ? orderBy(users.username, users.username, q.sortOrder)
      : orderBy(users.createdAt, users.id, q.sortOrder);
  const rows = await selectListed(db)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize));
  // A first page that is not full is the whole list: its count needs no second statement.
  const counted =
    q.pageNum === 1 && rows.length < q.pageSize
      ? Promise.resolve({ total: rows.length, totalCapped: false })
      : cappedCount(db, users, where);
  return pageOf(decorate(rows, locked), counted, q.pageNum, q.pageSize);
}

export async function rowOf(db: Db, id: string, locked: (username: string) => Promise<boolean>) {
  const r = await selectListed(db).where(eq(users.id, id)).limit(1);
  const [row] = await decorate(r, locked);
  return row;
}

/** Rows of these users in (created, id) order, for the export's keyset pages. */
export async function listByIds(db: Db, ids: string[]) {
  const r = await selectListed(db).where(inArray(users.id, ids)).orderBy(asc(users.createdAt), asc(users.id));
  return decorate(r, async () => false);
}

export async function findUser(db: Db, id: string) {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u;
}

export async function findByUsername(db: Db, username: string) {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return u;
}

export async function findTenant(db: Db, id: string) {
  const [t] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return t;
}

export async function findChannel(db: Db, id: string) {
  const [c] = await db.select().from(channels).where(eq(channels.id, id)).limit(1);
  return c;
}

/** Locks the tenant row for the quota check, so two creates cannot both take the last place. */
export async function lockTenant(db: Db, id: string) {
  await db.execute(sql`select id from tenants where id = ${id} for update`);
}

export async function countTenantUsers(db: Db, tenantId: string) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.tenantId, tenantId));
  return n;
}

export async function appsOf(db: Db, tenantId: string) {
  return db
    .select({ appid: apps.appid, name: apps.name })
    .from(apps)
    .where(eq(apps.tenantId, tenantId))
    .orderBy(asc(apps.createdAt), asc(apps.id));
}

export async function rolesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(roles).where(inArray(roles.id, ids));
}

export async function heldRoles(db: Db, userId: string) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name), asc(roles.id));
}

const ROLE_OPTIONS_MAX = 500;

/** Roles a user of this level and organisation may hold. */
export function rolesForUser(db: Db, u: Pick<User, 'level' | 'channelId' | 'tenantId'>) {
  const where =
    u.level === 'tenant' && u.tenantId
      ? and(eq(roles.level, 'tenant'), eq(roles.tenantId, u.tenantId))
      : u.level === 'channel' && u.channelId
        ? and(eq(roles.level, 'channel'), eq(roles.channelId, u.channelId))
        : sql`false`;
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(where)
    .orderBy(asc(roles.name), asc(roles.id))
    .limit(ROLE_OPTIONS_MAX);
}

/** Roles inside an admin scope (for the role filter of the list). */
export function rolesInScope(db: Db, s: AdminScope) {
  const where =
    s.level === 'platform'
      ? undefined
      : s.level === 'tenant'
        ? eq(roles.tenantId, s.tenantId)
        : or(
            and(eq(roles.level, 'channel'), eq(roles.channelId, s.channelId)),
            inArray(roles.tenantId, tenantsOf(db, s.channelId)),
          );
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(where)
    .orderBy(asc(roles.name), asc(roles.id))
    .limit(ROLE_OPTIONS_MAX);
}

const ORG_OPTIONS_MAX = 2000;

export async function orgsInScope(db: Db, s: AdminScope) {
  const channelWhere =
    s.level === 'platform' ? undefined : eq(channels.id, s.level === 'channel' ? s.channelId : (s.channelId ?? ''));
  const tenantWhere =
    s.level === 'platform'
      ? undefined
      : s.level === 'channel'
        ? eq(tenants.channelId, s.channelId)
        : eq(tenants.id, s.tenantId);
  const [channelRows, tenantRows] = await Promise.all([
    s.level === 'tenant'
      ? []
      : db
          .select({ id: channels.id, name: channels.name })
          .from(channels)
          .where(channelWhere)
          .orderBy(asc(channels.createdAt), asc(channels.id))
          .limit(ORG_OPTIONS_MAX),
    db
      .select({ id: tenants.id, name: tenants.name, channelId: tenants.channelId })
      .from(tenants)
      .where(tenantWhere)
      .orderBy(asc(tenants.createdAt), asc(tenants.id))
      .limit(ORG_OPTIONS_MAX),
  ]);
  return { level: s.level, channels: channelRows.map((c) => ({ ...c, channelId: c.id })), tenants: tenantRows };
}
