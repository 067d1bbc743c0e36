import type { GrantNode } from '@zhiyu/contract/modules/admin/role';
import type { ModuleKey } from '@zhiyu/contract/nav';
import type { ResourceDef } from '@zhiyu/contract/permissions';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import type { Role } from './repo.ts';

/** Every tenant has the base pages of /index (as in platform/access/grants.ts). */
const BASE: ModuleKey[] = ['index'];

/**
 * What a role may be granted by its level alone: tenant roles the tenant-level resources of the
 * tenant's enabled modules; channel roles the channel- and tenant-level ones. Pages every user has
 * anyway (`always`) are never granted.
 */
export function levelAllows(role: Pick<Role, 'level'>, tenantModules: ModuleKey[] | null, r: ResourceDef): boolean {
  if (r.always) return false;
  if (role.level === 'channel') return r.level === 'channel' || r.level === 'tenant';
  if (r.level !== 'tenant') return false;
  const mods = new Set([...BASE, ...(tenantModules ?? [])]);
  return mods.has(r.module);
}

/**
 * The resources this caller may grant to this role: the role's level AND what the caller holds
 * (no one grants what they do not have) AND valid (an invalid resource counts for no role).
 */
export function grantableIds(
  role: Pick<Role, 'level'>,
  tenantModules: ModuleKey[] | null,
  held: Set<string>,
  validity: Map<string, 0 | 1>,
): Set<string> {
  const out = new Set<string>();
  for (const r of ALL_RESOURCES) {
    if (!levelAllows(role, tenantModules, r) || !held.has(r.id)) continue;
    if ((validity.get(r.id) ?? 0) === 1) continue;
    out.add(r.id);
  }
  return out;
}

/**
 * The editor's nodes: what may be granted, resources the level allows but are invalid (shown
 * disabled, with their validity), and the ancestors needed to place them, in registry order.
 */
export function grantNodes(
  role: Pick<Role, 'level'>,
  tenantModules: ModuleKey[] | null,
  held: Set<string>,
  validity: Map<string, 0 | 1>,
  grantable: Set<string>,
  resources: readonly ResourceDef[] = ALL_RESOURCES,
): GrantNode[] {
  const byId = new Map(resources.map((r) => [r.id, r]));
  const shown = new Set<string>();
  for (const r of resources) {
    const invalidButAllowed = levelAllows(role, tenantModules, r) && held.has(r.id) && validity.get(r.id) === 1;
    if (!grantable.has(r.id) && !invalidButAllowed) continue;
    for (let p: ResourceDef | undefined = r; p && !shown.has(p.id); p = p.parentId ? byId.get(p.parentId) : undefined) {
      shown.add(p.id);
    }
  }
  return resources
    .filter((r) => shown.has(r.id))
    .map((r) => ({
      id: r.id,
      type: r.type,
      parentId: r.parentId,
      module: r.module,
      level: r.level,
      validity: validity.get(r.id) ?? 0,
      grantable: grantable.has(r.id),
    }));
}
