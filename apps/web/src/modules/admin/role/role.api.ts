import type { BodyOf } from '@zhiyu/contract/endpoint';
import { channelRole, type RoleLevel, roleScopes, tenantRole } from '@zhiyu/contract/modules/admin/role';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of roles (DESIGN §3.7); mutations invalidate `all`. */
export const roleKeys = {
  all: ['admin', 'role'] as const,
  list: (level: RoleLevel) => [...roleKeys.all, level, 'list'] as const,
  grants: (level: RoleLevel, roleId: string) => [...roleKeys.all, level, 'grants', roleId] as const,
  scopes: () => [...roleKeys.all, 'scopes'] as const,
};

const ep = (level: RoleLevel) => (level === 'channel' ? channelRole : tenantRole);
type E = typeof channelRole;

export const roleApi = (level: RoleLevel) => ({
  listEndpoint: ep(level).list,
  list: (query: WireQuery<E['list']>) => callQuery(ep(level).list, query),
  create: (body: BodyOf<E['create']>) => call(ep(level).create, { body }),
  update: (body: BodyOf<E['update']>) => call(ep(level).update, { body }),
  remove: (id: string, cascade: boolean) => call(ep(level).remove, { body: { id, cascade } }),
  grants: (roleId: string) => call(ep(level).grants, { query: { roleId } }),
  grant: (roleId: string, resourceIds: string[]) => call(ep(level).grant, { body: { roleId, resourceIds } }),
});

export const fetchRoleScopes = () => call(roleScopes);
