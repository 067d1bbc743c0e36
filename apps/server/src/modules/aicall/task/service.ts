import {
  TASK_DELETABLE,
  TASK_EDITABLE,
  TASK_NAME_MAX,
  TASK_TRANSITIONS,
  type TaskAction,
  type TaskCreateBody,
  type TaskInput,
  type TaskRow,
} from '@zhiyu/contract/modules/aicall/task';
import { isTimeZone, windowProblem } from '@zhiyu/contract/rules/call-window';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { bots } from '../../bot/bot/table.ts';
import { latestPublished } from '../../bot/bot/versions.ts';
import { callLines } from '../line/table.ts';
import { addCustomers, copyCustomers } from './customers.ts';
import * as repo from './repo.ts';
import { outboundTasks, taskCustomers } from './table.ts';

type Input = z.output<typeof TaskInput>;
type CreateInput = z.output<typeof TaskCreateBody>;

export function taskScope(req: FastifyRequest): repo.TaskScope {
  const s = scope(req);
  return { tenantId: s.tenantId, appId: s.appId ?? '' };
}

export const missing = () => new AppError('100002', { detail: { zh: '任务不存在', en: 'task not found' } });

const STATUS_TEXT: Record<string, { zh: string; en: string }> = {
  notStarted: { zh: '未开始', en: 'not started' },
  running: { zh: '进行中', en: 'running' },
  paused: { zh: '已暂停', en: 'paused' },
  completed: { zh: '已完成', en: 'completed' },
  stopped: { zh: '已停止', en: 'stopped' },
};
export const illegal = (status: string) => new AppError('150040', { detail: STATUS_TEXT[status] ?? status });

export async function loadTask(db: Db, s: repo.TaskScope, id: string) {
  const t = await repo.findTask(db, s, id);
  if (!t) throw missing();
  return t;
}

/** An outbound bot of the app (or shared by the tenant) with a published version: its latest. */
async function publishedBot(db: Db, s: repo.TaskScope, botId: string) {
  const [bot] = await db
    .select({ id: bots.id })
    .from(bots)
    .where(
      and(
        eq(bots.id, botId),
        eq(bots.tenantId, s.tenantId),
        eq(bots.type, 0),
        or(eq(bots.appId, s.appId), eq(bots.shared, 1)),
      ),
    );
  const latest = bot ? await latestPublished(db, s.tenantId, botId) : null;
  if (!latest) throw new AppError('150041');
  return latest.version;
}

const WINDOW_TEXT: Record<string, { zh: string; en: string }> = {
  badDay: { zh: '星期只能是 0（周日）到 6（周六）', en: 'weekdays are 0 (Sunday) to 6 (Saturday)' },
  badTime: { zh: '时间格式应为 HH:mm', en: 'times are HH:mm' },
  emptyRange: { zh: '结束时间必须晚于开始时间', en: 'each range must end after it starts' },
  overlap: { zh: '同一天的时段不能重叠', en: 'ranges of one day must not overlap' },
  noWindow: { zh: '至少需要一个呼叫时段', en: 'at least one window is needed' },
  tooMany: { zh: '每天最多 6 个时段', en: 'at most 6 ranges a day' },
};

/** Checks everything the schema cannot: windows, zone, cycle, bot, lines. Returns the bot version. */
async function validate(db: Db, s: repo.TaskScope, input: Input): Promise<number> {
  const problem = windowProblem(input.windows);
  if (problem) throw new AppError('150043', { detail: WINDOW_TEXT[problem] });
  if (!isTimeZone(input.timeZone)) throw new AppError('150049', { detail: input.timeZone });
  if (input.execution.type === 1 && !input.execution.cycle)
    throw new AppError('100001', { detail: { zh: '重复执行需选择周期', en: 'a repeat task needs a cycle' } });
  const version = await publishedBot(db, s, input.botId);
  const ids = [...new Set(input.lineIds)];
  const lines = await db
    .select({ id: callLines.id })
    .from(callLines)
    .where(
      and(
        eq(callLines.tenantId, s.tenantId),
        eq(callLines.appId, s.appId),
        eq(callLines.status, 1),
        inArray(callLines.id, ids),
      ),
    );
  if (lines.length !== ids.length) throw new AppError('150042');
  return version;
}

const fields = (input: Input) => ({
  name: input.name,
  botId: input.botId,
  lineIds: [...new Set(input.lineIds)],
  execution: input.execution.type === 1 ? input.execution : { type: 0 as const },
  windows: input.windows,
  timeZone: input.timeZone,
  concurrency: input.concurrency,
  redial: { ...input.redial, classes: [...new Set(input.redial.classes)] } as typeof outboundTasks.$inferInsert.redial,
  priority: input.priority,
});

async function rowOrMissing(ctx: AppContext, s: repo.TaskScope, id: string): Promise<TaskRow> {
  const row = await repo.rowOf(ctx.db, s, id, ctx.now());
  if (!row) throw missing();
  return row;
}

export async function createTask(ctx: AppContext, req: FastifyRequest, s: repo.TaskScope, input: CreateInput) {
  const botVersion = await validate(ctx.db, s, input);
  const id = newId();
  const added = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.insert(outboundTasks).values({
      id,
      ...s,
      ...fields(input),
      botVersion,
      createdBy: sessionOf(req).username,
      createdAt: new Date(ctx.now()),
      updatedAt: new Date(ctx.now()),
    });
    return (await addCustomers(db, s, id, input.customers)).added;
  });
  return { ...(await rowOrMissing(ctx, s, id)), added };
}

export async function updateTask(ctx: AppContext, s: repo.TaskScope, id: string, input: Input) {
  const t = await loadTask(ctx.db, s, id);
  if (!TASK_EDITABLE.includes(t.status)) throw illegal(t.status);
  if (t.status !== 'notStarted' && input.botId !== t.botId) throw new AppError('150046');
  const latest = await validate(ctx.db, s, input);
  // The bot version is frozen again on every edit before the start, and kept once started.
  const botVersion = t.status === 'notStarted' ? latest : t.botVersion;
  const done = await ctx.db
    .update(outboundTasks)
    .set({ ...fields(input), botVersion, updatedAt: new Date(ctx.now()) })
    .where(and(repo.inScope(s), eq(outboundTasks.id, id), inArray(outboundTasks.status, [...TASK_EDITABLE])))
    .returning({ id: outboundTasks.id });
  if (done.length === 0) throw illegal((await loadTask(ctx.db, s, id)).status);
  return rowOrMissing(ctx, s, id);
}

/** Deletes tasks of the scope; all refused (nothing deleted) when one is running or paused. */
export async function deleteTasks(ctx: AppContext, s: repo.TaskScope, ids: string[]) {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const found = await db
      .select({ id: outboundTasks.id, status: outboundTasks.status })
      .from(outboundTasks)
      .where(and(repo.inScope(s), inArray(outboundTasks.id, ids)))
      .for('update');
    if (found.some((t) => !TASK_DELETABLE.includes(t.status))) throw new AppError('150044');
    await repo.deleteTasks(
      db,
      found.map((t) => t.id),
    );
    return found.length;
  });
}

/** start, pause, resume, stop: one conditional UPDATE, so a racing transition cannot slip past. */
export async function transition(ctx: AppContext, s: repo.TaskScope, id: string, action: TaskAction) {
  const t = await loadTask(ctx.db, s, id);
  const rule = TASK_TRANSITIONS[action];
  if (!(rule.from as readonly string[]).includes(t.status)) throw illegal(t.status);
  if (action === 'start') {
    const [has] = await ctx.db.select({ one: sql`1` }).from(taskCustomers).where(eq(taskCustomers.taskId, id)).limit(1);
    if (!has) throw new AppError('150045');
  }
  const now = new Date(ctx.now());
  const done = await ctx.db
    .update(outboundTasks)
    .set({
      status: rule.to,
      updatedAt: now,
      ...(action === 'start' ? { startedAt: now } : {}),
      ...(action === 'stop' ? { finishedAt: now } : {}),
    })
    .where(and(repo.inScope(s), eq(outboundTasks.id, id), inArray(outboundTasks.status, [...rule.from])))
    .returning({ id: outboundTasks.id });
  if (done.length === 0) throw illegal((await loadTask(ctx.db, s, id)).status);
  return rowOrMissing(ctx, s, id);
}

const copyName = (name: string) => {
  const suffix = '-副本';
  return `${name.slice(0, TASK_NAME_MAX - suffix.length)}${suffix}`;
};

/** A new not-started task with the same settings (bot frozen at its latest version) and customers. */
export async function copyTask(
  ctx: AppContext,
  req: FastifyRequest,
  s: repo.TaskScope,
  id: string,
  redialOnly: boolean,
) {
  const t = await loadTask(ctx.db, s, id);
  const botVersion = await publishedBot(ctx.db, s, t.botId);
  const newTaskId = newId();
  const added = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.insert(outboundTasks).values({
      id: newTaskId,
      ...s,
      name: copyName(t.name),
      botId: t.botId,
      botVersion,
      lineIds: t.lineIds,
      execution: t.execution,
      windows: t.windows,
      timeZone: t.timeZone,
      concurrency: t.concurrency,
      redial: t.redial,
      priority: t.priority,
      copiedFrom: t.id,
      createdBy: sessionOf(req).username,
      createdAt: new Date(ctx.now()),
      updatedAt: new Date(ctx.now()),
    });
    const n = await copyCustomers(db, t.id, newTaskId, redialOnly);
    if (redialOnly && n === 0) throw new AppError('150050');
    return n;
  });
  return { ...(await rowOrMissing(ctx, s, newTaskId)), added };
}
