import { ahRecordOptions, getAhRecord, listAhRecords } from '@zhiyu/contract/modules/aihelper/records';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the conversation records (requirements D3.7). */
export const recordKeys = {
  all: ['aihelper', 'record'] as const,
  list: () => [...recordKeys.all, 'list'] as const,
  one: (id: string) => [...recordKeys.all, 'one', id] as const,
  options: () => [...recordKeys.all, 'options'] as const,
};

export const fetchRecords = (q: WireQuery<typeof listAhRecords>) => callQuery(listAhRecords, q);
export const fetchRecord = (id: string) => call(getAhRecord, { query: { id } });
/** How long the filter options read once serve the three selects that show them. */
const OPTIONS_MS = 10_000;
let options: { at: number; read: ReturnType<typeof readOptions> } | undefined;
const readOptions = () => call(ahRecordOptions);
/** The filter options: one read for the agent, skill group and channel selects opened together. */
export function fetchOptions() {
  if (!options || Date.now() - options.at > OPTIONS_MS) options = { at: Date.now(), read: readOptions() };
  return options.read;
}
