import type { BodyOf, QueryOf } from '@zhiyu/contract/endpoint';
import { createApp, deleteApp, listApps, updateApp } from '@zhiyu/contract/modules/admin/app';
import { call } from '../../../platform/request/call.ts';

export const fetchApps = (query: QueryOf<typeof listApps>) => call(listApps, { query });
export const addApp = (body: BodyOf<typeof createApp>) => call(createApp, { body });
export const editApp = (body: BodyOf<typeof updateApp>) => call(updateApp, { body });
export const removeApp = (id: string) => call(deleteApp, { body: { id } });
