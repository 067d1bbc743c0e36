import type { BodyOf } from '@zhiyu/contract/endpoint';
import { listModules, updateModules } from '@zhiyu/contract/modules/admin/module';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

export const fetchModules = (query: WireQuery<typeof listModules>) => callQuery(listModules, query);
export const saveModules = (body: BodyOf<typeof updateModules>) => call(updateModules, { body });
