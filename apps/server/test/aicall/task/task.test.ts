import {
  copyTask,
  createTask,
  deleteTasks,
  getTask,
  listTasks,
  pauseTask,
  resumeTask,
  startTask,
  stopTask,
  updateTask,
} from '@zhiyu/contract/modules/aicall/task';
import {
  addTaskCustomers,
  getTaskDetail,
  listTaskCustomers,
  retryTaskCustomer,
} from '@zhiyu/contract/modules/aicall/task-detail';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../src/modules/aicall/customer/table.ts';
import { outboundTasks, taskCustomers } from '../../../src/modules/aicall/task/table.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { type Fixture, seedBotAndLines } from '../../fixtures/dialer.ts';
import type { Api } from '../../helpers/api.ts';
import { call, PASSWORDS, tokenFor } from '../../helpers/app.ts';
import { expectRefused } from '../../helpers/db.ts';
import { signedIn } from '../../helpers/signed-in.ts';
import { userWithout } from '../../helpers/walk.ts';

interface Task {
  id: string;
  name: string;
  status: string;
  botVersion: number;
  customerCount: number;
  added?: number;
  [k: string]: unknown;
}

const s = signedIn('tenant');
let f: Fixture;
let token3 = '';
const post = <T = Task>(endpoint: Api, payload: unknown, tk = s.token) =>
  call<T>(s.app, { method: 'POST', url: endpoint.path, token: tk, payload: payload as object });
const get = <T>(endpoint: Api, q: Record<string, string | number>, tk = s.token) =>
  call<T>(s.app, {
    method: 'GET',
    url: `${endpoint.path}?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`,
    token: tk,
  });
const base = () => ({ name: '四月回访', botId: f.botId, lineIds: [f.lineIds[0]] });

beforeAll(async () => {
  // The dialer must not move these tasks while their states are checked.
  await s.app.dialer?.stop();
  f = await seedBotAndLines(s.db, DEMO.tenant1, DEMO.appid1, [{ concurrency: 5 }, { concurrency: 5, status: 0 }]);
  const rows = Array.from({ length: 12 }, (_, i) => ({
    id: `tc-${i}`,
    tenantId: DEMO.tenant1,
    appId: DEMO.appid1,
    name: `测试客户${i}`,
    phone: `1371234${String(i).padStart(4, '0')}`,
    tags: i % 3 === 0 ? ['高意向'] : ['普通'],
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
  }));
  await s.db.insert(customers).values(rows);
  token3 = (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization;
});

describe('task create and edit', () => {
  it('creates a task with defaults, the bot version frozen, customers by filter', async () => {
    const r = await post(createTask, { ...base(), customers: { mode: 'tags', tags: ['高意向'] } });
    expect(r.body.code).toBe('000000');
    expect(r.body.data).toMatchObject({
      status: 'notStarted',
      botVersion: 1,
      concurrency: 1,
      added: 4,
      customerCount: 4,
    });
    expect(r.body.data.windows).toMatchObject({
      '1': [
        { from: '09:00', to: '12:00' },
        { from: '13:30', to: '18:00' },
      ],
      '0': [],
    });
    const all = await post(createTask, { ...base(), name: '全部客户', customers: { mode: 'all' } });
    expect(all.body.data.customerCount).toBeGreaterThanOrEqual(12);
    const range = await post(createTask, {
      ...base(),
      name: '按时间',
      customers: { mode: 'created', createdFrom: Date.UTC(2026, 0, 2), createdTo: Date.UTC(2026, 0, 4) },
    });
    expect(range.body.data.added).toBe(3);
    const none = await post(createTask, { ...base(), name: '空任务' });
    expect(none.body.data.customerCount).toBe(0);
    const listed = await get<{ list: Task[]; total: number }>(listTasks, { name: '四月' });
    expect(listed.body.data.list.map((t) => t.id)).toContain(r.body.data.id);
    expect((await get<{ list: Task[] }>(listTasks, { status: 'running' })).body.data.list).toEqual([]);
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const refuse = (body: object, code: string) => expectRefused(s.db, () => post(createTask, body), code);
    await refuse({ ...base(), name: '' }, '100001');
    await refuse({ ...base(), name: 'x'.repeat(51) }, '100001');
    await refuse({ ...base(), concurrency: 0 }, '100001');
    await refuse({ ...base(), concurrency: 201 }, '100001');
    await refuse({ ...base(), redial: { classes: ['busy'], times: 6, intervalMin: 10 } }, '100001');
    await refuse({ ...base(), redial: { classes: ['busy'], times: 1, intervalMin: 0 } }, '100001');
    await refuse({ ...base(), redial: { classes: ['busy'], times: 1, intervalMin: 1441 } }, '100001');
    await refuse({ ...base(), redial: { classes: ['success'], times: 1, intervalMin: 5 } }, '100001');
    await refuse({ ...base(), lineIds: [] }, '100001');
    await refuse({ ...base(), execution: { type: 1 } }, '100001');
    await refuse({ ...base(), botId: 'bot-none' }, '150041');
    await refuse({ ...base(), lineIds: [f.lineIds[1]] }, '150042');
    await refuse({ ...base(), lineIds: ['line-none'] }, '150042');
    const msg = await refuse({ ...base(), windows: { '1': [{ from: '10:00', to: '09:00' }] } }, '150043');
    expect(msg).toContain('结束时间必须晚于开始时间');
    await refuse(
      {
        ...base(),
        windows: {
          '1': [
            { from: '09:00', to: '11:00' },
            { from: '10:00', to: '12:00' },
          ],
        },
      },
      '150043',
    );
    await refuse({ ...base(), windows: { '1': [] } }, '150043');
    await refuse({ ...base(), windows: { '8': [{ from: '09:00', to: '11:00' }] } }, '150043');
    // An unknown zone is a bad field of the body: 100001 naming timeZone.
    expect(await refuse({ ...base(), timeZone: 'Mars/Base' }, '100001')).toContain('timeZone');
    expect(await refuse({ ...base(), timeZone: 'UTC+8' }, '100001')).toContain('timeZone');
  });

  it('edits before the start (bot re-frozen) and while paused, not otherwise', async () => {
    const t = (await post(createTask, { ...base(), name: '待编辑', customers: { mode: 'all' } })).body.data;
    const e = await post(updateTask, { ...base(), id: t.id, name: '已编辑', concurrency: 3, priority: 2 });
    expect(e.body.data).toMatchObject({ name: '已编辑', concurrency: 3, priority: 2 });
    await post(startTask, { id: t.id });
    await expectRefused(s.db, () => post(updateTask, { ...base(), id: t.id }), '150040');
    await post(pauseTask, { id: t.id });
    expect((await post(updateTask, { ...base(), id: t.id, concurrency: 4 })).body.data.concurrency).toBe(4);
    const other = await seedBotAndLines(s.db, DEMO.tenant1, DEMO.appid1);
    await expectRefused(s.db, () => post(updateTask, { ...base(), id: t.id, botId: other.botId }), '150046');
    await expectRefused(s.db, () => post(updateTask, { ...base(), id: 'task-none' }), '100002');
  });
});

describe('task state transitions', () => {
  it('follows notStarted → running ⇄ paused → stopped, refusing the rest', async () => {
    const t = (await post(createTask, { ...base(), name: '状态流转', customers: { mode: 'all' } })).body.data;
    for (const a of [pauseTask, resumeTask, stopTask]) await expectRefused(s.db, () => post(a, { id: t.id }), '150040');
    const started = await post(startTask, { id: t.id });
    expect(started.body.data.status).toBe('running');
    expect(started.body.data.startedAt).toEqual(expect.any(Number));
    await expectRefused(s.db, () => post(startTask, { id: t.id }), '150040');
    await expectRefused(s.db, () => post(resumeTask, { id: t.id }), '150040');
    await expectRefused(s.db, () => post(deleteTasks, { ids: [t.id] }), '150044');
    expect((await post(pauseTask, { id: t.id })).body.data.status).toBe('paused');
    await expectRefused(s.db, () => post(deleteTasks, { ids: [t.id] }), '150044');
    expect((await post(resumeTask, { id: t.id })).body.data.status).toBe('running');
    expect((await post(stopTask, { id: t.id })).body.data.status).toBe('stopped');
    for (const a of [startTask, pauseTask, resumeTask, stopTask])
      await expectRefused(s.db, () => post(a, { id: t.id }), '150040');
    expect((await post<{ deleted: number }>(deleteTasks, { ids: [t.id] })).body.data.deleted).toBe(1);
    const left = await s.db.select().from(taskCustomers).where(eq(taskCustomers.taskId, t.id));
    expect(left).toEqual([]);
  });

  it('refuses to start a task without customers', async () => {
    const t = (await post(createTask, { ...base(), name: '无客户' })).body.data;
    await expectRefused(s.db, () => post(startTask, { id: t.id }), '150045');
  });

  it('copies a task, and copy-and-redial takes only customers whose last call failed', async () => {
    const t = (await post(createTask, { ...base(), name: '源任务', customers: { mode: 'all' } })).body.data;
    const ids = (await s.db.select().from(taskCustomers).where(eq(taskCustomers.taskId, t.id))).map(
      (c) => c.customerId,
    );
    await s.db
      .update(taskCustomers)
      .set({ status: 'done', lastResultClass: 'success' })
      .where(eq(taskCustomers.taskId, t.id));
    await s.db.update(outboundTasks).set({ status: 'completed' }).where(eq(outboundTasks.id, t.id));
    await expectRefused(s.db, () => post(copyTask, { id: t.id, redialOnly: true }), '150050');
    const [first, second] = ids;
    await s.db
      .update(taskCustomers)
      .set({ status: 'failed', lastResultClass: 'busy' })
      .where(eq(taskCustomers.customerId, first));
    await s.db
      .update(taskCustomers)
      .set({ status: 'failed', lastResultClass: 'noAnswer' })
      .where(eq(taskCustomers.customerId, second));
    const copy = await post(copyTask, { id: t.id });
    expect(copy.body.data).toMatchObject({
      name: '源任务-副本',
      status: 'notStarted',
      copiedFrom: t.id,
      added: ids.length,
    });
    const redial = await post(copyTask, { id: t.id, redialOnly: true });
    expect(redial.body.data.added).toBe(2);
    const got = await s.db.select().from(taskCustomers).where(eq(taskCustomers.taskId, redial.body.data.id));
    expect(got.map((c) => c.customerId).sort()).toEqual([first, second].sort());
    expect(got.every((c) => c.status === 'waiting' && c.attempts === 0)).toBe(true);
  });
});

describe('isolation and permissions', () => {
  it("answers 100002 for another tenant's task and never lists it", async () => {
    const t = (await post(createTask, { ...base(), name: '隔离任务', customers: { mode: 'all' } })).body.data;
    for (const [path, body] of [
      [startTask, { id: t.id }],
      [updateTask, { ...base(), id: t.id }],
      [copyTask, { id: t.id }],
      [retryTaskCustomer, { taskId: t.id, customerId: 'tc-1' }],
      [addTaskCustomers, { taskId: t.id, filter: { mode: 'all' } }],
    ] as const)
      await expectRefused(s.db, () => post(path, body, token3), '100002');
    expect((await get(getTask, { id: t.id }, token3)).body.code).toBe('100002');
    expect((await get(getTaskDetail, { id: t.id }, token3)).body.code).toBe('100002');
    expect((await get(listTaskCustomers, { taskId: t.id }, token3)).body.code).toBe('100002');
    expect((await post<{ deleted: number }>(deleteTasks, { ids: [t.id] }, token3)).body.data.deleted).toBe(0);
    const theirs = await get<{ list: Task[] }>(listTasks, { pageSize: 100 }, token3);
    expect(theirs.body.data.list.map((x) => x.id)).not.toContain(t.id);
  });

  it('refuses a user without the interface code (100403)', async () => {
    const u = await userWithout(s.db, ['aicall.task.start']);
    const tk = (await tokenFor(s.app, u.username, u.password)).authorization;
    const t = (await post(createTask, { ...base(), name: '权限任务', customers: { mode: 'all' } })).body.data;
    await expectRefused(s.db, () => post(startTask, { id: t.id }, tk), '100403');
    expect((await get(listTasks, {}, tk)).body.code).toBe('000000');
  });
});
