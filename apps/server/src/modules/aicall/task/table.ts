import type { CallResultClass } from '@zhiyu/contract/rules/call-result';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

export type TaskStatus = 'notStarted' | 'running' | 'paused' | 'completed' | 'stopped';
/** requirements §3 execution setting: type 0 run immediately, 1 repeat with a cycle. */
export interface TaskExecution {
  type: 0 | 1;
  cycle?: 'day' | 'week' | 'month';
}
/** Allowed calling windows per weekday (0 Sunday … 6 Saturday), 'HH:mm' in the task's time zone. */
export type TaskWindows = Record<string, { from: string; to: string }[]>;
export interface TaskRedial {
  classes: CallResultClass[];
  times: number;
  intervalMin: number;
}

/** Outbound tasks (外呼任务). Counters are kept by the dialer as attempts finish. */
export const outboundTasks = pgTable(
  'outbound_tasks',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    botId: text('bot_id').notNull(),
    /** The published version the task's calls run. */
    botVersion: integer('bot_version').notNull(),
    lineIds: text('line_ids').array().notNull().default([]),
    execution: jsonb('execution').$type<TaskExecution>().notNull(),
    windows: jsonb('windows').$type<TaskWindows>().notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    concurrency: integer('concurrency').notNull().default(1),
    redial: jsonb('redial').$type<TaskRedial>().notNull(),
    priority: integer('priority').notNull().default(0),
    status: text('status').$type<TaskStatus>().notNull().default('notStarted'),
    customerCount: integer('customer_count').notNull().default(0),
    dialledCount: integer('dialled_count').notNull().default(0),
    connectedCount: integer('connected_count').notNull().default(0),
    finishedCount: integer('finished_count').notNull().default(0),
    copiedFrom: text('copied_from'),
    createdBy: text('created_by').notNull().default(''),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('outbound_tasks_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id),
    index('outbound_tasks_status_idx').on(t.status),
  ],
);

export type TaskCustomerStatus = 'waiting' | 'calling' | 'done' | 'failed' | 'blacklisted';

/** The customers of a task with where each one stands; a copy of name and phone at adding time. */
export const taskCustomers = pgTable(
  'task_customers',
  {
    taskId: text('task_id').notNull(),
    customerId: text('customer_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull(),
    status: text('status').$type<TaskCustomerStatus>().notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at'),
    lastResultClass: text('last_result_class').$type<CallResultClass>(),
    lastRecordId: text('last_record_id'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.customerId] }),
    index('task_customers_due_idx').on(t.taskId, t.status, t.nextAttemptAt),
  ],
);

/**
 * One row per dial: (task, customer, attempt number) is unique, so an attempt is dialled once
 * whatever the number of dialer instances or restarts; a worker that claims one and dies leaves
 * it `dialling` until the recovery marks it abandoned.
 */
export const callAttempts = pgTable(
  'call_attempts',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id').notNull(),
    customerId: text('customer_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    lineId: text('line_id'),
    workerId: text('worker_id').notNull().default(''),
    state: text('state').$type<'dialling' | 'done' | 'abandoned'>().notNull().default('dialling'),
    recordId: text('record_id'),
    startedAt: tstz('started_at').notNull().defaultNow(),
    endedAt: tstz('ended_at'),
  },
  (t) => [
    uniqueIndex('call_attempts_once_uq').on(t.taskId, t.customerId, t.attemptNo),
    index('call_attempts_state_idx').on(t.state, t.tenantId),
  ],
);
