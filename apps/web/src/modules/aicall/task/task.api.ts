import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  copyTask,
  listTaskOptions,
  pauseTask,
  resumeTask,
  startTask,
  stopTask,
  type TaskAction,
} from '@zhiyu/contract/modules/aicall/task';
import {
  addTaskCustomers,
  getTaskDetail,
  listTaskAttempts,
  listTaskCustomers,
  retryTaskCustomer,
} from '@zhiyu/contract/modules/aicall/task-detail';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of tasks (requirements D3.7); mutations invalidate `all`. */
export const taskKeys = {
  all: ['aicall', 'task'] as const,
  list: () => [...taskKeys.all, 'list'] as const,
  options: () => [...taskKeys.all, 'options'] as const,
  detail: (id: string) => [...taskKeys.all, 'detail', id] as const,
  customers: (id: string) => [...taskKeys.all, 'customers', id] as const,
  attempts: (id: string, customerId: string) => [...taskKeys.all, 'attempts', id, customerId] as const,
};

export const fetchOptions = () => call(listTaskOptions, {});
export const duplicateTask = (id: string, redialOnly: boolean) => call(copyTask, { body: { id, redialOnly } });
const ACTIONS = { start: startTask, pause: pauseTask, resume: resumeTask, stop: stopTask } as const;
export const moveTask = (action: TaskAction, id: string) => call(ACTIONS[action], { body: { id } });

export const fetchDetail = (id: string) => call(getTaskDetail, { query: { id } });
export const fetchCustomers = (query: WireQuery<typeof listTaskCustomers>) => callQuery(listTaskCustomers, query);
export const fetchAttempts = (taskId: string, customerId: string) =>
  call(listTaskAttempts, { query: { taskId, customerId } });
export const retryCustomer = (taskId: string, customerId: string) =>
  call(retryTaskCustomer, { body: { taskId, customerId } });
export const addCustomers = (body: BodyOf<typeof addTaskCustomers>) => call(addTaskCustomers, { body });
