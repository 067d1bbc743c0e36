import type { QueryOf } from '@zhiyu/contract/endpoint';
import { listOperaLog } from '@zhiyu/contract/modules/aikb/opera-log';
import { call } from '../../../platform/request/call.ts';

export const operaLogKeys = {
  all: ['aikb', 'operaLog'] as const,
  list: (from: number, to: number) => [...operaLogKeys.all, from, to] as const,
};

export const fetchOperaLog = (query: QueryOf<typeof listOperaLog>) => call(listOperaLog, { query });
