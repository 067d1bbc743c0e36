import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  createBlacklist,
  deleteBlacklist,
  listBlacklist,
  updateBlacklist,
} from '@zhiyu/contract/modules/admin/blacklist';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the blacklist (DESIGN §3.7); mutations and imports invalidate `all`. */
export const blacklistKeys = {
  all: ['admin', 'blacklist'] as const,
  list: () => [...blacklistKeys.all, 'list'] as const,
};

export const fetchBlacklist = (query: WireQuery<typeof listBlacklist>) => callQuery(listBlacklist, query);
export const addEntry = (body: BodyOf<typeof createBlacklist>) => call(createBlacklist, { body });
export const editEntry = (body: BodyOf<typeof updateBlacklist>) => call(updateBlacklist, { body });
export const removeEntries = (ids: string[]) => call(deleteBlacklist, { body: { ids } });
