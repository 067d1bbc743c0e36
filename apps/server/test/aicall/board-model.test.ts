/**
 * 模型分析: GET /v1/aicall-web/databoard/model/stat and /model/export over hand-written calls
 * (test/fixtures/board-hot-model.ts), the demo data, bad parameters and another tenant.
 */

import type { ModelStat } from '@zhiyu/contract/modules/aicall/board-model';
import { exportModelStats, getModelStats } from '@zhiyu/contract/modules/aicall/board-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoBot,
  exportRows,
  getAs,
  listTotal,
  PREV,
  RANGE,
  seedBoardCalls,
  TZ,
  thisMonth,
} from '../fixtures/board-hot-model.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';

const STAT = getModelStats.path;
const EXPORT = exportModelStats.path;

let t: TestApp;
let bot: { id: string; name: string };
const tk: Record<string, string> = {};
const stat = async (q: Record<string, string | number | undefined>, token = tk.tenant) => {
  const r = await getAs<ModelStat>(t.app, STAT, q, token);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};
/** A Kpi with its change rounded, so (0.7 − 0.5) / 0.5 reads 0.4. */
const round = (k: { value: number; previous: number; change: number | null }) => ({
  value: Number(k.value.toFixed(6)),
  previous: Number(k.previous.toFixed(6)),
  change: k.change === null ? null : Number(k.change.toFixed(6)),
});

beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  bot = await demoBot(t.db);
  await seedBoardCalls(t.db, bot.id);
  for (const u of ['tenant', 'tenant2', 'tenant3']) tk[u] = (await tokenFor(t.app, u, PASSWORDS[u])).authorization;
}, 120_000);
afterAll(() => t.close());

describe('model analysis board: figures', () => {
  it('gives the recognition rate of callee turns, hang-ups by last intent and every bot version', async () => {
    const d = await stat(RANGE);
    expect(d.range).toEqual({ timeZone: TZ, ...RANGE, prevStartDay: PREV.startDay, prevEndDay: PREV.endDay });
    // turns: c1 3/3, c2 3/1, c3 2/1, c4 1/1, c9 1/1 = 10/7; before: p1 2/1, p2 2/1 = 4/2
    const k = d.kpis;
    expect(round(k.recognitionRate)).toEqual({ value: 0.7, previous: 0.5, change: 0.4 });
    expect(k.userTurns).toEqual({ value: 10, previous: 4, change: 1.5 });
    expect(k.recognisedTurns).toEqual({ value: 7, previous: 2, change: 2.5 });
    expect(k.unrecognisedTurns).toEqual({ value: 3, previous: 2, change: 0.5 });
    expect(k.answered).toEqual({ value: 5, previous: 2, change: 1.5 });
    // the callee hung up c1 (after 有意向), c3 (after an unrecognised turn), c4 and c9 (没兴趣); before: p1
    expect(k.userHangups).toEqual({ value: 4, previous: 1, change: 3 });
    expect(d.hangupIntents).toEqual({
      distinct: 3,
      rows: [
        { intent: '没兴趣', calls: 2, rate: 0.5 },
        { intent: '', calls: 1, rate: 0.25 },
        { intent: '有意向', calls: 1, rate: 0.25 },
      ],
    });
    // v1: c1 c2 c5 c9, before p1; v2: c3 c4, before p2
    expect(d.versions.map((v) => ({ ...v, rate: round(v.rate) }))).toEqual([
      {
        botId: bot.id,
        botName: bot.name,
        botVersion: 1,
        calls: 4,
        answered: 3,
        userHangups: 2,
        userTurns: 7,
        recognisedTurns: 5,
        rate: round({ value: 5 / 7, previous: 0.5, change: (5 / 7 - 0.5) / 0.5 }),
      },
      {
        botId: bot.id,
        botName: bot.name,
        botVersion: 2,
        calls: 2,
        answered: 2,
        userHangups: 2,
        userTurns: 3,
        recognisedTurns: 2,
        rate: round({ value: 2 / 3, previous: 0.5, change: (2 / 3 - 0.5) / 0.5 }),
      },
    ]);
  });

  it('sorts the hang-up intents ASC and DESC and cuts them to the limit', async () => {
    const intents = (d: ModelStat) => d.hangupIntents.rows.map((r) => r.intent);
    expect(intents(await stat({ ...RANGE, sort: 'ASC' }))).toEqual(['', '有意向', '没兴趣']);
    expect(intents(await stat({ ...RANGE, sort: 'DESC' }))).toEqual(['没兴趣', '', '有意向']);
    const top = await stat({ ...RANGE, limit: 1 });
    expect(top.hangupIntents).toEqual({ distinct: 3, rows: [{ intent: '没兴趣', calls: 2, rate: 0.5 }] });
    // the limit cuts the ranking only: the versions and figures stay whole
    expect(top.versions).toHaveLength(2);
    expect(top.kpis.userHangups.value).toBe(4);
  });

  it('filters by direction, bot and bot version', async () => {
    const v2 = await stat({ ...RANGE, botId: bot.id, botVersion: 2 });
    expect(round(v2.kpis.recognitionRate)).toEqual(round({ value: 2 / 3, previous: 0.5, change: (2 / 3 - 0.5) / 0.5 }));
    expect(v2.versions.map((v) => v.botVersion)).toEqual([2]);
    expect(v2.hangupIntents.rows).toEqual([
      { intent: '', calls: 1, rate: 0.5 },
      { intent: '没兴趣', calls: 1, rate: 0.5 },
    ]);
    // inbound: c6, no bot, one unrecognised turn and a hang-up after it
    const inbound = await stat({ ...RANGE, direction: 0 });
    expect(inbound.kpis.recognitionRate).toEqual({ value: 0, previous: 0, change: null });
    expect(inbound.kpis.unrecognisedTurns).toEqual({ value: 1, previous: 0, change: null });
    expect(inbound.hangupIntents.rows).toEqual([{ intent: '', calls: 1, rate: 1 }]);
    expect(inbound.versions).toEqual([
      {
        botId: '',
        botName: '',
        botVersion: 0,
        calls: 1,
        answered: 1,
        userHangups: 1,
        userTurns: 1,
        recognisedTurns: 0,
        rate: { value: 0, previous: 0, change: null },
      },
    ]);
  });
});

describe('model analysis board: drill-down', () => {
  it("each hang-up intent's and version's calls are the records list's total with its drill filter", async () => {
    const cases = [
      { q: RANGE, direction: 1 as const },
      { q: { ...RANGE, direction: 0 }, direction: 0 as const },
      { q: { ...RANGE, botId: bot.id, botVersion: 1 }, direction: 1 as const },
      { q: thisMonth(), direction: 1 as const },
    ];
    let checked = 0;
    for (const { q, direction } of cases) {
      const d = await stat({ ...q, limit: 500 });
      const { startDay: _s, endDay: _e, direction: _d, ...filters } = q as Record<string, string | number>;
      const days = { startDay: d.range.startDay, endDay: d.range.endDay };
      const total = (drill: Record<string, string | number>) =>
        listTotal(t.app, tk.tenant, days, direction, { ...filters, ...drill });
      for (const r of d.hangupIntents.rows) {
        const n = await total({ hangupIntent: r.intent || '-', hangupBy: 'user' });
        expect([r.intent, n]).toEqual([r.intent, r.calls]);
        checked++;
      }
      // the inbound row without a bot (botId '', version 0) opens with `-` too
      for (const v of d.versions) {
        const drill = { botId: v.botId || '-', botVersion: v.botVersion };
        expect([v.botVersion, await total(drill)]).toEqual([v.botVersion, v.calls]);
        expect([v.botVersion, await total({ ...drill, answered: 1 })]).toEqual([v.botVersion, v.answered]);
        expect([v.botVersion, await total({ ...drill, hangupBy: 'user' })]).toEqual([v.botVersion, v.userHangups]);
        checked++;
      }
      expect(await total({ hangupBy: 'user' })).toBe(d.kpis.userHangups.value);
      expect(await total({ answered: 1 })).toBe(d.kpis.answered.value);
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});

describe('model analysis board: bad parameters', () => {
  it('refuses a missing, malformed or month-crossing range and out-of-form parameters, changing nothing', async () => {
    const bad: [Record<string, string | number>, string][] = [
      [{}, '150060'],
      [{ startDay: RANGE.startDay }, '150060'],
      [{ startDay: '20260901', endDay: RANGE.endDay }, '150100'],
      [{ startDay: '2026-09-31', endDay: '2026-09-30' }, '150100'],
      [{ startDay: '2026-09-30', endDay: '2026-10-01' }, '150101'],
      [{ startDay: RANGE.endDay, endDay: RANGE.startDay }, '150062'],
      [{ startDay: '2099-01-01', endDay: '2099-01-31' }, '150061'],
      [{ ...RANGE, sort: 'down' }, '100001'],
      [{ ...RANGE, limit: -1 }, '100001'],
      [{ ...RANGE, limit: 1000 }, '100001'],
      [{ ...RANGE, botVersion: 'v1' }, '100001'],
      [{ ...RANGE, direction: 'out' }, '100001'],
      [{ ...RANGE, botId: 'no-such-bot' }, '150102'],
    ];
    for (const [q, code] of bad) {
      const r = await getAs(t.app, STAT, q, tk.tenant);
      expect([JSON.stringify(q), r.body.code]).toEqual([JSON.stringify(q), code]);
      expect(r.status).toBe(code === '150102' ? 404 : 400);
    }
    const msg = await expectRefused(
      t.db,
      () => getAs(t.app, STAT, { startDay: '2026-09-30', endDay: '2026-10-01' }, tk.tenant, 'en'),
      '150101',
    );
    expect(msg).toBe('time range at most one month, cannot cross months');
  });
});

describe('model analysis board: tenants', () => {
  it("shows a tenant its own calls only, and another tenant's bot is unknown to it", async () => {
    const other = await stat(RANGE, tk.tenant3);
    expect(other.kpis.userTurns.value).toBe(2);
    expect(other.hangupIntents.rows).toEqual([
      { intent: '', calls: 1, rate: 0.5 },
      { intent: '外租户意图', calls: 1, rate: 0.5 },
    ]);
    expect(other.versions.map((v) => [v.botId, v.calls])).toEqual([['', 2]]);
    const mine = await stat({ ...RANGE, limit: 500 });
    expect(mine.hangupIntents.rows.map((r) => r.intent)).not.toContain('外租户意图');
    expect((await getAs(t.app, STAT, { ...RANGE, botId: bot.id }, tk.tenant3)).body.code).toBe('150102');
    expect((await getAs(t.app, STAT, RANGE, tk.tenant2)).body.code).toBe('140007');
  });
});

describe('model analysis board: export', () => {
  it('writes the version table with its total, then the hang-up intents, in the asked language', async () => {
    const zh = await exportRows(t.app, EXPORT, RANGE, tk.tenant);
    expect(zh.status).toBe(200);
    expect(zh.disposition).toContain(encodeURIComponent('模型分析-2026-09-01-2026-09-10.xlsx'));
    expect(zh.rows.filter((r) => r.some(Boolean))).toEqual([
      ['机器人', '版本', '通话数', '接通数', '用户挂断数', '用户话术数', '识别话术数', '识别率', '上期识别率', '环比'],
      [bot.name, 'v1', '4', '3', '2', '7', '5', '71.4%', '50.0%', '42.9%'],
      [bot.name, 'v2', '2', '2', '2', '3', '2', '66.7%', '50.0%', '33.3%'],
      ['合计', '', '6', '5', '4', '10', '7', '70.0%', '50.0%', '40.0%'],
      ['挂断前意图', '挂断通话数', '占用户挂断比例'],
      ['没兴趣', '2', '50.0%'],
      ['未识别', '1', '25.0%'],
      ['有意向', '1', '25.0%'],
    ]);
    const en = await exportRows(t.app, EXPORT, { ...RANGE, direction: 0 }, tk.tenant, 'en');
    expect(en.rows.filter((r) => r.some(Boolean))).toEqual([
      [
        'Bot',
        'Version',
        'Calls',
        'Answered',
        'User hang-ups',
        'Callee turns',
        'Recognised turns',
        'Recognition rate',
        'Previous rate',
        'Change',
      ],
      ['No bot', 'v0', '1', '1', '1', '1', '0', '0.0%', '0.0%', '—'],
      ['Total', '', '1', '1', '1', '1', '0', '0.0%', '0.0%', '—'],
      ['Intent before hang-up', 'Hang-ups', 'Share of user hang-ups'],
      ['Unrecognised', '1', '100.0%'],
    ]);
  });

  it('refuses the same bad ranges as the board, with the error in JSON', async () => {
    const r = await exportRows(t.app, EXPORT, { startDay: '2026-09-30', endDay: '2026-10-01' }, tk.tenant);
    expect(r.status).toBe(400);
    expect(r.res.json().code).toBe('150101');
    expect((await exportRows(t.app, EXPORT, RANGE, tk.tenant2)).res.json().code).toBe('140007');
  });
});
