/**
 * Task details (任务详情, /aicall/botTotal/taskDetails?id=): progress, the task's customers with
 * where each stands, their attempts, retry, adding customers, export. Progress changes are pushed
 * on the real-time channel under TASK_PROGRESS_TOPIC.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ExportStatus, JobQuery, JobRef, NO_JOB } from '../../jobs.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { CALL_RESULT_CLASSES } from '../../rules/call-result.ts';
import { CustomerFilter, TaskRow } from './task.ts';

export const TASK_PROGRESS_TOPIC = 'aicall.task.progress';
export const TASK_CUSTOMER_STATUSES = ['waiting', 'calling', 'done', 'failed', 'blacklisted'] as const;
export const TaskCustomerStatus = z.enum(TASK_CUSTOMER_STATUSES);
export type TaskCustomerStatus = z.infer<typeof TaskCustomerStatus>;

export const TaskProgress = z.object({
  taskId: z.string(),
  status: TaskRow.shape.status,
  customers: z.number(),
  /** Calls made and calls answered (every attempt counts). */
  dialled: z.number(),
  connected: z.number(),
  /** Customers still waiting or being called. */
  remaining: z.number(),
  /** Customers in a final state. */
  finished: z.number(),
  /** connected / dialled, 0..1 (0 before the first call). */
  connectRate: z.number(),
  /** Customers per status. */
  byStatus: z.record(z.string(), z.number()),
});
export type TaskProgress = z.infer<typeof TaskProgress>;

/** The real-time message: the task's progress after a call finished or the task changed. */
export type TaskProgressMessage = TaskProgress;

export const TaskDetail = z.object({ task: TaskRow, progress: TaskProgress });

const id = z.string().min(1).max(64);
const NONE = 'task-none';

export const getTaskDetail = defineEndpoint({
  id: 'aicall.taskDetail.get',
  method: 'GET',
  path: '/v1/aicall-web/task/detail',
  access: 'aicall.taskDetail.get',
  query: z.object({ id }),
  response: TaskDetail,
  example: { query: { id: NONE } },
});

export const TaskCustomerRow = z.object({
  customerId: z.string(),
  name: z.string(),
  /** Masked (requirements §5). */
  phone: z.string(),
  status: TaskCustomerStatus,
  attempts: z.number(),
  lastResultClass: z.enum(CALL_RESULT_CLASSES).nullable(),
  lastRecordId: z.string().nullable(),
  /** When the latest call started (ms), null before the first. */
  lastCallAt: z.number().nullable(),
  nextAttemptAt: z.number().nullable(),
});
export type TaskCustomerRow = z.infer<typeof TaskCustomerRow>;

export const TaskCustomerQuery = sortedPageQuery(['updatedAt', 'attempts'] as const).extend({
  taskId: id,
  status: TaskCustomerStatus.optional(),
  resultClass: z.enum(CALL_RESULT_CLASSES).optional(),
  /** Name part or the last digits of the number. */
  keyword: z.string().trim().max(30).optional(),
});
export type TaskCustomerQuery = z.input<typeof TaskCustomerQuery>;

export const listTaskCustomers = defineEndpoint({
  id: 'aicall.taskDetail.customers',
  method: 'GET',
  path: '/v1/aicall-web/task/customers',
  access: 'aicall.taskDetail.customers',
  query: TaskCustomerQuery,
  response: pageOf(TaskCustomerRow),
  example: { query: { taskId: NONE, pageNum: 1, pageSize: 10 } },
});

export const TaskAttemptRow = z.object({
  attemptNo: z.number(),
  state: z.enum(['dialling', 'done', 'abandoned']),
  lineId: z.string().nullable(),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  recordId: z.string().nullable(),
  causeCode: z.number().nullable(),
  resultClass: z.enum(CALL_RESULT_CLASSES).nullable(),
  durationSec: z.number().nullable(),
  rounds: z.number().nullable(),
  intentionLevel: z.string().nullable(),
});
export type TaskAttemptRow = z.infer<typeof TaskAttemptRow>;

export const listTaskAttempts = defineEndpoint({
  id: 'aicall.taskDetail.attempts',
  method: 'GET',
  path: '/v1/aicall-web/task/attempts',
  access: 'aicall.taskDetail.customers',
  query: z.object({ taskId: id, customerId: id }),
  response: z.array(TaskAttemptRow),
  example: { query: { taskId: NONE, customerId: 'customer-none' } },
});

/** Retry one customer: back to waiting, due now (the next attempt number follows the last). */
export const retryTaskCustomer = defineEndpoint({
  id: 'aicall.taskDetail.retry',
  method: 'POST',
  path: '/v1/aicall-web/task/retry',
  access: 'aicall.taskDetail.retry',
  body: z.object({ taskId: id, customerId: id }),
  response: TaskCustomerRow,
  example: { body: { taskId: NONE, customerId: 'customer-none' } },
});

/** Add the app's customers matching a filter; ones already in the task are skipped. */
export const addTaskCustomers = defineEndpoint({
  id: 'aicall.taskDetail.add',
  method: 'POST',
  path: '/v1/aicall-web/task/add-customers',
  access: 'aicall.task.update',
  body: z.object({ taskId: id, filter: CustomerFilter }),
  response: z.object({ added: z.number(), skipped: z.number() }),
  example: { body: { taskId: NONE, filter: { mode: 'all' } } },
});

export const TASK_EXPORT_COLUMNS = [
  'name',
  'phone',
  'status',
  'attempts',
  'lastResultClass',
  'lastCallAt',
  'nextAttemptAt',
] as const;
export const TASK_EXPORT_HEADERS: Record<(typeof TASK_EXPORT_COLUMNS)[number], { zh: string; en: string }> = {
  name: { zh: '客户姓名', en: 'Name' },
  phone: { zh: '手机号', en: 'Phone' },
  status: { zh: '状态', en: 'Status' },
  attempts: { zh: '呼叫次数', en: 'Attempts' },
  lastResultClass: { zh: '最近结果', en: 'Last result' },
  lastCallAt: { zh: '最近呼叫时间', en: 'Last call' },
  nextAttemptAt: { zh: '下次呼叫时间', en: 'Next call' },
};

const { pageNum: _n, pageSize: _s, sortField: _f, sortOrder: _o, ...filterShape } = TaskCustomerQuery.shape;
export const TaskExportBody = z.object({
  filter: z.object(filterShape),
  columns: z
    .array(z.enum(TASK_EXPORT_COLUMNS))
    .min(1)
    .max(TASK_EXPORT_COLUMNS.length)
    .default([...TASK_EXPORT_COLUMNS]),
});

export const exportTaskCustomers = defineEndpoint({
  id: 'aicall.taskDetail.export',
  method: 'POST',
  path: '/v1/aicall-web/task/export',
  access: 'aicall.taskDetail.export',
  body: TaskExportBody,
  response: JobRef,
  example: { body: { filter: { taskId: NONE } } },
});

export const exportTaskCustomersStatus = defineEndpoint({
  id: 'aicall.taskDetail.exportStatus',
  method: 'GET',
  path: '/v1/aicall-web/task/export/status',
  access: 'aicall.taskDetail.export',
  query: JobQuery,
  response: ExportStatus,
  quiet: true,
  example: { query: { jobId: NO_JOB } },
});

export const downloadTaskExport = defineEndpoint({
  id: 'aicall.taskDetail.download',
  method: 'GET',
  path: '/v1/aicall-web/task/export/download',
  access: 'aicall.taskDetail.export',
  kind: 'binary',
  query: JobQuery,
  response: z.unknown(),
  example: { query: { jobId: NO_JOB } },
});
