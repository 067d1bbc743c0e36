import type { BodyOf, QueryOf } from '@zhiyu/contract/endpoint';
import { listInboundNumbers, simulateInbound } from '@zhiyu/contract/modules/aicall/inbound';
import {
  createIntentionLevel,
  deleteIntentionLevel,
  listIntentionLevels,
  reorderIntentionLevels,
  updateIntentionLevel,
} from '@zhiyu/contract/modules/aicall/intention';
import {
  countIntentions,
  getRecordDetail,
  getRecording,
  RECORD_APIS,
  type RecordScreen,
} from '@zhiyu/contract/modules/aicall/record';
import { listTasks } from '@zhiyu/contract/modules/aicall/task';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the record screens (requirements D3.7). */
export const recordKeys = {
  all: ['aicall', 'record'] as const,
  list: (screen: RecordScreen) => [...recordKeys.all, screen, 'list'] as const,
  detail: (id: string) => [...recordKeys.all, 'detail', id] as const,
  counts: () => [...recordKeys.all, 'counts'] as const,
  levels: () => ['aicall', 'intention', 'levels'] as const,
  numbers: () => ['aicall', 'inbound', 'numbers'] as const,
};

export const fetchRecords = (screen: RecordScreen, query: WireQuery<typeof RECORD_APIS.outboundRecord.list>) =>
  callQuery(RECORD_APIS[screen].list, query);
export const fetchRecord = (id: string) => call(getRecordDetail, { query: { id } });
export const fetchRecording = (id: string) =>
  call(getRecording, { query: { id } }) as Promise<unknown> as Promise<Blob>;
export const fetchCounts = (query: QueryOf<typeof countIntentions>) => call(countIntentions, { query });

export const fetchLevels = async () => (await call(listIntentionLevels)).list;
export const addLevel = (body: BodyOf<typeof createIntentionLevel>) => call(createIntentionLevel, { body });
export const editLevel = (body: BodyOf<typeof updateIntentionLevel>) => call(updateIntentionLevel, { body });
export const reorderLevels = (ids: string[]) => call(reorderIntentionLevels, { body: { ids } });
export const removeLevel = (id: string) => call(deleteIntentionLevel, { body: { id } });

export const fetchInboundNumbers = async () => (await call(listInboundNumbers)).list;
export const simulate = (lineId: string, caller: string) => call(simulateInbound, { body: { lineId, caller } });

/** Options of the task filter; a caller without the task screen just gets no options. */
export const loadTasks = async () =>
  (await call(listTasks, { query: { pageNum: 1, pageSize: 100 } as never, silent: true }).catch(() => ({ list: [] })))
    .list as { id: string; name: string }[];
