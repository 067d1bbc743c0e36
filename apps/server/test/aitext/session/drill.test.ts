import type { Page } from '@zhiyu/contract/list';
import { sendFeedback, sendMessage } from '@zhiyu/contract/modules/aitext/chat';
import type { SessionRow } from '@zhiyu/contract/modules/aitext/session';
import { exportTextSessions, exportTextSessionsStatus, listTextSessions } from '@zhiyu/contract/modules/aitext/session';
import { getKnowledgeStats } from '@zhiyu/contract/modules/aitext/stats';
import { zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kbCategories } from '../../../src/modules/aikb/category/table.ts';
import { kbItems } from '../../../src/modules/aikb/knowledge/table.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { readXlsx } from '../../fixtures/xlsx.ts';
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
} from '../../helpers/text.ts';

/**
 * The knowledge analysis' drill-down on the session list: sessions holding an item's answers,
 * chosen candidates, likes, dislikes or votes, or those of any item of a category.
 */
let x: TextSetup;
const ids: Record<string, string> = {};
let from = 0;
let clicked = '';

async function answerOf(sessionId: string, text: string) {
  const r = await ask(x.t, x.widgetKey, sessionId, text);
  expect(r.body.data.replies[0].kind, JSON.stringify(r.body)).toBe('answer');
  return r.body.data.replies[0].id as string;
}
const vote = (sessionId: string, messageId: string, v: 'like' | 'dislike') =>
  open(x.t, sendFeedback, { channelKey: x.widgetKey, sessionId, messageId, vote: v });

beforeAll(async () => {
  x = await setupText();
  from = Date.now() - 1000;
  await x.t.db
    .insert(kbCategories)
    .values({ id: 'cat-drill-a', tenantId: DEMO.tenant1, libraryId: LIB1, name: '售后' });
  const item = { tenantId: DEMO.tenant1, libraryId: LIB1, type: 'taskFlow' as const, answer: '-' };
  await x.t.db.insert(kbItems).values([
    { ...item, id: 'i1', question: '怎么申请退货', categoryId: 'cat-drill-a' },
    { ...item, id: 'i2', question: '运费怎么计算', categoryId: 'cat-drill-a' },
    { ...item, id: 'i3', question: '如何开具发票' },
  ]);
  // liked i1 · i1 twice, one disliked · i2 unvoted · i3 liked · a chosen candidate · unknown
  ids.liked = await newSession(x.t, x.widgetKey, 'v-liked');
  await vote(ids.liked, await answerOf(ids.liked, '怎么申请退货'), 'like');
  ids.disliked = await newSession(x.t, x.widgetKey, 'v-disliked');
  await answerOf(ids.disliked, '怎么申请退货');
  await vote(ids.disliked, await answerOf(ids.disliked, '如何退货'), 'dislike');
  ids.plain = await newSession(x.t, x.widgetKey, 'v-plain');
  await answerOf(ids.plain, '运费怎么计算');
  ids.invoice = await newSession(x.t, x.widgetKey, 'v-invoice');
  await vote(ids.invoice, await answerOf(ids.invoice, '如何开具发票'), 'like');
  ids.click = await newSession(x.t, x.widgetKey, 'v-click');
  const s = (await ask(x.t, x.widgetKey, ids.click, suggestQuestion())).body.data.replies[0];
  expect(s.kind, JSON.stringify(s)).toBe('suggest');
  clicked = s.candidates[0].refId;
  const c = await open(x.t, sendMessage, {
    channelKey: x.widgetKey,
    sessionId: ids.click,
    candidate: { messageId: s.id, refId: clicked },
  });
  expect(c.body.code, JSON.stringify(c.body)).toBe('000000');
  ids.unknown = await newSession(x.t, x.widgetKey, 'v-unknown');
  await ask(x.t, x.widgetKey, ids.unknown, '你们公司在哪个城市');
}, 300_000);
afterAll(() => x.t.close());

const list = (q: Record<string, unknown>, token = x.token) =>
  consoleGet<Page<SessionRow>>(x.t, token, listTextSessions, { from, to: Date.now() + 1000, pageSize: 100, ...q });
const idsOf = async (q: Record<string, unknown>, token?: string) => {
  const r = await list(q, token);
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  return r.body.data.list.map((row) => row.id).sort();
};
const sorted = (...keys: string[]) => keys.map((k) => ids[k]).sort();

describe('session list: knowledge drill-down', () => {
  it('filters by an item and its event: answered, liked, disliked, voted, chosen', async () => {
    const withI1 = ['liked', 'disliked', ...(['i1'].includes(clicked) ? ['click'] : [])];
    expect(await idsOf({ refId: 'i1' })).toEqual(sorted(...withI1));
    expect(await idsOf({ refId: 'i1', refEvent: 'answer' })).toEqual(sorted(...withI1));
    expect(await idsOf({ refId: 'i1', refEvent: 'like' })).toEqual(sorted('liked'));
    expect(await idsOf({ refId: 'i1', refEvent: 'dislike' })).toEqual(sorted('disliked'));
    expect(await idsOf({ refId: 'i1', refEvent: 'vote' })).toEqual(sorted('liked', 'disliked'));
    expect(await idsOf({ refId: 'i2', refEvent: 'like' })).toEqual([]);
    expect(await idsOf({ refId: clicked, refEvent: 'click' })).toEqual(sorted('click'));
    expect(await idsOf({ refId: 'none', refEvent: 'answer' })).toEqual([]);
  });

  it('filters by an event of any item', async () => {
    expect(await idsOf({ refEvent: 'like' })).toEqual(sorted('liked', 'invoice'));
    expect(await idsOf({ refEvent: 'dislike' })).toEqual(sorted('disliked'));
    expect(await idsOf({ refEvent: 'click' })).toEqual(sorted('click'));
    expect(await idsOf({ refEvent: 'answer' })).toEqual(sorted('liked', 'disliked', 'plain', 'invoice', 'click'));
  });

  it('filters by a category: sessions in which any of its items answered', async () => {
    const inA = ['i1', 'i2'].includes(clicked) ? ['click'] : [];
    expect(await idsOf({ categoryId: 'cat-drill-a' })).toEqual(sorted('liked', 'disliked', 'plain', ...inA));
    expect(await idsOf({ categoryId: 'cat-drill-a', refEvent: 'like' })).toEqual(sorted('liked'));
    expect(await idsOf({ categoryId: 'cat-drill-a', refId: 'i2' })).toEqual(sorted('plain'));
    expect(await idsOf({ categoryId: 'cat-none' })).toEqual([]);
  });

  it('counts as many sessions as the knowledge figure when each session holds the event once', async () => {
    const day = zonedDay(Date.now(), 'Asia/Shanghai');
    const k = await consoleGet<{
      list: { id: string; likes: number; dislikes: number }[];
      range: { startDay: string; endDay: string; timeZone: string };
    }>(x.t, x.token, getKnowledgeStats, { startDay: day, endDay: day });
    // The reply names its days and the tenant's time zone, which the drill-down turns into instants.
    expect(k.body.data.range).toMatchObject({ startDay: day, endDay: day, timeZone: 'Asia/Shanghai' });
    const i1 = k.body.data.list.find((r) => r.id === 'i1');
    expect(i1).toMatchObject({ likes: 1, dislikes: 1 });
    expect((await list({ refId: 'i1', refEvent: 'like' })).body.data.total).toBe(i1?.likes);
    expect((await list({ refId: 'i1', refEvent: 'dislike' })).body.data.total).toBe(i1?.dislikes);
  });

  it('refuses an unknown event, and keeps other tenants out', async () => {
    const bad = await list({ refId: 'i1', refEvent: 'hug' });
    expect(bad.body.code).toBe('100001');
    expect(JSON.stringify(bad.body)).toContain('refEvent');
    expect(await idsOf({ categoryId: 'cat-drill-a' }, x.token3)).toEqual([]);
    expect(await idsOf({ refEvent: 'like' }, x.token3)).toEqual([]);
  });

  it('exports the drilled-down sessions only', async () => {
    const r = await consolePost<{ jobId: string }>(x.t, x.token, exportTextSessions, {
      filter: { from, to: Date.now() + 1000, refId: 'i1', refEvent: 'dislike' },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    let url = '';
    for (let i = 0; i < 400 && !url; i++) {
      const s = await consoleGet<{ status: boolean; files: { url: string }[] }>(
        x.t,
        x.token,
        exportTextSessionsStatus,
        {
          jobId: r.body.data.jobId,
        },
      );
      if (s.body.data.status) url = s.body.data.files[0].url;
      else await new Promise((res) => setTimeout(res, 50));
    }
    const res = await x.t.app.inject({ url, headers: { authorization: x.token } });
    const rows = await readXlsx(res.rawPayload);
    expect(rows.slice(1).map((row) => row[10])).toEqual([ids.disliked]);
  });
});
