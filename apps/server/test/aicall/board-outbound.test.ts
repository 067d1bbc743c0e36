import type { OutboundStat } from '@zhiyu/contract/modules/aicall/board-outbound';
import { exportOutboundStats, getOutboundStats } from '@zhiyu/contract/modules/aicall/board-outbound';
import { outboundRecordApi } from '@zhiyu/contract/modules/aicall/record';
import { addDays, zonedDay, zonedDayRange } from '@zhiyu/contract/rules/zoned-day';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollups } from '../../src/modules/aicall/rollup/service.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { seedBotAndLines, seedTask } from '../fixtures/dialer.ts';
import { randomCalls } from '../fixtures/rollup.ts';
import { readXlsx } from '../fixtures/xlsx.ts';
import { call, PASSWORDS, tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';
import { insertRecords, qs, rec } from '../helpers/record.ts';
import { signedIn } from '../helpers/signed-in.ts';

const s = signedIn();
const TZ = 'Asia/Shanghai';
const STAT = getOutboundStats.path;
type Q = Record<string, string | number | undefined>;
/** An instant of a Shanghai wall-clock time. */
const at = (day: string, time: string) => new Date(Date.parse(`${day}T${time}+08:00`));

let taskA = '';
let botId = '';
let tk3 = '';

const get = <T>(url: string, q: Q, token = s.token, lang = 'zh-CN') =>
  call<T>(s.app, { url: `${url}?${qs(q)}`, token, headers: { 'accept-language': lang } });
const stat = async (q: Q, token = s.token) => {
  const r = await get<OutboundStat>(STAT, q, token);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};
/** The outbound records list's total over the days, with the drill-down's filters. */
const listed = async (days: { startDay: string; endDay: string }, drill: Q = {}, token = s.token) => {
  const r = await get<{ total: number }>(
    outboundRecordApi.list.path,
    {
      ...zonedDayRange(days.startDay, days.endDay, TZ),
      pageSize: 5,
      ...drill,
    },
    token,
  );
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.total;
};

// Current range 2026-10-10..13 (10-12 has no call), previous period 10-06..09.
const RANGE = { startDay: '2026-10-10', endDay: '2026-10-13' };

beforeAll(async () => {
  const f = await seedBotAndLines(s.db, DEMO.tenant1, DEMO.appid1);
  botId = f.botId;
  taskA = await seedTask(s.db, f, { customers: 0, status: 'notStarted' });
  const ok = { causeCode: 0, answeredAt: new Date(), botId, botVersion: 1 };
  const now = Date.now();
  const r = (id: string, day: string, time: string, o: Parameters<typeof rec>[3] = {}) =>
    rec(id, now, 0, { startedAt: at(day, time), taskId: taskA, ...o });
  await insertRecords(s.db, [
    r('ob-1', '2026-10-10', '09:00', { ...ok, durationSec: 60, rounds: 4, intentionLevel: 'A' }),
    r('ob-2', '2026-10-10', '23:30', {
      ...ok,
      causeCode: 782,
      resultClass: 'transferred',
      durationSec: 30,
      rounds: 2,
      transferred: true,
    }),
    // 16:30 UTC the day before: a Shanghai 10-11 call
    r('ob-3', '2026-10-11', '00:30', { causeCode: 775, resultClass: 'noAnswer' }),
    r('ob-4', '2026-10-13', '12:00', { taskId: 'ob-gone', causeCode: 486, resultClass: 'busy', botId, botVersion: 1 }),
    r('ob-5', '2026-10-13', '13:00', { ...ok, durationSec: 90, rounds: 6, intentionLevel: 'B' }),
    r('ob-in', '2026-10-11', '10:00', { ...ok, direction: 0, taskId: null, durationSec: 500, rounds: 9 }),
    r('ob-p1', '2026-10-08', '10:00', { ...ok, durationSec: 40, rounds: 3 }),
    r('ob-p2', '2026-10-09', '10:00', { causeCode: 775, resultClass: 'noAnswer' }),
    r('ob-x1', '2026-10-14', '00:10', { ...ok, durationSec: 10, rounds: 1 }),
    r('ob-x2', '2026-10-05', '23:50', { ...ok, durationSec: 10, rounds: 1 }),
  ]);
  await rebuildRollups(s.db, DEMO.tenant1, '2026-10-01', '2026-10-31');
  // Random calls of the other aicall tenant, through finishCall: the drill-down equality on many.
  const f3 = await seedBotAndLines(s.db, DEMO.tenant3, DEMO.appid3);
  await randomCalls(s.db, f3, 120, 7, Date.parse('2026-09-20T04:00:00Z'), 6);
  tk3 = (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization;
}, 120_000);

describe('outbound board: figures', () => {
  it('KPIs of the range against the previous period, outbound calls only', async () => {
    const d = await stat({ ...RANGE, granularity: 1 });
    expect(d.range).toEqual({ timeZone: TZ, ...RANGE, prevStartDay: '2026-10-06', prevEndDay: '2026-10-09' });
    expect(d.kpis.calls).toEqual({ value: 5, previous: 2, change: 1.5 });
    expect(d.kpis.connected).toEqual({ value: 3, previous: 1, change: 2 });
    expect(d.kpis.connectRate.value).toBeCloseTo(0.6);
    expect(d.kpis.connectRate.previous).toBeCloseTo(0.5);
    expect(d.kpis.connectRate.change).toBeCloseTo(0.2);
    // (60 + 30 + 90) / 3 connected; previous 40 / 1
    expect(d.kpis.avgDuration).toEqual({ value: 60, previous: 40, change: 0.5 });
    expect(d.kpis.avgRounds.value).toBe(4);
    expect(d.kpis.avgRounds.change).toBeCloseTo(1 / 3);
    // nothing was transferred before: no change to show
    expect(d.kpis.transferred).toEqual({ value: 1, previous: 0, change: null });
  });

  it('day buckets: every day of the range, the empty one with zeros, days by Shanghai calendar', async () => {
    const d = await stat({ ...RANGE, granularity: 1 });
    expect(d.trend.map((b) => [b.bucket, b.startDay, b.endDay, b.calls, b.connected, b.transferred])).toEqual([
      ['2026-10-10', '2026-10-10', '2026-10-10', 2, 2, 1],
      ['2026-10-11', '2026-10-11', '2026-10-11', 1, 0, 0],
      ['2026-10-12', '2026-10-12', '2026-10-12', 0, 0, 0],
      ['2026-10-13', '2026-10-13', '2026-10-13', 2, 1, 0],
    ]);
    expect(d.trend[0]).toMatchObject({ connectRate: 1, avgDuration: 45, avgRounds: 3 });
    expect(d.trend[2]).toMatchObject({ connectRate: 0, avgDuration: 0, avgRounds: 0 });
  });

  it('month and year buckets, cut to the range, empty ones included', async () => {
    const m = await stat({ startDay: '2026-08-20', endDay: '2026-10-13', granularity: 2 });
    expect(m.trend.map((b) => [b.bucket, b.startDay, b.endDay, b.calls])).toEqual([
      ['2026-08', '2026-08-20', '2026-08-31', 0],
      ['2026-09', '2026-09-01', '2026-09-30', 0],
      ['2026-10', '2026-10-01', '2026-10-13', 8],
    ]);
    const y = await stat({ startDay: '2025-12-20', endDay: '2026-10-13', granularity: 3 });
    expect(y.trend.map((b) => [b.bucket, b.startDay, b.endDay, b.calls])).toEqual([
      ['2025', '2025-12-20', '2025-12-31', 0],
      ['2026', '2026-01-01', '2026-10-13', 8],
    ]);
    expect(y.kpis.calls.value).toBe(8);
  });

  it('table by task or bot, ordered ASC or DESC by any figure', async () => {
    const byTask = await stat({ ...RANGE, by: 'task' });
    expect(byTask.rows.map((r) => [r.id, r.calls, r.connected])).toEqual([
      [taskA, 4, 3],
      ['ob-gone', 1, 0],
    ]);
    expect(byTask.rows[0].name).toMatch(/^任务-/);
    expect(byTask.rows[1].name).toBe('');
    const asc = await stat({ ...RANGE, by: 'task', sort: 'ASC' });
    expect(asc.rows.map((r) => r.id)).toEqual(['ob-gone', taskA]);
    const rate = await stat({ ...RANGE, by: 'task', sortField: 'connectRate', sort: 'DESC' });
    expect(rate.rows.map((r) => [r.id, r.connectRate])).toEqual([
      [taskA, 0.75],
      ['ob-gone', 0],
    ]);
    const byBot = await stat({ ...RANGE, by: 'bot', sortField: 'avgDuration', sort: 'ASC' });
    expect(byBot.by).toBe('bot');
    expect(byBot.rows.map((r) => [r.id, r.calls, r.avgDuration])).toEqual([
      ['', 1, 0],
      [botId, 4, 60],
    ]);
    expect(byBot.rows[1].name).toMatch(/^测试机器人-/);
  });

  it('task and bot filters narrow every figure', async () => {
    const d = await stat({ ...RANGE, taskId: taskA });
    expect(d.kpis.calls.value).toBe(4);
    expect(d.rows.map((r) => r.id)).toEqual([taskA]);
    const b = await stat({ ...RANGE, botId, botVersion: 1 });
    expect(b.kpis.calls.value).toBe(4);
    expect((await stat({ ...RANGE, botId, botVersion: 2 })).kpis.calls.value).toBe(0);
  });
});

describe('outbound board: drill-downs open exactly the counted calls', () => {
  it('every trend point, each series', async () => {
    const d = await stat({ ...RANGE, granularity: 1 });
    for (const b of d.trend) {
      expect(await listed(b), b.bucket).toBe(b.calls);
      expect(await listed(b, { answered: 1 })).toBe(b.connected);
      expect(await listed(b, { transferred: 1 })).toBe(b.transferred);
    }
  });

  it("the row of calls without a bot (id '') opens them with `-`", async () => {
    const byBot = await stat({ ...RANGE, by: 'bot' });
    const none = byBot.rows.find((r) => r.id === '');
    expect(none).toMatchObject({ calls: 1, connected: 0 });
    expect(await listed(RANGE, { botId: '-' })).toBe(1);
    expect(await listed(RANGE, { botId: '-', answered: 1 })).toBe(0);
    // the board's other rows are unaffected: together they are every call of the range
    const named = byBot.rows.filter((r) => r.id !== '');
    expect(named.reduce((n, r) => n + r.calls, 0) + 1).toBe((await stat(RANGE)).kpis.calls.value);
  });

  it('every task and bot row, on many random calls of another tenant', async () => {
    const range = { startDay: '2026-09-13', endDay: '2026-09-20' };
    for (const g of [1, 2]) {
      const d = await stat({ ...range, granularity: g }, tk3);
      expect(d.kpis.calls.value).toBeGreaterThan(50);
      for (const b of d.trend) {
        expect(await listed(b, {}, tk3)).toBe(b.calls);
        expect(await listed(b, { answered: 1 }, tk3)).toBe(b.connected);
        expect(await listed(b, { transferred: 1 }, tk3)).toBe(b.transferred);
      }
    }
    const tasks = await stat({ ...range, by: 'task' }, tk3);
    expect(tasks.rows.length).toBe(2);
    for (const r of tasks.rows) expect(await listed(range, { taskId: r.id }, tk3)).toBe(r.calls);
    const bots = await stat({ ...range, by: 'bot' }, tk3);
    for (const r of bots.rows) {
      expect(await listed(range, { botId: r.id || '-' }, tk3)).toBe(r.calls);
      expect(await listed(range, { botId: r.id || '-', answered: 1 }, tk3)).toBe(r.connected);
    }
    const kpis = (await stat(range, tk3)).kpis;
    expect(await listed(range, {}, tk3)).toBe(kpis.calls.value);
    expect(await listed(range, { answered: 1 }, tk3)).toBe(kpis.connected.value);
  });
});

describe('outbound board: bad parameters change nothing', () => {
  const today = zonedDay(Date.now(), TZ);
  it.each([
    [{ endDay: '2026-10-13' }, '150060'],
    [{ startDay: '2026-10-10' }, '150060'],
    [{ startDay: '2026-13-01', endDay: '2026-10-13' }, '150100'],
    [{ startDay: '2026-02-30', endDay: '2026-03-01' }, '150100'],
    [{ startDay: '2026-10-13', endDay: '2026-10-10' }, '150062'],
    [{ startDay: addDays(today, 1), endDay: addDays(today, 2) }, '150061'],
    [{ startDay: '2025-01-01', endDay: '2026-01-02', granularity: 1 }, '150103'],
    [{ ...RANGE, granularity: 4 }, '100001'],
    [{ ...RANGE, granularity: 'day' }, '100001'],
    [{ ...RANGE, sort: 'UP' }, '100001'],
    [{ ...RANGE, sortField: 'phone' }, '100001'],
    [{ ...RANGE, by: 'line' }, '100001'],
  ])('%j → %s', async (q, code) => {
    for (const url of [STAT, exportOutboundStats.path]) await expectRefused(s.db, () => get(url, q), code);
  });

  it('a long range by month or year is fine', async () => {
    const d = await stat({ startDay: '2025-01-01', endDay: '2026-10-13', granularity: 2 });
    expect(d.trend).toHaveLength(22);
  });
});

describe('outbound board: tenants', () => {
  it('another tenant sees none of the demo tenant’s figures; a tenant without the module is refused', async () => {
    const d = await stat({ ...RANGE, by: 'bot' }, tk3);
    expect(d.kpis.calls.value).toBe(0);
    expect(d.rows).toEqual([]);
    expect(d.trend.every((b) => b.calls === 0)).toBe(true);
    const tk2 = (await tokenFor(s.app, 'tenant2', PASSWORDS.tenant2)).authorization;
    const r = await get(STAT, RANGE, tk2);
    expect(r.body.code).toBe('140007');
    expect(r.body.data).toBeNull();
  });
});

describe('outbound board: export', () => {
  it('the workbook holds the table as the board shows it, in the caller’s language', async () => {
    const q = { ...RANGE, by: 'task', sortField: 'connected', sort: 'ASC' };
    const d = await stat(q);
    const res = await s.app.inject({
      url: `${exportOutboundStats.path}?${qs(q)}`,
      headers: { authorization: s.token, 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      'outbound-board_2026-10-10_2026-10-13.xlsx',
    );
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([
      'Task',
      'Calls',
      'Connected',
      'Connect rate',
      'Average talk time (s)',
      'Average rounds',
      'Transferred to a human',
    ]);
    expect(rows.slice(1)).toEqual(
      d.rows.map((r) => [
        r.name || r.id,
        r.calls,
        r.connected,
        `${(r.connectRate * 100).toFixed(1)}%`,
        Math.round(r.avgDuration * 10) / 10,
        Math.round(r.avgRounds * 10) / 10,
        r.transferred,
      ]),
    );
    expect(rows.slice(1).map((r) => r[0])).toEqual(['ob-gone', d.rows[1].name]);
    const zh = await s.app.inject({
      url: `${exportOutboundStats.path}?${qs({ ...RANGE, by: 'bot' })}`,
      headers: { authorization: s.token },
    });
    const zhRows = await readXlsx(zh.rawPayload);
    expect(zhRows[0][0]).toBe('机器人');
    expect(zhRows.map((r) => r[0])).toContain('无机器人');
  });
});
