/**
 * Outbound tasks (外呼任务, /aicall/call-manage/outbound-task; issue 5 §3). A task dials its
 * customers with one published bot version over the app's lines, inside weekday windows, up to a
 * concurrency, redialling per its rule. Status flow (requirements §4 "not shown"; docs/aicall-tasks.md):
 * notStarted → running ⇄ paused → completed | stopped.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';
import { CALL_RESULT_CLASSES } from '../../rules/call-result.ts';
import { DEFAULT_TIME_ZONE, defaultWindows, isTimeZone } from '../../rules/call-window.ts';

export const TASK_NAME_MAX = 50;
export const TASK_STATUSES = ['notStarted', 'running', 'paused', 'completed', 'stopped'] as const;
export const TaskStatus = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatus>;

/** Which statuses each action may start from, and where it leads. */
export const TASK_TRANSITIONS = {
  start: { from: ['notStarted'], to: 'running' },
  pause: { from: ['running'], to: 'paused' },
  resume: { from: ['paused'], to: 'running' },
  stop: { from: ['running', 'paused'], to: 'stopped' },
} as const satisfies Record<string, { from: readonly TaskStatus[]; to: TaskStatus }>;
export type TaskAction = keyof typeof TASK_TRANSITIONS;
/** Editing is allowed before the start and while paused (the bot only before the start). */
export const TASK_EDITABLE: readonly TaskStatus[] = ['notStarted', 'paused'];
/** Deleting: never while calls may be made. */
export const TASK_DELETABLE: readonly TaskStatus[] = ['notStarted', 'completed', 'stopped'];

export const CONCURRENCY_MIN = 1;
export const CONCURRENCY_MAX = 200;
export const REDIAL_TIMES_MAX = 5;
export const REDIAL_INTERVAL_MIN = 1;
export const REDIAL_INTERVAL_MAX = 1440;
export const PRIORITY_MAX = 10;
export const MAX_LINES = 20;

/** A success is never redialled: the classes a redial rule may name. */
export const REDIAL_CLASSES = CALL_RESULT_CLASSES.filter((c) => c !== 'success') as Exclude<
  (typeof CALL_RESULT_CLASSES)[number],
  'success'
>[];

/** requirements §3 execution setting: type 0 run immediately, 1 repeat with cycle day, week or month. */
export const Execution = z.object({
  type: z.union([z.literal(0), z.literal(1)]),
  cycle: z.enum(['day', 'week', 'month']).optional(),
});
export type Execution = z.infer<typeof Execution>;

const hhmm = z.string().max(5);
export const WindowRange = z.object({ from: hhmm, to: hhmm });
export const Windows = z.record(z.string().max(1), z.array(WindowRange).max(10));

export const Redial = z.object({
  classes: z.array(z.enum(REDIAL_CLASSES as [string, ...string[]])).max(REDIAL_CLASSES.length),
  times: z.number().int().min(0).max(REDIAL_TIMES_MAX),
  intervalMin: z.number().int().min(REDIAL_INTERVAL_MIN).max(REDIAL_INTERVAL_MAX),
});
export type Redial = z.infer<typeof Redial>;
export const defaultRedial = (): Redial => ({ classes: ['noAnswer', 'busy'], times: 1, intervalMin: 30 });

/** Which customers a task takes at creation (or later from the details page). */
export const CustomerFilter = z.object({
  mode: z.enum(['none', 'all', 'tags', 'created']),
  /** mode tags: customers carrying any of these tags. */
  tags: z.array(z.string().trim().min(1).max(30)).max(50).default([]),
  /** mode created: created between these instants (ms, inclusive). */
  createdFrom: z.number().int().min(0).optional(),
  createdTo: z.number().int().min(0).optional(),
});
export type CustomerFilter = z.input<typeof CustomerFilter>;

const id = z.string().min(1).max(64);
const name = z.string().trim().min(1).max(TASK_NAME_MAX);

export const TaskInput = z.object({
  name,
  botId: id,
  lineIds: z.array(id).min(1).max(MAX_LINES),
  execution: Execution.default({ type: 0 }),
  windows: Windows.default(defaultWindows()),
  timeZone: z.string().min(1).max(64).refine(isTimeZone, 'unknown IANA time zone').default(DEFAULT_TIME_ZONE),
  concurrency: z.number().int().min(CONCURRENCY_MIN).max(CONCURRENCY_MAX).default(1),
  redial: Redial.default(defaultRedial()),
  priority: z.number().int().min(0).max(PRIORITY_MAX).default(0),
});
export type TaskInput = z.input<typeof TaskInput>;

/**
 * A running task outside its calling windows waits for the next one: when it opens (ms), and the
 * opening as the task's time zone reads it (date, HH:mm, weekday 0 Sunday … 6 Saturday, and how
 * many local days after the answer's time: 0 later today, 1 tomorrow).
 */
export const WindowWait = z.object({
  opensAt: z.number(),
  date: z.string(),
  time: z.string(),
  weekday: z.number().int().min(0).max(6),
  inDays: z.number().int().min(0),
});
export type WindowWait = z.infer<typeof WindowWait>;

export const TaskRow = z.object({
  id: z.string(),
  name: z.string(),
  botId: z.string(),
  botName: z.string(),
  botVersion: z.number(),
  lineIds: z.array(z.string()),
  execution: Execution,
  windows: Windows,
  timeZone: z.string(),
  concurrency: z.number(),
  redial: Redial,
  priority: z.number(),
  status: TaskStatus,
  customerCount: z.number(),
  /** Calls made (every attempt that finished). */
  dialledCount: z.number(),
  /** Calls answered. */
  connectedCount: z.number(),
  /** Customers that reached a final state (done, failed, blacklisted). */
  finishedCount: z.number(),
  copiedFrom: z.string().nullable(),
  createdAt: z.number(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  /** Running and outside its calling windows: when the next one opens; null otherwise. */
  windowWait: WindowWait.nullable(),
});
export type TaskRow = z.infer<typeof TaskRow>;

const ms = z.coerce.number().int().min(0);
export const TaskListQuery = sortedPageQuery(['createdAt', 'name', 'priority'] as const).extend({
  name: z.string().trim().max(TASK_NAME_MAX).optional(),
  status: TaskStatus.optional(),
  createdFrom: ms.optional(),
  createdTo: ms.optional(),
});
export type TaskListQuery = z.input<typeof TaskListQuery>;

export const TaskId = z.object({ id });
const NONE = 'task-none';

export const listTasks = defineEndpoint({
  id: 'aicall.task.list',
  method: 'GET',
  path: '/v1/aicall-web/task/list',
  access: 'aicall.task.list',
  query: TaskListQuery,
  response: pageOf(TaskRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const getTask = defineEndpoint({
  id: 'aicall.task.get',
  method: 'GET',
  path: '/v1/aicall-web/task/get',
  access: ['aicall.task.list', 'aicall.taskDetail.get'],
  query: TaskId,
  response: TaskRow,
  example: { query: { id: NONE } },
});

export const TaskCreateBody = TaskInput.extend({ customers: CustomerFilter.default({ mode: 'none', tags: [] }) });
export const createTask = defineEndpoint({
  id: 'aicall.task.create',
  method: 'POST',
  path: '/v1/aicall-web/task/add',
  access: 'aicall.task.create',
  body: TaskCreateBody,
  response: TaskRow.extend({ added: z.number() }),
  // A bot no tenant owns: valid input, refused 150041, changes nothing.
  example: { body: { name: '示例任务', botId: 'bot-none', lineIds: ['line-none'] } },
});

export const updateTask = defineEndpoint({
  id: 'aicall.task.update',
  method: 'POST',
  path: '/v1/aicall-web/task/edit',
  access: 'aicall.task.update',
  body: TaskInput.extend({ id }),
  response: TaskRow,
  example: { body: { id: NONE, name: '示例任务', botId: 'bot-none', lineIds: ['line-none'] } },
});

export const deleteTasks = defineEndpoint({
  id: 'aicall.task.delete',
  method: 'POST',
  path: '/v1/aicall-web/task/delete',
  access: 'aicall.task.delete',
  body: z.object({ ids: z.array(id).min(1).max(100) }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: [NONE] } },
});

const transition = (action: TaskAction) =>
  defineEndpoint({
    id: `aicall.task.${action}`,
    method: 'POST',
    path: `/v1/aicall-web/task/${action}`,
    access: `aicall.task.${action}`,
    body: TaskId,
    response: TaskRow,
    example: { body: { id: NONE } },
  });
export const startTask = transition('start');
export const pauseTask = transition('pause');
export const resumeTask = transition('resume');
export const stopTask = transition('stop');

/**
 * Copy: a new not-started task with the same settings and customers. `redialOnly` (copy and
 * redial): only the customers whose last call was not a success (never-called ones included).
 */
export const copyTask = defineEndpoint({
  id: 'aicall.task.copy',
  method: 'POST',
  path: '/v1/aicall-web/task/copy',
  access: 'aicall.task.copy',
  body: z.object({ id, redialOnly: z.boolean().default(false) }),
  response: TaskRow.extend({ added: z.number() }),
  example: { body: { id: NONE } },
});

export const TaskOptions = z.object({
  bots: z.array(z.object({ id: z.string(), name: z.string(), version: z.number() })),
  lines: z.array(
    z.object({ id: z.string(), name: z.string(), number: z.string(), kind: z.string(), concurrency: z.number() }),
  ),
  /** The app's concurrency cap (aicall settings; 20 when not set). */
  maxConcurrency: z.number(),
  /** Tags in use by the app's customers (for the customer filter). */
  tags: z.array(z.string()),
});
export type TaskOptions = z.infer<typeof TaskOptions>;

/** What the task form chooses from: the app's published outbound bots and enabled lines. */
export const listTaskOptions = defineEndpoint({
  id: 'aicall.task.options',
  method: 'GET',
  path: '/v1/aicall-web/task/options',
  access: ['aicall.task.create', 'aicall.task.update', 'aicall.taskDetail.get'],
  response: TaskOptions,
});
