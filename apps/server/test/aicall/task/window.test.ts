/**
 * A running task outside its calling windows says when the next one opens: `windowWait` (the one
 * function the task list, the task and its details use) on a fixed clock, and the API answers.
 */

import {
  createTask,
  getTask,
  listTasks,
  pauseTask,
  resumeTask,
  startTask,
  updateTask,
} from '@zhiyu/contract/modules/aicall/task';
import { getTaskDetail } from '@zhiyu/contract/modules/aicall/task-detail';
import { instantOf, localTime } from '@zhiyu/contract/rules/call-window';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../src/modules/aicall/customer/table.ts';
import { windowWait } from '../../../src/modules/aicall/task/window-wait.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { type Fixture, seedBotAndLines } from '../../fixtures/dialer.ts';
import type { Api } from '../../helpers/api.ts';
import { call } from '../../helpers/app.ts';
import { signedIn } from '../../helpers/signed-in.ts';

const SH = 'Asia/Shanghai';
/** 2026-03-02 is a Monday; `at(2, 10)` is Monday 10:00 in Shanghai. */
const at = (day: number, h: number, m = 0, tz = SH) => instantOf(2026, 3, day, h * 60 + m, tz);
const office = {
  '0': [],
  '1': [
    { from: '09:00', to: '12:00' },
    { from: '13:30', to: '18:00' },
  ],
  '2': [{ from: '09:00', to: '18:00' }],
  '3': [{ from: '09:00', to: '18:00' }],
  '4': [{ from: '09:00', to: '18:00' }],
  '5': [{ from: '09:00', to: '18:00' }],
  '6': [],
};

describe('windowWait', () => {
  it('is null inside a window, up to the last minute, and waits from the end minute on', () => {
    expect(windowWait(office, SH, at(2, 9))).toBeNull();
    expect(windowWait(office, SH, at(2, 11, 59))).toBeNull();
    expect(windowWait(office, SH, at(2, 12))).toMatchObject({ time: '13:30', inDays: 0 });
  });

  it('opens later today, before the first window and between two', () => {
    expect(windowWait(office, SH, at(2, 7, 15))).toEqual({
      opensAt: at(2, 9),
      date: '2026-03-02',
      time: '09:00',
      weekday: 1,
      inDays: 0,
    });
    expect(windowWait(office, SH, at(2, 12, 30))).toEqual({
      opensAt: at(2, 13, 30),
      date: '2026-03-02',
      time: '13:30',
      weekday: 1,
      inDays: 0,
    });
  });

  it('opens tomorrow after the last window of the day, and just after midnight', () => {
    expect(windowWait(office, SH, at(2, 18))).toEqual({
      opensAt: at(3, 9),
      date: '2026-03-03',
      time: '09:00',
      weekday: 2,
      inDays: 1,
    });
    // 23:59 local is still "tomorrow"; 00:01 the next day is "later today".
    expect(windowWait(office, SH, at(2, 23, 59))?.inDays).toBe(1);
    expect(windowWait(office, SH, at(3, 0, 1))).toMatchObject({ opensAt: at(3, 9), inDays: 0 });
  });

  it('skips closed days to the next allowed weekday', () => {
    // Friday evening → Monday 09:00, three local days later.
    expect(windowWait(office, SH, at(6, 19))).toEqual({
      opensAt: at(9, 9),
      date: '2026-03-09',
      time: '09:00',
      weekday: 1,
      inDays: 3,
    });
    // Only Wednesdays, asked on a Wednesday after the window: a week later.
    const wed = { '3': [{ from: '10:00', to: '11:00' }] };
    expect(windowWait(wed, SH, at(4, 12))).toMatchObject({ opensAt: at(11, 10), weekday: 3, inDays: 7 });
    // Asked on Wednesday before the window: today.
    expect(windowWait(wed, SH, at(4, 8))).toMatchObject({ opensAt: at(4, 10), inDays: 0 });
  });

  it('treats a night shift written across midnight (22:00–24:00, then 00:00–06:00) as one span', () => {
    const night = {
      '1': [{ from: '22:00', to: '24:00' }],
      '2': [
        { from: '00:00', to: '06:00' },
        { from: '22:00', to: '24:00' },
      ],
      '3': [{ from: '00:00', to: '06:00' }],
    };
    expect(windowWait(night, SH, at(2, 21))).toMatchObject({ opensAt: at(2, 22), time: '22:00', inDays: 0 });
    expect(windowWait(night, SH, at(2, 23, 59))).toBeNull();
    expect(windowWait(night, SH, at(3, 0))).toBeNull();
    expect(windowWait(night, SH, at(3, 5, 59))).toBeNull();
    expect(windowWait(night, SH, at(3, 6))).toMatchObject({ opensAt: at(3, 22), inDays: 0 });
    // Wednesday morning's shift ends the week's windows: next Monday 22:00.
    expect(windowWait(night, SH, at(4, 7))).toMatchObject({ opensAt: at(9, 22), weekday: 1, inDays: 5 });
  });

  it("reads days and times in the task's zone, not the server's", () => {
    const ny = 'America/New_York';
    // Monday 2026-03-02 20:00 in New York is Tuesday 09:00 in Shanghai.
    const now = at(2, 20, 0, ny);
    expect(localTime(now, SH)).toMatchObject({ weekday: 2, minute: 9 * 60 });
    expect(windowWait(office, SH, now)).toBeNull();
    expect(windowWait(office, ny, now)).toMatchObject({ opensAt: at(3, 9, 0, ny), date: '2026-03-03', inDays: 1 });
    // Across New York's spring change (2026-03-08 02:00 → 03:00): the opening keeps its wall time.
    const sunday = { '0': [{ from: '09:00', to: '10:00' }] };
    expect(windowWait(sunday, ny, at(7, 12, 0, ny))).toMatchObject({
      opensAt: at(8, 9, 0, ny),
      time: '09:00',
      inDays: 1,
    });
  });

  it('is null when the windows allow no time at all', () => {
    expect(windowWait({ '1': [] }, SH, at(2, 10))).toBeNull();
  });
});

describe('task list, task and details', () => {
  const s = signedIn('tenant');
  let f: Fixture;
  const get = <T>(endpoint: Api, query = '') =>
    call<T>(s.app, { method: 'GET', url: query ? `${endpoint.path}?${query}` : endpoint.path, token: s.token });
  const post = <T>(endpoint: Api, payload: object) =>
    call<T>(s.app, { method: 'POST', url: endpoint.path, token: s.token, payload });

  beforeAll(async () => {
    await s.app.dialer?.stop();
    f = await seedBotAndLines(s.db, DEMO.tenant1, DEMO.appid1, [{ concurrency: 5 }]);
    await s.db.insert(customers).values({
      id: 'tw-1',
      tenantId: DEMO.tenant1,
      appId: DEMO.appid1,
      name: '窗口客户',
      phone: '13712340099',
      tags: ['时段'],
    });
  });

  it('say when a running task outside its windows may call, and nothing otherwise', async () => {
    const now = Date.now();
    const today = localTime(now, SH);
    // Tomorrow's weekday only, in Shanghai: the task started now waits for tomorrow 09:00.
    const tomorrow = String((today.weekday + 1) % 7);
    const windows = { [tomorrow]: [{ from: '09:00', to: '10:00' }] };
    type Row = { id: string; status: string; windowWait: { inDays: number; time: string; opensAt: number } | null };
    const made = await post<Row>(createTask, {
      name: '时段外任务',
      botId: f.botId,
      lineIds: f.lineIds,
      windows,
      customers: { mode: 'tags', tags: ['时段'] },
    });
    expect(made.body.code).toBe('000000');
    expect(made.body.data.windowWait).toBeNull();
    const started = await post<Row>(startTask, { id: made.body.data.id });
    expect(started.body.data.status).toBe('running');
    const expected = { time: '09:00', inDays: 1, weekday: Number(tomorrow) };
    expect(started.body.data.windowWait).toMatchObject(expected);
    const id = made.body.data.id;
    const list = await get<{ list: Row[] }>(listTasks, 'name=时段外任务');
    expect(list.body.data.list[0].windowWait).toMatchObject(expected);
    const one = await get<Row>(getTask, `id=${id}`);
    expect(one.body.data.windowWait).toMatchObject(expected);
    const detail = await get<{ task: Row }>(getTaskDetail, `id=${id}`);
    expect(detail.body.data.task.windowWait).toMatchObject(expected);
    expect(detail.body.data.task.windowWait?.opensAt).toBeGreaterThan(now);
    // Paused: not waiting for a window (it waits for a resume).
    const paused = await post<Row>(pauseTask, { id });
    expect(paused.body.data.windowWait).toBeNull();
    // Inside a window (every day, all day): not waiting.
    const allDay = Object.fromEntries(
      ['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, [{ from: '00:00', to: '24:00' }]]),
    );
    const t = one.body.data as unknown as Record<string, unknown>;
    await post(updateTask, {
      id,
      name: t.name,
      botId: t.botId,
      lineIds: t.lineIds,
      windows: allDay,
      timeZone: t.timeZone,
      concurrency: 1,
      redial: t.redial,
      priority: 0,
    });
    const resumed = await post<Row>(resumeTask, { id });
    expect(resumed.body.data.status).toBe('running');
    expect(resumed.body.data.windowWait).toBeNull();
  });
});
