import type { BodyOf, QueryOf } from '@zhiyu/contract/endpoint';
import { listModules, updateModules } from '@zhiyu/contract/modules/admin/module';
import { call } from '../../../platform/request/call.ts';

export const fetchModules = (query: Record<string, unknown>) =>
  call(listModules, { query: query as QueryOf<typeof listModules> });
export const saveModules = (body: BodyOf<typeof updateModules>) => call(updateModules, { body });
