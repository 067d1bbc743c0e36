import type { BodyOf, QueryOf } from '@zhiyu/contract/endpoint';
import {
  createTenant,
  deleteTenant,
  listChannelTenants,
  listTenants,
  tenantOptions,
  updateTenant,
} from '@zhiyu/contract/modules/admin/tenant';
import { call } from '../../../platform/request/call.ts';

export const fetchTenants = (query: Record<string, unknown>) =>
  call(listTenants, { query: query as QueryOf<typeof listTenants> });
export const fetchChannelTenants = (query: Record<string, unknown>) =>
  call(listChannelTenants, { query: query as QueryOf<typeof listChannelTenants> });
export const addTenant = (body: BodyOf<typeof createTenant>) => call(createTenant, { body });
export const editTenant = (body: BodyOf<typeof updateTenant>) => call(updateTenant, { body });
export const removeTenant = (id: string) => call(deleteTenant, { body: { id } });
/** Tenants the caller administers, for the tenant pickers. */
export const fetchTenantOptions = () => call(tenantOptions, { query: {} });
