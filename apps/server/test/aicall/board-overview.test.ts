import type { OverviewStat } from '@zhiyu/contract/modules/aicall/board-overview';
import { exportCallOverview, getCallOverview } from '@zhiyu/contract/modules/aicall/board-overview';
import { inboundRecordApi, outboundRecordApi } from '@zhiyu/contract/modules/aicall/record';
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
const STAT = getCallOverview.path;
const EXPORT = exportCallOverview.path;
type Q = Record<string, string | number | undefined>;
const at = (day: string, time: string) => new Date(Date.parse(`${day}T${time}+08:00`));

let taskA = '';
let botId = '';
let tk3 = '';

const get = <T>(url: string, q: Q, token = s.token, lang = 'zh-CN') =>
  call<T>(s.app, { url: `${url}?${qs(q)}`, token, headers: { 'accept-language': lang } });
const stat = async (q: Q, token = s.token) => {
  const r = await get<OverviewStat>(STAT, q, token);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};
/** The records list's total (of the direction) over the days, with the drill-down's filters. */
const listed = async (dir: 0 | 1, days: { startDay: string; endDay: string }, drill: Q = {}, token = s.token) => {
  const r = await get<{ total: number }>(
    (dir ? outboundRecordApi : inboundRecordApi).list.path,
    { ...zonedDayRange(days.startDay, days.endDay, TZ), pageSize: 5, ...drill },
    token,
  );
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.total;
};

// 2026-10-10..13, previous period 10-06..09.
const RANGE = { startDay: '2026-10-10', endDay: '2026-10-13' };

beforeAll(async () => {
  const f = await seedBotAndLines(s.db, DEMO.tenant1, DEMO.appid1);
  botId = f.botId;
  taskA = await seedTask(s.db, f, { customers: 0, status: 'notStarted' });
  const ok = { causeCode: 0, answeredAt: new Date(), botId, botVersion: 1 };
  const r = (id: string, day: string, time: string, o: Parameters<typeof rec>[3] = {}) =>
    rec(id, Date.now(), 0, { startedAt: at(day, time), taskId: taskA, ...o });
  await insertRecords(s.db, [
    r('ov-1', '2026-10-10', '09:00', { ...ok, durationSec: 60, rounds: 4, intentionLevel: 'A' }),
    r('ov-2', '2026-10-10', '23:30', { ...ok, causeCode: 782, durationSec: 30, rounds: 2, transferred: true }),
    r('ov-3', '2026-10-11', '00:30', { causeCode: 775 }),
    r('ov-4', '2026-10-13', '12:00', { taskId: 'ov-gone', causeCode: 486, botId, botVersion: 1 }),
    r('ov-5', '2026-10-13', '13:00', { ...ok, durationSec: 90, rounds: 6, intentionLevel: 'B' }),
    r('ov-in1', '2026-10-11', '10:00', { ...ok, direction: 0, taskId: null, durationSec: 500, intentionLevel: 'A' }),
    r('ov-in2', '2026-10-12', '10:00', { direction: 0, taskId: null, botId: null, causeCode: 503 }),
    r('ov-p1', '2026-10-08', '10:00', { ...ok, durationSec: 40, rounds: 3 }),
    r('ov-p2', '2026-10-09', '10:00', { causeCode: 775 }),
    r('ov-x1', '2026-10-14', '00:10', { ...ok, durationSec: 10 }),
  ]);
  await rebuildRollups(s.db, DEMO.tenant1, '2026-10-01', '2026-10-31');
  const f3 = await seedBotAndLines(s.db, DEMO.tenant3, DEMO.appid3);
  await randomCalls(s.db, f3, 120, 9, Date.parse('2026-09-20T04:00:00Z'), 6);
  tk3 = (await tokenFor(s.app, 'tenant3', PASSWORDS.tenant3)).authorization;
}, 120_000);

describe('overview board: figures', () => {
  it('outbound totals against the previous period', async () => {
    const d = await stat({ ...RANGE, direction: 1 });
    expect(d.direction).toBe(1);
    expect(d.range).toEqual({ timeZone: TZ, ...RANGE, prevStartDay: '2026-10-06', prevEndDay: '2026-10-09' });
    expect(d.kpis.calls).toEqual({ value: 5, previous: 2, change: 1.5 });
    expect(d.kpis.connected).toEqual({ value: 3, previous: 1, change: 2 });
    expect(d.kpis.connectRate.change).toBeCloseTo(0.2);
    expect(d.kpis.durationSec).toEqual({ value: 180, previous: 40, change: 3.5 });
    expect(d.kpis.avgDuration).toEqual({ value: 60, previous: 40, change: 0.5 });
    expect(d.kpis.transferred).toEqual({ value: 1, previous: 0, change: null });
  });

  it('inbound totals: the other direction only, nothing before', async () => {
    const d = await stat({ ...RANGE, direction: 0 });
    expect(d.kpis.calls).toEqual({ value: 2, previous: 0, change: null });
    expect(d.kpis.durationSec.value).toBe(500);
    expect(d.classes.map((c) => [c.item, c.n])).toEqual([
      ['success', 1],
      ['lineFault', 1],
    ]);
    expect(d.tasks).toEqual([{ id: '', name: '', calls: 2, connected: 1, connectRate: 0.5 }]);
  });

  it('result classes in requirements §4 order and levels (with the calls no level matched) as shares of calls', async () => {
    const d = await stat(RANGE);
    expect(d.classes).toEqual([
      { item: 'success', n: 2, share: 0.4 },
      { item: 'busy', n: 1, share: 0.2 },
      { item: 'noAnswer', n: 1, share: 0.2 },
      { item: 'transferred', n: 1, share: 0.2 },
    ]);
    expect(d.levels).toEqual([
      { item: 'A', n: 1, share: 0.2 },
      { item: 'B', n: 1, share: 0.2 },
      { item: '-', n: 3, share: 0.6 },
    ]);
  });

  it('trend buckets by day, month and year, empty ones with zeros', async () => {
    const d = await stat({ ...RANGE, granularity: 1 });
    expect(d.trend.map((b) => [b.bucket, b.calls, b.connected, b.durationSec])).toEqual([
      ['2026-10-10', 2, 2, 90],
      ['2026-10-11', 1, 0, 0],
      ['2026-10-12', 0, 0, 0],
      ['2026-10-13', 2, 1, 90],
    ]);
    const m = await stat({ startDay: '2026-09-15', endDay: '2026-11-02', granularity: 2 });
    expect(m.trend.map((b) => [b.bucket, b.startDay, b.endDay, b.calls])).toEqual([
      ['2026-09', '2026-09-15', '2026-09-30', 0],
      ['2026-10', '2026-10-01', '2026-10-31', 8],
      ['2026-11', '2026-11-01', '2026-11-02', 0],
    ]);
    const y = await stat({ startDay: '2024-06-01', endDay: '2026-10-31', granularity: 3 });
    expect(y.trend.map((b) => [b.bucket, b.calls])).toEqual([
      ['2024', 0],
      ['2025', 0],
      ['2026', 8],
    ]);
  });

  it('tasks and bots ranked by calls, DESC or ASC, limited', async () => {
    const d = await stat(RANGE);
    expect(d.tasks.map((t) => [t.id, t.calls, t.connected])).toEqual([
      [taskA, 4, 3],
      ['ov-gone', 1, 0],
    ]);
    expect(d.tasks[0].name).toMatch(/^任务-/);
    expect(d.bots.map((b) => [b.id, b.calls])).toEqual([
      [botId, 4],
      ['', 1],
    ]);
    const asc = await stat({ ...RANGE, sort: 'ASC', limit: 1 });
    expect(asc.tasks.map((t) => t.id)).toEqual(['ov-gone']);
    expect(asc.bots.map((b) => b.id)).toEqual(['']);
    const top = await stat({ ...RANGE, sort: 'DESC', limit: 1 });
    expect(top.tasks.map((t) => t.id)).toEqual([taskA]);
  });
});

describe('overview board: drill-downs open exactly the counted calls', () => {
  it('trend points, class and level slices, task and bot bars (random calls of another tenant)', async () => {
    const range = { startDay: '2026-09-13', endDay: '2026-09-20' };
    for (const dir of [1, 0] as const) {
      const d = await stat({ ...range, direction: dir, granularity: 1, limit: 50 }, tk3);
      expect(d.kpis.calls.value).toBeGreaterThan(dir ? 50 : 10);
      expect(await listed(dir, range, {}, tk3)).toBe(d.kpis.calls.value);
      for (const b of d.trend) {
        expect(await listed(dir, b, {}, tk3)).toBe(b.calls);
        expect(await listed(dir, b, { answered: 1 }, tk3)).toBe(b.connected);
      }
      // inbound calls are all answered: one class
      expect(d.classes.length).toBeGreaterThan(dir ? 1 : 0);
      for (const c of d.classes) expect(await listed(dir, range, { resultClass: c.item }, tk3)).toBe(c.n);
      expect(d.levels.map((l) => l.item)).toContain('-');
      for (const l of d.levels) expect(await listed(dir, range, { intentionLevel: l.item }, tk3)).toBe(l.n);
      // rows without a task or bot (id '') open with `-`: the list's "no task" / "no bot"
      if (dir === 0) expect(d.tasks.map((t) => t.id)).toContain('');
      for (const t of d.tasks) expect(await listed(dir, range, { taskId: t.id || '-' }, tk3)).toBe(t.calls);
      for (const b of d.bots) {
        expect(await listed(dir, range, { botId: b.id || '-' }, tk3)).toBe(b.calls);
        expect(await listed(dir, range, { botId: b.id || '-', answered: 1 }, tk3)).toBe(b.connected);
      }
    }
  });

  it('on the demo tenant’s hand-made calls too', async () => {
    const d = await stat(RANGE);
    for (const c of d.classes) expect(await listed(1, RANGE, { resultClass: c.item })).toBe(c.n);
    for (const l of d.levels) expect(await listed(1, RANGE, { intentionLevel: l.item })).toBe(l.n);
    expect(await listed(1, RANGE, { transferred: 1 })).toBe(d.kpis.transferred.value);
  });
});

describe('overview board: bad parameters change nothing', () => {
  const today = zonedDay(Date.now(), TZ);
  it.each([
    [{}, '150060'],
    [{ startDay: '2026-10-10' }, '150060'],
    [{ startDay: '20261010', endDay: '2026-10-13' }, '150100'],
    [{ startDay: '2026-10-13', endDay: '2026-10-10' }, '150062'],
    [{ startDay: addDays(today, 1), endDay: addDays(today, 1) }, '150061'],
    [{ startDay: '2024-01-01', endDay: '2026-10-13' }, '150103'],
    [{ ...RANGE, granularity: 0 }, '100001'],
    [{ ...RANGE, direction: 2 }, '100001'],
    [{ ...RANGE, sort: 'asc' }, '100001'],
    [{ ...RANGE, limit: 0 }, '100001'],
  ])('%j → %s', async (q, code) => {
    for (const url of [STAT, EXPORT]) await expectRefused(s.db, () => get(url, q), code);
  });
});

describe('overview board: tenants', () => {
  it('another tenant sees none of the demo tenant’s figures; a tenant without the module is refused', async () => {
    const d = await stat(RANGE, tk3);
    expect(d.kpis.calls.value).toBe(0);
    expect([d.classes, d.levels, d.tasks, d.bots]).toEqual([[], [], [], []]);
    const tk2 = (await tokenFor(s.app, 'tenant2', PASSWORDS.tenant2)).authorization;
    const r = await get(STAT, RANGE, tk2);
    expect(r.body.code).toBe('140007');
  });
});

describe('overview board: export', () => {
  it('the workbook holds a row per bucket and the total, as the board shows them', async () => {
    const q = { ...RANGE, granularity: 1 };
    const d = await stat(q);
    const res = await s.app.inject({ url: `${EXPORT}?${qs(q)}`, headers: { authorization: s.token } });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      '数据概览_2026-10-10_2026-10-13.xlsx',
    );
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['时间', '通话数', '接通数', '接通率', '通话总时长(秒)', '平均通话时长(秒)', '转人工数']);
    const line = (label: string, x: OverviewStat['trend'][number] | Record<string, number>) => [
      label,
      x.calls,
      x.connected,
      `${((x.connectRate as number) * 100).toFixed(1)}%`,
      x.durationSec,
      Math.round((x.avgDuration as number) * 10) / 10,
      x.transferred,
    ];
    const total = Object.fromEntries(Object.entries(d.kpis).map(([k, v]) => [k, v.value]));
    expect(rows.slice(1)).toEqual([...d.trend.map((b) => line(b.bucket, b)), line('合计', total)]);
    expect(rows).toHaveLength(6);
    expect(rows[5].slice(0, 3)).toEqual(['合计', 5, 3]);
    const en = await s.app.inject({
      url: `${EXPORT}?${qs({ ...RANGE, granularity: 2 })}`,
      headers: { authorization: s.token, 'accept-language': 'en' },
    });
    expect((await readXlsx(en.rawPayload)).map((r) => r[0])).toEqual(['Period', '2026-10', 'Total']);
  });
});
