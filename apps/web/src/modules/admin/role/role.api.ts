import { channelRole, listRoleScopes, type RoleLevel, tenantRole } from '@zhiyu/contract/modules/admin/role';
import { call } from '../../../platform/request/call.ts';

/** Query keys of roles (requirements D3.7); mutations invalidate `all`. */
export const roleKeys = {
  all: ['admin', 'role'] as const,
  list: (level: RoleLevel) => [...roleKeys.all, level, 'list'] as const,
  grants: (level: RoleLevel, roleId: string) => [...roleKeys.all, level, 'grants', roleId] as const,
  scopes: () => [...roleKeys.all, 'scopes'] as const,
};

const ep = (level: RoleLevel) => (level === 'channel' ? channelRole : tenantRole);

/** The role endpoints of a level (list, create, update, remove, grants, grant). */
export const roleEndpoints = ep;

export const roleApi = (level: RoleLevel) => ({
  grants: (roleId: string) => call(ep(level).grants, { query: { roleId } }),
  grant: (roleId: string, resourceIds: string[]) => call(ep(level).grant, { body: { roleId, resourceIds } }),
});

export const fetchRoleScopes = () => call(listRoleScopes);
