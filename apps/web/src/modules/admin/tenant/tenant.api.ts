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

export const fetchTenants = (query: QueryOf<typeof listTenants>) => call(listTenants, { query });
export const fetchChannelTenants = (query: QueryOf<typeof listChannelTenants>) => call(listChannelTenants, { query });
export const addTenant = (body: BodyOf<typeof createTenant>) => call(createTenant, { body });
export const editTenant = (body: BodyOf<typeof updateTenant>) => call(updateTenant, { body });
export const removeTenant = (id: string) => call(deleteTenant, { body: { id } });
/** Tenants the caller administers, for the tenant pickers. */
export const fetchTenantOptions = () => call(tenantOptions, { query: {} });
