import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { newId } from '../../../platform/access/tokens.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { Db } from '../../../platform/db/client.ts';
import { roleResources, roles, userRoles, users } from '../../../platform/identity/table.ts';
import { adminRoleId, tenantResourcesOf } from './grants.ts';

/** Usernames are global and compared case-insensitively, as the user screens compare them. */
export async function usernameTaken(db: Db, username: string) {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return !!u;
}

export interface FirstAdmin {
  channelId: string;
  tenantId: string;
  appid: string;
  modules: readonly string[];
  username: string;
  passwordHash: string;
}

/**
 * The new tenant's first admin: a tenant-admin role granted every tenant-level resource of the
 * enabled modules (plus the base modules), and a user holding it, working in the first app, who
 * must change the password the operator typed at first sign-in.
 */
export async function createTenantAdmin(db: Db, req: FastifyRequest, a: FirstAdmin) {
  const roleId = adminRoleId(a.tenantId);
  const grants = tenantResourcesOf(a.modules);
  const at = { channelId: a.channelId, tenantId: a.tenantId };
  await db.insert(roles).values({ id: roleId, level: 'tenant', ...at, name: '租户管理员', description: '' });
  await db.insert(roleResources).values(grants.map((resourceId) => ({ roleId, resourceId })));
  const userId = newId();
  await db.insert(users).values({
    id: userId,
    username: a.username,
    passwordHash: a.passwordHash,
    nickname: a.username,
    level: 'tenant',
    ...at,
    appId: a.appid,
    // The operator typed this password: the admin replaces it at first sign-in.
    mustChangePassword: true,
  });
  await db.insert(userRoles).values({ userId, roleId });
  await audit(db, req, {
    action: 'create',
    entity: 'role',
    entityId: roleId,
    entityName: '租户管理员',
    ...at,
    after: { grants: grants.length },
  });
  await audit(db, req, {
    action: 'create',
    entity: 'user',
    entityId: userId,
    entityName: a.username,
    ...at,
    after: { username: a.username, level: 'tenant', appId: a.appid, roles: [roleId] },
  });
}
