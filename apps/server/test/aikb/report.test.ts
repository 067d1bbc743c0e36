import type { ClicksReport, KnowledgeReport, LikeReport } from '@zhiyu/contract/modules/aikb/report-items';
import type { UsageReport, WordsReport } from '@zhiyu/contract/modules/aikb/report-usage';
import { createChannelConfig } from '@zhiyu/contract/modules/aitext/channel';
import { sendFeedback, sendMessage } from '@zhiyu/contract/modules/aitext/chat';
import { zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordsOf } from '../../src/modules/aitext/chat/service.ts';
import { sheetRows } from '../../src/platform/excel/reader.ts';
import { bufferSource } from '../../src/platform/excel/zip.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../helpers/app.ts';
import { CAT, EXPORTS, LIB1B, REPORTS, SUB, seedReportKnowledge } from '../helpers/kb-report.ts';
import {
  ask,
  consolePost,
  FAQ,
  LIB1,
  newSession,
  open,
  setupText,
  suggestQuestion,
  type TextSetup,
} from '../helpers/text.ts';

/**
 * A small chat history through the public chat API, counted by hand (docs/aikb-reports.md):
 * yesterday  Y p1 运费怎么计算 → i2
 * today      A p1 怎么申请退货 → i1, liked · B p1 运费怎么计算 → i2, then 你们的老板叫什么名字 → fallback
 *            C p2 我想退货 → i1, disliked · D p3 如何开具发票 → i3, liked
 *            G p1 a did-you-mean question, a candidate chosen → `clicked` clicked and answered
 * test window T p9 怎么申请退货 → i1 (left out unless includeTest)
 * Items i1–i9 are in LIB1 (i1 in 售后/退货, i2 in 售后, i3 without category), j1 alone in LIB1B.
 */
let x: TextSetup;
let today = '';
let yesterday = '';
let clicked = '';
let gq = '';
const one = (id: string) => (clicked === id ? 1 : 0);

beforeAll(async () => {
  x = await setupText();
  await seedReportKnowledge(x.t.db);
  const k = x.widgetKey;
  const tc = await consolePost<{ widgetKey: string }>(x.t, x.token, createChannelConfig, {
    name: '报表测试窗口',
    channelType: 1,
    libraryIds: [LIB1],
  });
  const testKey = tc.body.data.widgetKey;
  yesterday = zonedDay(Date.now(), 'Asia/Shanghai');
  await ask(x.t, k, await newSession(x.t, k, 'p1'), '运费怎么计算');
  x.t.advance(86_400_000);
  today = zonedDay(Date.now() + 86_400_000, 'Asia/Shanghai');
  x.token = (await tokenFor(x.t.app, 'tenant', PASSWORDS.tenant)).authorization;
  x.token3 = (await tokenFor(x.t.app, 'tenant3', PASSWORDS.tenant3)).authorization;
  const vote = async (sid: string, text: string, v: 'like' | 'dislike') => {
    const r = await ask(x.t, k, sid, text);
    await open(x.t, sendFeedback, { channelKey: k, sessionId: sid, messageId: r.body.data.replies[0].id, vote: v });
  };
  await vote(await newSession(x.t, k, 'p1'), '怎么申请退货', 'like');
  const b = await newSession(x.t, k, 'p1');
  await ask(x.t, k, b, '运费怎么计算');
  await ask(x.t, k, b, '你们的老板叫什么名字');
  await vote(await newSession(x.t, k, 'p2'), '我想退货', 'dislike');
  await vote(await newSession(x.t, k, 'p3'), '如何开具发票', 'like');
  const g = await newSession(x.t, k, 'p1');
  gq = suggestQuestion();
  const rg = await ask(x.t, k, g, gq);
  clicked = rg.body.data.replies[0].candidates[0].refId;
  const candidate = { messageId: rg.body.data.replies[0].id, refId: clicked };
  await open(x.t, sendMessage, { channelKey: k, sessionId: g, candidate });
  await ask(x.t, testKey, await newSession(x.t, testKey, 'p9'), '怎么申请退货');
}, 300_000);
afterAll(() => x.t.close());

function report<T>(name: keyof typeof REPORTS, q: Record<string, unknown> = {}, token = x.token) {
  return callApi<T>(x.t.app, REPORTS[name], { query: { startDay: today, endDay: today, ...q }, token });
}
async function data<T>(name: keyof typeof REPORTS, q: Record<string, unknown> = {}) {
  const r = await report<T>(name, q);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data;
}

describe('知识报表', () => {
  it('counts hits, clicks, likes, dislikes and the last hit per item, most hits first', async () => {
    const r = await data<KnowledgeReport>('knowledge', { startDay: yesterday, pageSize: 100 });
    const by = new Map(r.list.map((row) => [row.id, row]));
    expect(by.get('i1')).toMatchObject({ name: '怎么申请退货', libraryName: '文本测试库', category: '售后/退货' });
    expect(by.get('i1')).toMatchObject({ hits: 2 + one('i1'), likes: 1, dislikes: 1, lastHitDay: today });
    expect(by.get('i2')).toMatchObject({ hits: 2 + one('i2'), likes: 0, category: '售后', lastHitDay: today });
    expect(by.get('i3')).toMatchObject({ hits: 1 + one('i3'), likes: 1, dislikes: 0, category: '' });
    expect(by.get(clicked)?.clicks).toBe(1);
    expect(r.totals).toMatchObject({ hits: 6, clicks: 1, likes: 2, dislikes: 1 });
    const hits = r.list.map((row) => row.hits);
    expect(hits).toEqual([...hits].sort((a, b) => b - a));
    expect(r.trend).toEqual([
      { bucket: yesterday, hits: 1, clicks: 0, likes: 0, dislikes: 0 },
      { bucket: today, hits: 5, clicks: 1, likes: 2, dislikes: 1 },
    ]);
    const asc = await data<KnowledgeReport>('knowledge', { startDay: yesterday, sortOrder: 'ASC', pageSize: 100 });
    expect(asc.list.map((row) => row.hits)).toEqual([...hits].reverse());
  });

  it('a library filter reads the item rows for the trend; it agrees with the day rollup', async () => {
    const all = await data<KnowledgeReport>('knowledge', { startDay: yesterday });
    const lib = await data<KnowledgeReport>('knowledge', { startDay: yesterday, libraryId: LIB1 });
    expect(lib.trend).toEqual(all.trend);
    const { neverHitItems: _a, ...libTotals } = lib.totals;
    const { neverHitItems: _b, ...allTotals } = all.totals;
    expect(libTotals).toEqual(allTotals);
    const other = await data<KnowledgeReport>('knowledge', { startDay: yesterday, libraryId: LIB1B });
    expect(other.trend.every((b) => b.hits === 0 && b.clicks === 0)).toBe(true);
  });

  it('yesterday alone: i2 hit once, its last hit yesterday', async () => {
    const r = await data<KnowledgeReport>('knowledge', { startDay: yesterday, endDay: yesterday });
    expect(r.list.map((row) => [row.id, row.hits, row.lastHitDay])).toEqual([['i2', 1, yesterday]]);
  });

  it('lists the items never hit, filtered by library and category', async () => {
    const hitIds = new Set(['i1', 'i2', 'i3', clicked]);
    const never = FAQ.filter((f) => f.tenant === DEMO.tenant1 && !hitIds.has(f.id));
    const r = await data<KnowledgeReport>('knowledge', {
      neverHit: 1,
      libraryId: LIB1,
      sortOrder: 'ASC',
      pageSize: 100,
    });
    expect(r.totals.neverHitItems).toBe(never.length);
    expect(r.list.map((row) => row.name).sort()).toEqual(never.map((f) => f.q).sort());
    expect(r.list.every((row) => row.hits === 0 && row.lastHitDay === null)).toBe(true);
    const b = await data<KnowledgeReport>('knowledge', { libraryId: LIB1B });
    expect([b.list.length, b.totals.hits, b.totals.neverHitItems]).toEqual([0, 0, 1]);
    const bn = await data<KnowledgeReport>('knowledge', { libraryId: LIB1B, neverHit: 1 });
    expect(bn.list.map((row) => [row.id, row.name, row.libraryName])).toEqual([['j1', '从未命中的问题', '报表第二库']]);
    const c = await data<KnowledgeReport>('knowledge', { categoryId: CAT });
    expect(c.list.map((row) => row.id).sort()).toEqual(['i1', 'i2']);
    expect(c.totals.hits).toBe(3 + one('i1') + one('i2'));
    const sub = await data<KnowledgeReport>('knowledge', { categoryId: SUB });
    expect(sub.list.map((row) => row.id)).toEqual(['i1']);
  });
});

describe('点击报表', () => {
  it('counts the candidate chosen, by day and by month', async () => {
    const r = await data<ClicksReport>('clicks', { startDay: yesterday });
    expect(r.list.map((row) => [row.id, row.clicks, row.share])).toEqual([[clicked, 1, 1]]);
    expect(r.totals).toEqual({ clicks: 1, items: 1 });
    expect(r.trend).toEqual([
      { bucket: yesterday, clicks: 0 },
      { bucket: today, clicks: 1 },
    ]);
    const m = await data<ClicksReport>('clicks', { startDay: yesterday, granularity: 2 });
    expect(m.trend.reduce((a, b) => a + b.clicks, 0)).toBe(1);
    expect(m.trend.map((b) => b.bucket)).toEqual([...new Set([yesterday.slice(0, 7), today.slice(0, 7)])]);
  });
});

describe('点赞点踩报表', () => {
  it('answers the requirements §3 metrics as defined, and the items', async () => {
    const r = await data<LikeReport>('likes', {});
    expect(r.cards).toEqual({
      totalHitCount: 5,
      likeDislikeRatio: 2 / 3,
      totalLikeCount: 2,
      totalLikeRatio: 2 / 5,
      totalDislikeCount: 1,
      totalDislikeRatio: 1 / 5,
      totalParticipationCount: 3,
      totalParticipationRatio: 3 / 5,
    });
    const i1 = r.list.find((row) => row.id === 'i1');
    expect(i1).toMatchObject({
      hits: 1 + one('i1') + 1,
      likes: 1,
      dislikes: 1,
      participation: 2,
      likeDislikeRatio: 0.5,
    });
    expect(r.list.map((row) => row.likes)).toEqual([...r.list.map((row) => row.likes)].sort((a, b) => b - a));
    const withTest = await data<LikeReport>('likes', { includeTest: 1 });
    expect(withTest.cards.totalHitCount).toBe(6);
  });
});

describe('高频搜索词', () => {
  it('counts words of the questions, once a question, without stop words', async () => {
    const expected = new Map<string, number>();
    const add = (ws: string[]) => {
      for (const w of ws) expected.set(w, (expected.get(w) ?? 0) + 1);
    };
    for (const ws of [['申请', '退货'], ['运费', '计算'], ['老板', '叫', '名字'], ['退货'], ['开具', '发票']]) add(ws);
    add(wordsOf(gq));
    const r = await data<WordsReport>('words', { pageSize: 100 });
    expect(new Map(r.list.map((w) => [w.word, w.searchCount]))).toEqual(expected);
    const total = [...expected.values()].reduce((a, b) => a + b, 0);
    expect(r.totals.searchCount).toBe(total);
    expect(r.list.find((w) => w.word === '退货')?.share).toBe((expected.get('退货') ?? 0) / total);
    const counts = r.list.map((w) => w.searchCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(r.list.some((w) => ['怎么', '我', '想', '你们', '什么'].includes(w.word))).toBe(false);
    const t = await data<WordsReport>('words', { includeTest: 1, keyword: '退货' });
    expect(t.list).toEqual([{ word: '退货', searchCount: (expected.get('退货') ?? 0) + 1, share: expect.any(Number) }]);
  });
});

describe('使用报表', () => {
  it('counts sessions, questions and answers per day and channel', async () => {
    const r = await data<UsageReport>('usage', { startDay: yesterday });
    expect(r.rows.map((row) => [row.bucket, row.channelName, row.sessions, row.questions, row.answered])).toEqual([
      [today, '测试官网', 5, 7, 5],
      [yesterday, '测试官网', 1, 1, 1],
    ]);
    expect(r.totals).toEqual({ sessions: 6, questions: 8, answered: 6, answerRate: 6 / 8 });
    const asc = await data<UsageReport>('usage', { startDay: yesterday, sortOrder: 'ASC', includeTest: 1 });
    expect(asc.rows.map((row) => [row.bucket, row.channelName, row.sessions])).toEqual([
      [yesterday, '测试官网', 1],
      [today, '报表测试窗口', 1],
      [today, '测试官网', 5],
    ]);
    const y = await data<UsageReport>('usage', { startDay: yesterday, granularity: 3 });
    expect(y.trend.reduce((a, b) => a + b.sessions, 0)).toBe(6);
  });
});

describe('parameters, tenants, exports', () => {
  it('refuses a range too long, a bad granularity and a bad sort with their messages', async () => {
    for (const name of ['knowledge', 'clicks', 'likes', 'words', 'usage'] as const) {
      const long = await report(name, { startDay: '2020-01-01', granularity: 1 });
      expect([long.body.code, long.body.msg]).toEqual(['170028', '按日统计时间范围最多366天，请按月或按年查看']);
      const g = await report(name, { granularity: 4 });
      expect(g.body.code).toBe('100001');
      expect(g.body.msg).toContain('granularity');
      const s = await report(name, { sortOrder: 'UP' });
      expect(s.body.code).toBe('100001');
      expect(s.body.msg).toContain('sortOrder');
      expect((await report(name, { endDay: '' })).body.code).toBe('170024');
      expect((await report(name, { startDay: today, endDay: yesterday })).body.code).toBe('170027');
    }
    expect((await report('knowledge', { sortField: 'name' })).body.code).toBe('100001');
  });

  it("keeps tenants apart: tenant 2003 sees none of tenant 2001's figures", async () => {
    const q = { startDay: yesterday, includeTest: 1 };
    const kr = await report<KnowledgeReport>('knowledge', q, x.token3);
    expect(kr.body.code, JSON.stringify(kr.body)).toBe('000000');
    const k = kr.body.data;
    expect([k.total, k.totals.hits]).toEqual([0, 0]);
    const never = await report<KnowledgeReport>('knowledge', { ...q, neverHit: 1, pageSize: 100 }, x.token3);
    expect(never.body.data.list.length).toBe(never.body.data.totals.neverHitItems);
    expect(never.body.data.list.map((row) => row.name)).not.toContain('怎么申请退货');
    expect((await report<WordsReport>('words', q, x.token3)).body.data.total).toBe(0);
    expect((await report<UsageReport>('usage', q, x.token3)).body.data.rows).toEqual([]);
    expect((await report<LikeReport>('likes', q, x.token3)).body.data.cards.totalHitCount).toBe(0);
    const o = await report<{ libraries: { id: string }[] }>('options', {}, x.token3);
    expect(o.body.data.libraries.map((l) => l.id)).not.toContain(LIB1);
  });

  it('exports each table as a workbook that reads back as the report', async () => {
    const sheet = async (name: keyof typeof EXPORTS, q: Record<string, unknown>) => {
      const qs = new URLSearchParams(
        Object.entries({ startDay: yesterday, endDay: today, ...q }).map(([a, b]): [string, string] => [a, String(b)]),
      );
      const res = await x.t.app.inject({
        url: `${EXPORTS[name].path}?${qs}`,
        headers: { authorization: x.token, 'accept-language': 'zh-CN' },
      });
      expect(res.statusCode, `${name} ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const rows: string[][] = [];
      for await (const r of sheetRows(bufferSource(res.rawPayload))) rows.push(r.cells);
      return rows;
    };
    const usage = await sheet('usage', { sortOrder: 'ASC' });
    expect(usage).toEqual([
      ['时间', '渠道', '会话数', '提问数', '回答数', '回答率'],
      [yesterday, '测试官网', '1', '1', '1', '100.0%'],
      [today, '测试官网', '5', '7', '5', '71.4%'],
      ['合计', '', '6', '8', '6', '75.0%'],
    ]);
    const clicks = await sheet('clicks', {});
    expect(clicks[0]).toEqual(['知识', '知识库', '分类', '点击次数', '命中次数', '点击占比']);
    expect(clicks.slice(1)).toEqual([
      [FAQ.find((f) => f.id === clicked)?.q, '文本测试库', expect.any(String), '1', expect.any(String), '100.0%'],
      ['合计', '', '', '1'],
    ]);
    const knowledge = await sheet('knowledge', { pageSize: 5, pageNum: 2 });
    expect(knowledge.length).toBe(1 + new Set(['i1', 'i2', 'i3', clicked]).size + 1);
    expect(knowledge.at(-1)).toEqual(['合计', '', '', '6', '1', '2', '1']);
    const likes = await sheet('likes', {});
    expect(likes).toContainEqual(['点赞点踩比', '66.7%']);
    expect(likes).toContainEqual(['总命中数', '6']);
    const words = await sheet('words', {});
    expect(words[0]).toEqual(['排名', '搜索词', '搜索次数', '占比']);
    expect(words[1].slice(0, 2)).toEqual(['1', expect.any(String)]);
  });
});
