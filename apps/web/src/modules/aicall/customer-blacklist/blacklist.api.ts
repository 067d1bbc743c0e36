import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  createCustomerBlacklist,
  deleteCustomerBlacklist,
  listCustomerBlacklist,
} from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the customer blacklist; mutations and imports invalidate `all`. */
export const customerBlacklistKeys = {
  all: ['aicall', 'customer-blacklist'] as const,
  list: () => [...customerBlacklistKeys.all, 'list'] as const,
};

export const fetchEntries = (query: WireQuery<typeof listCustomerBlacklist>) => callQuery(listCustomerBlacklist, query);
export const addEntry = (body: BodyOf<typeof createCustomerBlacklist>) => call(createCustomerBlacklist, { body });
export const removeEntries = (ids: string[]) => call(deleteCustomerBlacklist, { body: { ids } });
