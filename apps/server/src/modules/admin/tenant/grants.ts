import { BASE_MODULES } from '@zhiyu/contract/modules/admin/tenant';
import type { ModuleKey } from '@zhiyu/contract/nav';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { roleResources, roles } from '../../../platform/identity/table.ts';

/**
 * The role a tenant's first admin holds, created with the tenant. The id follows the demo data's
 * convention, so modules enabled later can be granted to it (see grantModules).
 */
export const adminRoleId = (tenantId: string) => `r-tenant-admin-${tenantId}`;

/** Every tenant-level resource of these modules (and of the base modules every tenant keeps). */
export function tenantResourcesOf(modules: readonly string[]): string[] {
  const wanted = new Set<string>([...BASE_MODULES, ...modules]);
  return ALL_RESOURCES.filter((r) => r.level === 'tenant' && wanted.has(r.module)).map((r) => r.id);
}

/**
 * A module switched on after the tenant was created: its tenant-level resources are granted to the
 * tenant's admin role (when it still exists), so the admin sees it at the next sign-in. Switching a
 * module off revokes nothing: the grant simply stops counting while the module is off.
 */
export async function grantModules(db: Db, tenantId: string, added: readonly ModuleKey[]) {
  if (!added.length) return;
  const ids = ALL_RESOURCES.filter((r) => r.level === 'tenant' && added.includes(r.module)).map((r) => r.id);
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.id, adminRoleId(tenantId)));
  if (!ids.length || !role) return;
  await db
    .insert(roleResources)
    .values(ids.map((resourceId) => ({ roleId: adminRoleId(tenantId), resourceId })))
    .onConflictDoNothing();
}
