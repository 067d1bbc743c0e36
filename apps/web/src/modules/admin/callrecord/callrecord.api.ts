import { listCallRecords } from '@zhiyu/contract/modules/admin/callrecord';
import { listOrgs } from '@zhiyu/contract/modules/admin/user';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

export const callRecordKeys = {
  all: ['admin', 'callrecord'] as const,
  list: () => [...callRecordKeys.all, 'list'] as const,
};

export const fetchCallRecords = (query: WireQuery<typeof listCallRecords>) => callQuery(listCallRecords, query);

/** Tenants the operator may pick, from the organisations they can act in. */
export const loadTenants = async () => (await call(listOrgs)).filter((o) => o.type === 'tenant');
