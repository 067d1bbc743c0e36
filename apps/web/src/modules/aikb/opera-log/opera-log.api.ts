import { listOperaLog } from '@zhiyu/contract/modules/aikb/opera-log';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';

export const operaLogKeys = {
  all: ['aikb', 'operaLog'] as const,
  list: (from: number, to: number) => [...operaLogKeys.all, from, to] as const,
};

export const fetchOperaLog = (query: WireQuery<typeof listOperaLog>) => callQuery(listOperaLog, query);
