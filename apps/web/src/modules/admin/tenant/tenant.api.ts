import { listChannelTenants, listTenantOptions } from '@zhiyu/contract/modules/admin/tenant';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

export const fetchChannelTenants = (query: WireQuery<typeof listChannelTenants>) =>
  callQuery(listChannelTenants, query);
/** Tenants the caller administers, for the tenant pickers. */
export const fetchTenantOptions = () => call(listTenantOptions, { query: {} });
