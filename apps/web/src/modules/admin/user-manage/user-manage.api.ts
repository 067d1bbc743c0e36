import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  createManagedUser,
  deleteManagedUser,
  getManagedUser,
  listManagedUsers,
  listUserOrgOptions,
  listUserRoleOptions,
  resetManagedUserPassword,
  setManagedUserRoles,
  setManagedUserStatus,
  unlockManagedUser,
  updateManagedUser,
} from '@zhiyu/contract/modules/admin/user-manage';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of managed users (requirements D3.7); mutations invalidate `all`. */
export const userKeys = {
  all: ['admin', 'user-manage'] as const,
  list: (view: string) => [...userKeys.all, 'list', view] as const,
  orgs: () => [...userKeys.all, 'orgs'] as const,
  roles: (userId?: string) => [...userKeys.all, 'roles', userId ?? ''] as const,
};

export const fetchUsers = (query: WireQuery<typeof listManagedUsers>) => callQuery(listManagedUsers, query);
export const fetchUser = (id: string) => call(getManagedUser, { query: { id } });
export const fetchOrgs = () => call(listUserOrgOptions);
export const fetchRoleOptions = (userId?: string) => call(listUserRoleOptions, { query: userId ? { userId } : {} });

/**
 * The roles a new user may be given: those of the tenant or channel they join. Without a picked
 * organisation it is the caller's own (a tenant admin's tenant, a channel admin's channel).
 */
export async function fetchNewUserRoles(p: { level?: string; tenantId?: string; channelId?: string }) {
  if (p.level !== 'tenant' && p.level !== 'channel') return [];
  let org = p.level === 'tenant' ? { tenantId: p.tenantId } : { channelId: p.channelId };
  if (!org.tenantId && !org.channelId) {
    const own = await fetchOrgs();
    if (p.level === 'tenant' && own.level === 'tenant') org = { tenantId: own.tenants[0]?.id };
    if (p.level === 'channel' && own.level === 'channel') org = { channelId: own.channels[0]?.id };
  }
  if (!org.tenantId && !org.channelId) return [];
  return call(listUserRoleOptions, { query: org });
}
export const addUser = (body: BodyOf<typeof createManagedUser>) => call(createManagedUser, { body });
export const editUser = (body: BodyOf<typeof updateManagedUser>) => call(updateManagedUser, { body });
export const setStatus = (id: string, status: 0 | 1) => call(setManagedUserStatus, { body: { id, status } });
export const resetPassword = (id: string, password: string) =>
  call(resetManagedUserPassword, { body: { id, password } });
export const setRoles = (id: string, roleIds: string[]) => call(setManagedUserRoles, { body: { id, roleIds } });
export const unlockUser = (id: string) => call(unlockManagedUser, { body: { id } });
export const removeUser = (id: string) => call(deleteManagedUser, { body: { id } });
