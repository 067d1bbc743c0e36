/**
 * 热点分析: GET /v1/aicall-web/databoard/hot/stat and /hot/export over hand-written calls
 * (test/fixtures/board-hot-model.ts), the demo data, bad parameters and another tenant.
 */

import type { HotStat } from '@zhiyu/contract/modules/aicall/board-hot';
import { exportHotStats, getHotStats } from '@zhiyu/contract/modules/aicall/board-hot';
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

const STAT = getHotStats.path;
const EXPORT = exportHotStats.path;

let t: TestApp;
let bot: { id: string; name: string };
const tk: Record<string, string> = {};
const stat = async (q: Record<string, string | number | undefined>, token = tk.tenant) => {
  const r = await getAs<HotStat>(t.app, STAT, q, token);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
};
const items = (rows: { item: string }[] | undefined) => rows?.map((r) => r.item);

beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  bot = await demoBot(t.db);
  await seedBoardCalls(t.db, bot.id);
  for (const u of ['tenant', 'tenant2', 'tenant3']) tk[u] = (await tokenFor(t.app, u, PASSWORDS[u])).authorization;
}, 120_000);
afterAll(() => t.close());

describe('hot topics board: figures', () => {
  it('ranks intents and unrecognised utterances by the calls they occur in, as shares of answered calls', async () => {
    const d = await stat(RANGE);
    expect(d.range).toEqual({ timeZone: TZ, ...RANGE, prevStartDay: PREV.startDay, prevEndDay: PREV.endDay });
    // answered outbound calls: c1 c2 c3 c4 c9 (c7 is the day after; c6 inbound); before: p1 p2
    expect(d.answered).toEqual({ value: 5, previous: 2, change: 1.5 });
    // 没兴趣 c3 c4 c9; 肯定 c1 c2; 有意向 once however often c1 said it
    expect(d.intents).toEqual({
      distinct: { value: 3, previous: 2, change: 0.5 },
      rows: [
        { item: '没兴趣', calls: 3, share: 0.6 },
        { item: '肯定', calls: 2, share: 0.4 },
        { item: '有意向', calls: 1, share: 0.2 },
      ],
    });
    // c2's 听不清 said twice counts one call; c3's utterance is trimmed; before: 多少钱 再见
    expect(d.utterances).toEqual({
      distinct: { value: 2, previous: 2, change: 0 },
      rows: [
        { item: '你是谁', calls: 1, share: 0.2 },
        { item: '听不清', calls: 1, share: 0.2 },
      ],
    });
  });

  it('sorts ASC and DESC, cuts to the limit and answers one kind when asked', async () => {
    const asc = await stat({ ...RANGE, sort: 'ASC' });
    expect(items(asc.intents?.rows)).toEqual(['有意向', '肯定', '没兴趣']);
    expect(items(asc.utterances?.rows)).toEqual(['你是谁', '听不清']);
    const desc = await stat({ ...RANGE, sort: 'DESC' });
    expect(items(desc.intents?.rows)).toEqual(['没兴趣', '肯定', '有意向']);
    const top = await stat({ ...RANGE, limit: 1 });
    expect(top.intents).toEqual({
      distinct: { value: 3, previous: 2, change: 0.5 },
      rows: [{ item: '没兴趣', calls: 3, share: 0.6 }],
    });
    expect(items(top.utterances?.rows)).toEqual(['你是谁']);
    const onlyIntents = await stat({ ...RANGE, kind: 'intent' });
    expect(onlyIntents.utterances).toBeUndefined();
    expect(onlyIntents.intents?.rows).toHaveLength(3);
    const onlyUtterances = await stat({ ...RANGE, kind: 'unrecognised', sort: 'ASC', limit: 1 });
    expect(onlyUtterances.intents).toBeUndefined();
    expect(items(onlyUtterances.utterances?.rows)).toEqual(['你是谁']);
  });

  it('filters by direction, bot and bot version', async () => {
    const inbound = await stat({ ...RANGE, direction: 0 });
    expect(inbound.answered).toEqual({ value: 1, previous: 0, change: null });
    expect(inbound.intents).toEqual({ distinct: { value: 0, previous: 0, change: null }, rows: [] });
    expect(inbound.utterances?.rows).toEqual([{ item: '查话费', calls: 1, share: 1 }]);
    const v2 = await stat({ ...RANGE, botId: bot.id, botVersion: 2 });
    expect(v2.answered).toEqual({ value: 2, previous: 1, change: 1 });
    expect(v2.intents?.rows).toEqual([{ item: '没兴趣', calls: 2, share: 1 }]);
    expect(v2.utterances?.rows).toEqual([{ item: '你是谁', calls: 1, share: 0.5 }]);
    const v1 = await stat({ ...RANGE, botId: bot.id, botVersion: 1 });
    expect(v1.answered.value).toBe(3);
    expect(v1.intents?.rows.map((r) => [r.item, r.calls])).toEqual([
      ['肯定', 2],
      ['有意向', 1],
      ['没兴趣', 1],
    ]);
  });
});

describe('hot topics board: drill-down', () => {
  it("each intent's and utterance's calls are the records list's total with its drill filter", async () => {
    const cases = [
      { q: RANGE, direction: 1 as const },
      { q: { ...RANGE, botId: bot.id, botVersion: 2 }, direction: 1 as const },
      { q: { ...RANGE, direction: 0 }, direction: 0 as const },
      // the demo calls of this month
      { q: thisMonth(), direction: 1 as const },
    ];
    let checked = 0;
    for (const { q, direction } of cases) {
      const d = await stat({ ...q, limit: 500 });
      const { startDay: _s, endDay: _e, direction: _d, ...filters } = q as Record<string, string | number>;
      const days = { startDay: d.range.startDay, endDay: d.range.endDay };
      for (const r of d.intents?.rows ?? []) {
        expect([r.item, await listTotal(t.app, tk.tenant, days, direction, { ...filters, intent: r.item })]).toEqual([
          r.item,
          r.calls,
        ]);
        checked++;
      }
      for (const r of d.utterances?.rows ?? []) {
        expect([r.item, await listTotal(t.app, tk.tenant, days, direction, { ...filters, utterance: r.item })]).toEqual(
          [r.item, r.calls],
        );
        checked++;
      }
      expect(await listTotal(t.app, tk.tenant, days, direction, { ...filters, answered: 1 })).toBe(d.answered.value);
    }
    expect(checked).toBeGreaterThanOrEqual(9);
  });
});

describe('hot topics board: bad parameters', () => {
  it('refuses a missing, malformed or month-crossing range and out-of-form parameters, changing nothing', async () => {
    const bad: [Record<string, string | number>, string][] = [
      [{ endDay: RANGE.endDay }, '150060'],
      [{ startDay: RANGE.startDay }, '150060'],
      [{ startDay: '2026-9-01', endDay: RANGE.endDay }, '150100'],
      [{ startDay: '2026-02-30', endDay: '2026-02-28' }, '150100'],
      [{ startDay: '2026-08-25', endDay: '2026-09-05' }, '150101'],
      [{ startDay: '2025-09-01', endDay: '2026-09-01' }, '150101'],
      [{ startDay: RANGE.endDay, endDay: RANGE.startDay }, '150062'],
      [{ startDay: '2099-01-01', endDay: '2099-01-02' }, '150061'],
      [{ ...RANGE, sort: 'up' }, '100001'],
      [{ ...RANGE, sort: 'asc' }, '100001'],
      [{ ...RANGE, limit: 0 }, '100001'],
      [{ ...RANGE, limit: 501 }, '100001'],
      [{ ...RANGE, limit: 'ten' }, '100001'],
      [{ ...RANGE, kind: 'tags' }, '100001'],
      [{ ...RANGE, direction: 2 }, '100001'],
      [{ ...RANGE, botId: 'no-such-bot' }, '150102'],
    ];
    for (const [q, code] of bad) {
      const r = await getAs(t.app, STAT, q, tk.tenant);
      expect([JSON.stringify(q), r.body.code]).toEqual([JSON.stringify(q), code]);
      expect(r.status).toBe(code === '150102' ? 404 : 400);
    }
    const msg = await expectRefused(
      t.db,
      () => getAs(t.app, STAT, { startDay: '2026-08-25', endDay: '2026-09-05' }, tk.tenant),
      '150101',
    );
    expect(msg).toBe('时间范围最多一个月，不能跨月');
  });
});

describe('hot topics board: tenants', () => {
  it("shows a tenant its own calls only, and another tenant's bot is unknown to it", async () => {
    const other = await stat(RANGE, tk.tenant3);
    expect(other.answered.value).toBe(2);
    expect(other.intents?.rows).toEqual([{ item: '外租户意图', calls: 1, share: 0.5 }]);
    expect(other.utterances?.rows).toEqual([{ item: '外租户的问题', calls: 1, share: 0.5 }]);
    const mine = await stat({ ...RANGE, limit: 500 });
    expect(items(mine.intents?.rows)).not.toContain('外租户意图');
    expect(items(mine.utterances?.rows)).not.toContain('外租户的问题');
    expect((await getAs(t.app, STAT, { ...RANGE, botId: bot.id }, tk.tenant3)).body.code).toBe('150102');
    // tenant 2002 has no AI-call module (140007): the board is not theirs to call
    expect((await getAs(t.app, STAT, RANGE, tk.tenant2)).body.code).toBe('140007');
  });
});

describe('hot topics board: export', () => {
  it('writes the rankings as the board shows them, in the asked language', async () => {
    const zh = await exportRows(t.app, EXPORT, RANGE, tk.tenant);
    expect(zh.status).toBe(200);
    expect(zh.disposition).toContain(encodeURIComponent('热点分析-2026-09-01-2026-09-10.xlsx'));
    expect(zh.rows).toEqual([
      ['类型', '排名', '意图 / 问题', '通话数', '占接通通话比例'],
      ['命中意图', '1', '没兴趣', '3', '60.0%'],
      ['命中意图', '2', '肯定', '2', '40.0%'],
      ['命中意图', '3', '有意向', '1', '20.0%'],
      ['未识别问题', '1', '你是谁', '1', '20.0%'],
      ['未识别问题', '2', '听不清', '1', '20.0%'],
    ]);
    const en = await exportRows(t.app, EXPORT, { ...RANGE, kind: 'intent', sort: 'ASC', limit: 2 }, tk.tenant, 'en');
    expect(en.rows).toEqual([
      ['Type', 'Rank', 'Intent / utterance', 'Calls', 'Share of answered calls'],
      ['Intent hit', '1', '有意向', '1', '20.0%'],
      ['Intent hit', '2', '肯定', '2', '40.0%'],
    ]);
  });

  it('refuses the same bad ranges as the board, with the error in JSON', async () => {
    const r = await exportRows(t.app, EXPORT, { startDay: '2026-08-25', endDay: '2026-09-05' }, tk.tenant);
    expect(r.status).toBe(400);
    expect(r.type).toContain('application/json');
    expect(r.res.json().code).toBe('150101');
    expect((await exportRows(t.app, EXPORT, RANGE, tk.tenant2)).res.json().code).toBe('140007');
  });
});
