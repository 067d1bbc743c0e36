import type { DataOf, QueryOf } from '@zhiyu/contract/endpoint';
import {
  commitMarkTask,
  getMarkTask,
  listLabellers,
  markItem,
  markQueue,
  reviewItem,
  unmarkItem,
} from '@zhiyu/contract/modules/learnself/marking';
import { listModels } from '@zhiyu/contract/modules/learnself/model';
import { call } from '../../../platform/request/call.ts';

/** Query keys of labelling tasks (requirements D3.7); every change invalidates `all`. */
export const markingKeys = {
  all: ['learnself', 'marking'] as const,
  list: () => [...markingKeys.all, 'list'] as const,
  task: (id: string) => [...markingKeys.all, 'task', id] as const,
  queue: (id: string) => [...markingKeys.all, 'queue', id] as const,
  items: (id: string) => [...markingKeys.all, 'items', id] as const,
  labellers: () => [...markingKeys.all, 'labellers'] as const,
};

/** The task query parameter of the workbench (`/learnself/marking?task=ID`). */
export const TASK_PARAM = 'task';

/** A task with its labels (in the workbench's order) and the utterances per labeller. */
export type TaskDetail = DataOf<typeof getMarkTask>;

export type QueueFilter = Omit<QueryOf<typeof markQueue>, 'taskId'>;

export const fetchTask = (id: string) => call(getMarkTask, { query: { id } });
export const fetchQueue = (taskId: string, filter: QueueFilter) => call(markQueue, { query: { taskId, ...filter } });
export const fetchLabellers = () => call(listLabellers);
export const mark = (itemId: string, label: string) => call(markItem, { body: { itemId, label } });
export const unmark = (itemId: string) => call(unmarkItem, { body: { itemId } });
export const review = (itemId: string, label: string) => call(reviewItem, { body: { itemId, label } });
export const commitTask = (id: string) => call(commitMarkTask, { body: { id } });

/** The callable (trained) models of a dataset, newest first: the pre-annotating model's choices. */
export const trainedModels = (datasetId: string) =>
  datasetId
    ? call(listModels, {
        query: { pageNum: 1, pageSize: 100, datasetId, state: 0, sortField: 'createdAt', sortOrder: 'DESC' },
      }).then((p) => p.list)
    : Promise.resolve([]);
