import { createChannelConfig, listChannelConfigs } from '@zhiyu/contract/modules/aitext/channel';
import { askHuman, closeSession, openSession, sendFeedback, sendMessage } from '@zhiyu/contract/modules/aitext/chat';
import type { SessionDetail } from '@zhiyu/contract/modules/aitext/session';
import { getTextSession } from '@zhiyu/contract/modules/aitext/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../helpers/api.ts';
import { expectRefused } from '../../helpers/db.ts';
import {
  ask,
  consoleGet,
  consolePost,
  newSession,
  open,
  setupText,
  suggestQuestion,
  type TextSetup,
} from '../../helpers/text.ts';

let x: TextSetup;
beforeAll(async () => {
  x = await setupText();
}, 300_000);
afterAll(() => x.t.close());

const detail = async (id: string) => (await consoleGet<SessionDetail>(x.t, x.token, getTextSession, { id })).body.data;

describe('public chat API: good input', () => {
  it('opens a session with the welcome as plain text and the quick menus (10 and 11 disabled)', async () => {
    const r = await open(x.t, openSession, { channelKey: x.widgetKey });
    expect(r.body.code).toBe('000000');
    const d = r.body.data;
    expect(d.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.channelName).toBe('测试官网');
    expect(d.welcome).toMatchObject({ role: 'bot', kind: 'welcome', text: '您好，欢迎光临！' });
    expect(d.quickMenus.map((m: { actionType: number; disabled: boolean }) => [m.actionType, m.disabled])).toEqual([
      [3, false],
      [2, false],
      [10, true],
      [11, true],
    ]);
    expect(d.quickMenus[1].url).toBe('https://example.com/help');
    const again = await open(x.t, openSession, { channelKey: x.widgetKey, visitorId: 'visitor-a' });
    expect(again.body.data.visitorId).toBe('visitor-a');
  });

  it("answers from the channel's libraries and records both messages", async () => {
    const sid = await newSession(x.t, x.widgetKey, 'v-answer');
    const r = await ask(x.t, x.widgetKey, sid, '我想退货，怎么弄？');
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    expect(r.body.data.message).toMatchObject({ role: 'user', kind: 'question', text: '我想退货，怎么弄？' });
    expect(r.body.data.replies).toHaveLength(1);
    expect(r.body.data.replies[0]).toMatchObject({
      kind: 'answer',
      text: '在「我的订单」中点击申请退货即可。',
      vote: null,
    });
    expect(r.body.data.transferred).toBe(false);
    const s = await detail(sid);
    expect(s).toMatchObject({
      rounds: 1,
      solved: true,
      transferred: false,
      scenes: [],
      firstQuestion: '我想退货，怎么弄？',
    });
    expect(s.messages.map((m) => m.kind)).toEqual(['welcome', 'question', 'answer']);
    expect(s.messages[2]).toMatchObject({ hitKind: 'item', hitRefId: 'i1' });
    expect(s.messages[2].score).toBeGreaterThanOrEqual(0.45);
  });

  it('falls back and flags scene 1 when nothing answers; an invalid item never answers', async () => {
    const sid = await newSession(x.t, x.widgetKey);
    const r = await ask(x.t, x.widgetKey, sid, '今天北京的天气怎么样');
    expect(r.body.data.replies[0]).toMatchObject({ kind: 'fallback', text: '抱歉，我还不会回答。' });
    const r2 = await ask(x.t, x.widgetKey, sid, '双十一活动规则');
    expect(r2.body.data.replies[0].kind).not.toBe('answer');
    const s = await detail(sid);
    expect(s.scenes).toContain(1);
    expect(s).toMatchObject({ rounds: 2, solved: false });
  });

  it('offers "did you mean" candidates; choosing one counts a click and answers it', async () => {
    const sid = await newSession(x.t, x.widgetKey);
    const r = await ask(x.t, x.widgetKey, sid, suggestQuestion());
    const reply = r.body.data.replies[0];
    expect(reply.kind, JSON.stringify(reply)).toBe('suggest');
    expect(reply.candidates.length).toBeGreaterThan(0);
    expect(reply.candidates.length).toBeLessThanOrEqual(3);
    const c = reply.candidates[0];
    const clicked = await open(x.t, sendMessage, {
      channelKey: x.widgetKey,
      sessionId: sid,
      candidate: { messageId: reply.id, refId: c.refId },
    });
    expect(clicked.body.data.message).toMatchObject({ kind: 'click', text: c.question });
    expect(clicked.body.data.replies[0].kind).toBe('answer');
    const s = await detail(sid);
    expect(s.rounds).toBe(2);
    expect(s.messages.find((m) => m.kind === 'click')).toMatchObject({ hitRefId: c.refId });
    // A candidate the message did not offer, or a message that offered none: refused, nothing recorded.
    await expectRefused(
      x.t.db,
      () =>
        open(x.t, sendMessage, {
          channelKey: x.widgetKey,
          sessionId: sid,
          candidate: { messageId: reply.id, refId: 'i404' },
        }),
      '170012',
    );
    await expectRefused(
      x.t.db,
      () =>
        open(x.t, sendMessage, {
          channelKey: x.widgetKey,
          sessionId: sid,
          candidate: { messageId: s.messages[0].id, refId: c.refId },
        }),
      '170012',
    );
  });

  it('serves an API channel by its key header; its public key alone is refused', async () => {
    const add = await consolePost<{ apiKey: string; widgetKey: string }>(x.t, x.token, createChannelConfig, {
      name: 'API 渠道',
      kind: 'api',
      libraryIds: [],
    });
    const { apiKey, widgetKey } = add.body.data;
    expect(apiKey).toMatch(/^sk-/);
    const r = await open(x.t, openSession, { visitorId: 'crm-user-7' }, { 'x-api-key': apiKey });
    expect(r.body.code).toBe('000000');
    const m = await open(
      x.t,
      sendMessage,
      { sessionId: r.body.data.sessionId, text: '怎么申请退货' },
      { 'x-api-key': apiKey },
    );
    // No libraries: the built-in fallback in the caller's language.
    expect(m.body.data.replies[0].kind).toBe('fallback');
    expect((await open(x.t, openSession, { channelKey: widgetKey })).body.code).toBe('170001');
    expect((await open(x.t, openSession, {}, { 'x-api-key': 'sk-wrong' })).body.code).toBe('170001');
  });

  it('allows any origin on the public paths only', async () => {
    const pre = await x.t.app.inject({
      method: 'OPTIONS',
      url: apiUrl(sendMessage),
      headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'POST' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(String(pre.headers['access-control-allow-headers'])).toContain('x-api-key');
    const refused = await open(x.t, openSession, { channelKey: 'wk-nope' }, { origin: 'https://shop.example.com' });
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    const console = await consoleGet(x.t, x.token, listChannelConfigs);
    expect(console.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('public chat API: bad input is refused and records nothing', () => {
  let sid: string;
  beforeAll(async () => {
    sid = await newSession(x.t, x.widgetKey, 'v-bad');
  });

  it('unknown, missing or disabled channel', async () => {
    await expectRefused(x.t.db, () => open(x.t, openSession, { channelKey: 'wk-unknown' }), '170001');
    const msg = await expectRefused(x.t.db, () => open(x.t, openSession, {}), '170003');
    expect(msg).toBe('channelKey不能为空');
    await expectRefused(x.t.db, () => ask(x.t, 'wk-unknown', sid, '你好'), '170001');
    const off = await consolePost<{ apiKey: string; widgetKey: string }>(x.t, x.token, createChannelConfig, {
      name: '停用渠道',
      status: 0,
    });
    await expectRefused(x.t.db, () => open(x.t, openSession, { channelKey: off.body.data.widgetKey }), '170001');
  });

  it('oversized, empty or missing message text, unknown or foreign session', async () => {
    const en = await expectRefused(
      x.t.db,
      () =>
        open(
          x.t,
          sendMessage,
          { channelKey: x.widgetKey, sessionId: sid, text: '退'.repeat(501) },
          { 'accept-language': 'en' },
        ),
      '170002',
    );
    expect(en).toBe('A message must not exceed 500 characters');
    expect((await ask(x.t, x.widgetKey, sid, '退'.repeat(500))).body.code).toBe('000000');
    await expectRefused(x.t.db, () => ask(x.t, x.widgetKey, sid, '   '), '170003');
    await expectRefused(x.t.db, () => open(x.t, sendMessage, { channelKey: x.widgetKey, sessionId: sid }), '170003');
    await expectRefused(x.t.db, () => open(x.t, sendMessage, { channelKey: x.widgetKey, text: '你好' }), '170003');
    await expectRefused(x.t.db, () => ask(x.t, x.widgetKey, 'no-such-session', '你好'), '170004');
    const other = await consolePost<{ apiKey: string; widgetKey: string }>(x.t, x.token, createChannelConfig, {
      name: '另一个渠道',
    });
    await expectRefused(x.t.db, () => ask(x.t, other.body.data.widgetKey, sid, '你好'), '170004');
    await expectRefused(
      x.t.db,
      () => open(x.t, sendMessage, { channelKey: x.widgetKey, sessionId: sid, text: 7 }),
      '100001',
    );
  });

  it('feedback on anything but an answer, twice, or without a vote', async () => {
    const s = await newSession(x.t, x.widgetKey);
    const fb = await ask(x.t, x.widgetKey, s, '今天天气如何');
    const fallbackId = fb.body.data.replies[0].id;
    const vote = (messageId: string, v?: string) =>
      open(x.t, sendFeedback, { channelKey: x.widgetKey, sessionId: s, messageId, vote: v });
    await expectRefused(x.t.db, () => vote(fallbackId, 'like'), '170005');
    await expectRefused(x.t.db, () => vote(fb.body.data.message.id, 'like'), '170005');
    await expectRefused(x.t.db, () => vote('no-such-message', 'like'), '170005');
    const a = await ask(x.t, x.widgetKey, s, '运费怎么计算');
    const answerId = a.body.data.replies[0].id;
    await expectRefused(x.t.db, () => vote(answerId), '170003');
    expect((await vote(answerId, 'like')).body.code).toBe('000000');
    await expectRefused(x.t.db, () => vote(answerId, 'dislike'), '170011');
  });

  it('a closed session takes no more messages; closing again changes nothing', async () => {
    const s = await newSession(x.t, x.widgetKey);
    const c = await open(x.t, closeSession, { channelKey: x.widgetKey, sessionId: s, rating: 4 });
    expect(c.body.data).toEqual({ closed: true });
    await expectRefused(x.t.db, () => ask(x.t, x.widgetKey, s, '你好'), '170006');
    await expectRefused(x.t.db, () => open(x.t, askHuman, { channelKey: x.widgetKey, sessionId: s }), '170006');
    const before = await detail(s);
    expect((await open(x.t, closeSession, { channelKey: x.widgetKey, sessionId: s, rating: 1 })).body.code).toBe(
      '000000',
    );
    expect(await detail(s)).toEqual(before);
    expect(before.rating).toBe(4);
  });

  it("limits a visitor's messages per minute (170007), then lets them go on", async () => {
    const s = await newSession(x.t, x.widgetKey, 'v-flood');
    for (let i = 0; i < 30; i++) expect((await ask(x.t, x.widgetKey, s, `问题${i}`)).body.code).toBe('000000');
    await expectRefused(x.t.db, () => ask(x.t, x.widgetKey, s, '再来一个'), '170007');
    // The window is the kv store's: the in-memory one follows the test clock, Redis its own.
    if (process.env.REDIS_URL) return;
    x.t.advance(61_000);
    expect((await ask(x.t, x.widgetKey, s, '再来一个')).body.code).toBe('000000');
  });
});
