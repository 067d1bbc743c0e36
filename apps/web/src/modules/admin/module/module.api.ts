import type { BodyOf, QueryOf } from '@zhiyu/contract/endpoint';
import { listModules, updateModules } from '@zhiyu/contract/modules/admin/module';
import { call } from '../../../platform/request/call.ts';

export const fetchModules = (query: QueryOf<typeof listModules>) => call(listModules, { query });
export const saveModules = (body: BodyOf<typeof updateModules>) => call(updateModules, { body });
