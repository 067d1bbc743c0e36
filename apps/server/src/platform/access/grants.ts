import type { NavItem } from '@zhiyu/contract/modules/admin/schemas';
import { type ModuleKey, NAV, type NavNode } from '@zhiyu/contract/nav';
import type { ResourceDef } from '@zhiyu/contract/permissions';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resources, roleResources, userRoles } from '../identity/table.ts';

export const RESOURCES = new Map<string, ResourceDef>(ALL_RESOURCES.map((r) => [r.id, r]));
const ALL_IDS = new Set(RESOURCES.keys());
const ALWAYS = ALL_RESOURCES.filter((r) => r.always).map((r) => r.id);

/** Every tenant has the base pages of /index, whatever modules it bought. */
const BASE_MODULES: ModuleKey[] = ['index'];

/**
 * The caller's effective resources. Platform operators hold everything. Others hold the union of
 * their roles' grants; tenant-level resources only count when the current tenant has the module,
 * so a tenant losing a module loses its pages at once, without touching roles.
 */
export async function effectiveResources(
  db: Db,
  user: { id: string; level: string },
  tenantModules: ModuleKey[] | null,
): Promise<Set<string>> {
  if (user.level === 'platform') return ALL_IDS;
  const rows = await db
    .select({ id: roleResources.resourceId })
    .from(userRoles)
    .innerJoin(roleResources, eq(roleResources.roleId, userRoles.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    // An operator may set a resource invalid (requirements §3 validity 1): it then counts for no role.
    .where(and(eq(userRoles.userId, user.id), eq(resources.validity, 0)));
  const modules = tenantModules && new Set([...BASE_MODULES, ...tenantModules]);
  const out = new Set<string>(ALWAYS);
  for (const { id } of rows) {
    const r = RESOURCES.get(id);
    if (!r) continue;
    if (modules && r.level === 'tenant' && !modules.has(r.module)) continue;
    out.add(id);
  }
  return out;
}

/** The nav tree pruned to granted nodes; a directory or parent menu shows if any child does. */
export function navFor(granted: Set<string>, nodes: NavNode[] = NAV, parentId: string | null = null): NavItem[] {
  const out: NavItem[] = [];
  for (const n of nodes) {
    const children = navFor(granted, n.children ?? [], n.path);
    const self = granted.has(n.path) && n.type === 1;
    if (!self && children.length === 0) continue;
    out.push({
      id: n.path,
      path: n.path,
      name: n.path,
      parentId,
      type: n.type,
      ...(n.hidden ? { hidden: true } : {}),
      ...(children.length ? { children } : {}),
    });
  }
  return out;
}

export function whiteLists(granted: Set<string>) {
  const api: string[] = [];
  const btn: { id: string }[] = [];
  for (const id of granted) {
    const t = RESOURCES.get(id)?.type;
    if (t === 3) api.push(id);
    if (t === 2) btn.push({ id });
  }
  return { apiWhiteList: api.sort(), btnWhiteList: btn.sort((a, b) => a.id.localeCompare(b.id)) };
}

/** True when the grant holds a real menu, not only the pages every user has. */
export function hasMenus(granted: Set<string>): boolean {
  for (const id of granted) {
    const r = RESOURCES.get(id);
    if (r && r.type === 1 && !r.always) return true;
  }
  return false;
}

/**
 * Bot types (requirements §3) a scope may use, from its modules: aicall → outbound 0 + inbound 1,
 * aihelper → assistant 2 + quality inspection 6 (real-time inspection is an assistant feature),
 * aitext → text 3, learnself → practice 4 (practice bots are trained there), aikb → knowledge base 5.
 */
const BOT_TYPES_BY_MODULE: Partial<Record<ModuleKey, number[]>> = {
  aicall: [0, 1],
  aihelper: [2, 6],
  aitext: [3],
  learnself: [4],
  aikb: [5],
};
export function botTypesFor(modules: ModuleKey[] | null): number[] {
  if (!modules) return [0, 1, 2, 3, 4, 5, 6];
  return [...new Set(modules.flatMap((m) => BOT_TYPES_BY_MODULE[m] ?? []))].sort();
}
