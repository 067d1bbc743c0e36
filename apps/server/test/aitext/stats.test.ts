import { createChannelConfig } from '@zhiyu/contract/modules/aitext/channel';
import { askHuman, sendFeedback, sendMessage } from '@zhiyu/contract/modules/aitext/chat';
import type { KnowledgeRow, OverviewStat } from '@zhiyu/contract/modules/aitext/stats';
import { getKnowledgeStats, getServiceOverview } from '@zhiyu/contract/modules/aitext/stats';
import { zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORDS, tokenFor } from '../helpers/app.ts';
import {
  ask,
  consoleGet,
  consolePost,
  LIB1,
  newSession,
  open,
  setupText,
  suggestQuestion,
  type TextSetup,
} from '../helpers/text.ts';

/**
 * A fixed set of sessions whose figures are counted by hand (docs/aitext-metrics.md):
 * yesterday  Y1 p1 answered · Y2 p5 nothing
 * today      A p1 answered, liked · B p1 answered + unknown (scene 1) · C p2 answered, disliked (scene 3)
 *            D p3 asked for a human · E p2 nothing · F p4 an image (scene 2) · G p1 did-you-mean, clicked
 * test window T p9 answered (left out unless includeTest)
 */
let x: TextSetup;
let today = '';
let yesterday = '';
let clicked = '';
let testKey = '';
beforeAll(async () => {
  x = await setupText();
  const k = x.widgetKey;
  const tc = await consolePost<{ widgetKey: string }>(x.t, x.token, createChannelConfig, {
    name: '测试窗口二',
    channelType: 1,
    libraryIds: [LIB1],
  });
  testKey = tc.body.data.widgetKey;
  yesterday = zonedDay(Date.now(), 'Asia/Shanghai');
  const y1 = await newSession(x.t, k, 'p1');
  await ask(x.t, k, y1, '运费怎么计算');
  await newSession(x.t, k, 'p5');
  x.t.advance(86_400_000);
  today = zonedDay(Date.now() + 86_400_000, 'Asia/Shanghai');
  // A day later the console tokens have expired: sign in again.
  x.token = (await tokenFor(x.t.app, 'tenant', PASSWORDS.tenant)).authorization;
  x.token3 = (await tokenFor(x.t.app, 'tenant3', PASSWORDS.tenant3)).authorization;
  const a = await newSession(x.t, k, 'p1');
  const ra = await ask(x.t, k, a, '怎么申请退货');
  await open(x.t, sendFeedback, { channelKey: k, sessionId: a, messageId: ra.body.data.replies[0].id, vote: 'like' });
  const b = await newSession(x.t, k, 'p1');
  await ask(x.t, k, b, '运费怎么计算');
  await ask(x.t, k, b, '你们的老板叫什么名字');
  const c = await newSession(x.t, k, 'p2');
  const rc = await ask(x.t, k, c, '我想退货');
  await open(x.t, sendFeedback, {
    channelKey: k,
    sessionId: c,
    messageId: rc.body.data.replies[0].id,
    vote: 'dislike',
  });
  const d = await newSession(x.t, k, 'p3');
  await open(x.t, askHuman, { channelKey: k, sessionId: d });
  await newSession(x.t, k, 'p2');
  const f = await newSession(x.t, k, 'p4');
  await open(x.t, sendMessage, { channelKey: k, sessionId: f, type: 'image' });
  const g = await newSession(x.t, k, 'p1');
  const rg = await ask(x.t, k, g, suggestQuestion());
  const cand = rg.body.data.replies[0].candidates[0];
  clicked = cand.refId;
  await open(x.t, sendMessage, {
    channelKey: k,
    sessionId: g,
    candidate: { messageId: rg.body.data.replies[0].id, refId: clicked },
  });
  const t = await newSession(x.t, testKey, 'p9');
  await ask(x.t, testKey, t, '怎么申请退货');
}, 300_000);
afterAll(() => x.t.close());

const overview = (q: Record<string, unknown>, token = x.token) =>
  consoleGet<OverviewStat>(x.t, token, getServiceOverview, { startDay: today, endDay: today, ...q });
const values = (s: OverviewStat) => Object.fromEntries(Object.entries(s.kpis).map(([k, v]) => [k, v.value]));

describe('service overview (requirements §3 metrics)', () => {
  it("counts today's official sessions as defined", async () => {
    const r = await overview({});
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    expect(values(r.body.data)).toEqual({
      sessionTotal: 7,
      servicePersonCount: 4,
      conversationRoundCount: 7,
      averageRoundCount: 1,
      totalSolvedCount: 3,
      totalSolvedRate: 3 / 7,
      transferredToHumanCount: 1,
      transferredToHumanRate: 1 / 7,
    });
    expect(r.body.data.scenes).toEqual([
      { scene: 1, sessions: 1 },
      { scene: 2, sessions: 1 },
      { scene: 3, sessions: 1 },
      { scene: 4, sessions: 0 },
      { scene: 5, sessions: 0 },
    ]);
  });

  it('compares with the period before (yesterday: 2 sessions, 1 solved, 2 persons)', async () => {
    const k = (await overview({})).body.data.kpis;
    expect(k.sessionTotal).toEqual({ value: 7, previous: 2, change: 2.5 });
    expect(k.servicePersonCount).toEqual({ value: 4, previous: 2, change: 1 });
    expect(k.totalSolvedRate.previous).toBe(0.5);
    expect(k.transferredToHumanCount).toEqual({ value: 1, previous: 0, change: null });
  });

  it('trends by day; persons over a range are distinct visitors, not a sum of days', async () => {
    const r = (await overview({ startDay: yesterday, granularity: 1 })).body.data;
    expect(r.trend.map((b) => [b.bucket, b.sessionTotal, b.servicePersonCount])).toEqual([
      [yesterday, 2, 2],
      [today, 7, 4],
    ]);
    // p1 came on both days: 5 people, not 6.
    expect(r.kpis.servicePersonCount.value).toBe(5);
    expect(r.kpis.sessionTotal.value).toBe(9);
    const byYear = (await overview({ startDay: yesterday, granularity: 3 })).body.data.trend;
    expect(byYear.reduce((n, b) => n + b.sessionTotal, 0)).toBe(9);
  });

  it('includes the test window only when asked; filters by channel', async () => {
    const all = values((await overview({ includeTest: 1 })).body.data);
    expect(all).toMatchObject({
      sessionTotal: 8,
      servicePersonCount: 5,
      conversationRoundCount: 8,
      totalSolvedCount: 4,
    });
    expect(values((await overview({ channelId: 'tch-2001-web' })).body.data).sessionTotal).toBe(0);
    expect(values((await overview({ channelId: x.channelId })).body.data).sessionTotal).toBe(7);
  });

  it('refuses bad ranges with their own errors', async () => {
    const code = async (q: Record<string, unknown>) =>
      (await consoleGet(x.t, x.token, getServiceOverview, q)).body.code;
    expect(await code({ startDay: today })).toBe('170024');
    expect(await code({ startDay: '2026-02-30', endDay: today })).toBe('170025');
    expect(await code({ startDay: '2999-01-01', endDay: '2999-01-02' })).toBe('170026');
    expect(await code({ startDay: today, endDay: yesterday })).toBe('170027');
    expect(await code({ startDay: '2020-01-01', endDay: today, granularity: 1 })).toBe('170028');
    expect(await code({ startDay: '2020-01-01', endDay: today, granularity: 2 })).toBe('000000');
  });

  it("keeps tenants apart: tenant 2003 sees none of tenant 2001's sessions", async () => {
    expect(values((await overview({ includeTest: 1 }, x.token3)).body.data).sessionTotal).toBe(0);
  });
});

describe('knowledge analysis', () => {
  const stat = (q: Record<string, unknown> = {}) =>
    consoleGet<{ list: KnowledgeRow[]; total: number; totals: Record<string, number> }>(
      x.t,
      x.token,
      getKnowledgeStats,
      {
        startDay: today,
        endDay: today,
        ...q,
      },
    );

  it('counts hits, clicks, likes and dislikes per item', async () => {
    const r = await stat({ pageSize: 100 });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    const by = new Map(r.body.data.list.map((row) => [row.id, row]));
    const i1 = by.get('i1');
    expect(i1).toMatchObject({
      kind: 'item',
      hits: 2 + (clicked === 'i1' ? 1 : 0),
      likes: 1,
      dislikes: 1,
      participation: 2,
    });
    expect(by.get('i2')?.hits).toBe(1 + (clicked === 'i2' ? 1 : 0));
    expect(by.get(clicked)?.clicks).toBe(1);
    expect(r.body.data.totals).toMatchObject({
      hits: 4,
      clicks: 1,
      likes: 1,
      dislikes: 1,
      participation: 2,
      participationRate: 0.5,
    });
    const withTest = await stat({ includeTest: 1, pageSize: 100 });
    expect(withTest.body.data.totals.hits).toBe(5);
  });

  it('sorts by any figure both ways and groups by category', async () => {
    const desc = (await stat({ sortField: 'hits', sortOrder: 'DESC' })).body.data.list.map((r) => r.hits);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const asc = (await stat({ sortField: 'likes', sortOrder: 'ASC' })).body.data.list.map((r) => r.likes);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const cats = await stat({ by: 'category' });
    // The test items have no category: one row '' holding every hit item.
    expect(cats.body.data.list).toEqual([expect.objectContaining({ id: '', kind: 'category', hits: 4, likes: 1 })]);
  });
});
