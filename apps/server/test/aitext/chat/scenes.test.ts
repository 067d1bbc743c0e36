import { createChannelConfig } from '@zhiyu/contract/modules/aitext/channel';
import { askHuman, sendFeedback, sendMessage } from '@zhiyu/contract/modules/aitext/chat';
import type { SessionDetail } from '@zhiyu/contract/modules/aitext/session';
import { getTextSession } from '@zhiyu/contract/modules/aitext/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNegative, sentimentScore } from '../../../src/modules/aitext/chat/sentiment.ts';
import { ask, consoleGet, consolePost, newSession, open, setupText, type TextSetup } from '../../helpers/text.ts';

let x: TextSetup;
/** A channel that hands over on scenes 3 (thumbs-down) and 5 (keyword), not on the others. */
let handover: string;
beforeAll(async () => {
  x = await setupText();
  const c = await consolePost<{ widgetKey: string }>(x.t, x.token, createChannelConfig, {
    name: '转人工渠道',
    libraryIds: ['lib-text-2001'],
    transferScenes: [3, 5],
    keywords: ['投诉', 'VIP'],
  });
  handover = c.body.data.widgetKey;
}, 300_000);
afterAll(() => x.t.close());

const detail = async (id: string) => (await consoleGet<SessionDetail>(x.t, x.token, getTextSession, { id })).body.data;
const kinds = (d: SessionDetail) => d.messages.map((m) => m.kind);

describe('scene flags and transfers', () => {
  it('scene 2: an image or file, or text of only emoji or punctuation; no transfer unless chosen', async () => {
    const sid = await newSession(x.t, x.widgetKey);
    const img = await open(x.t, sendMessage, { channelKey: x.widgetKey, sessionId: sid, type: 'image' });
    expect(img.body.data.message).toMatchObject({ kind: 'nontext', text: '[image]' });
    expect(img.body.data.replies[0]).toMatchObject({
      kind: 'fallback',
      text: '暂时只能识别文字消息，请用文字描述您的问题。',
    });
    const emoji = await ask(x.t, x.widgetKey, sid, '😀😀！！？');
    expect(emoji.body.data.message.kind).toBe('nontext');
    const d = await detail(sid);
    expect(d).toMatchObject({ scenes: [2], transferred: false, rounds: 2, solved: false });
  });

  it('scene 3: a dislike flags it, unsolves the session and hands over when the channel says so', async () => {
    const sid = await newSession(x.t, handover);
    const a = await ask(x.t, handover, sid, '怎么申请退货');
    expect((await detail(sid)).solved).toBe(true);
    const v = await open(x.t, sendFeedback, {
      channelKey: handover,
      sessionId: sid,
      messageId: a.body.data.replies[0].id,
      vote: 'dislike',
      reason: '  没看懂  ',
    });
    expect(v.body.data.transferred).toBe(true);
    expect(v.body.data.replies.map((m: { kind: string }) => m.kind)).toEqual(['transfer']);
    const d = await detail(sid);
    expect(d).toMatchObject({ scenes: [3], transferred: true, solved: false });
    expect(kinds(d)).toEqual(['question', 'answer', 'transfer']);
    expect(d.messages[1]).toMatchObject({ vote: 'dislike', reason: '没看懂' });
  });

  it('a like keeps the session solved; a dislike on a channel without scene 3 only flags it', async () => {
    const sid = await newSession(x.t, x.widgetKey);
    const a = await ask(x.t, x.widgetKey, sid, '运费怎么计算');
    const id = a.body.data.replies[0].id;
    await open(x.t, sendFeedback, { channelKey: x.widgetKey, sessionId: sid, messageId: id, vote: 'like' });
    expect(await detail(sid)).toMatchObject({ solved: true, scenes: [] });
    const b = await ask(x.t, x.widgetKey, sid, '如何开具发票');
    const v = await open(x.t, sendFeedback, {
      channelKey: x.widgetKey,
      sessionId: sid,
      messageId: b.body.data.replies[0].id,
      vote: 'dislike',
    });
    expect(v.body.data).toMatchObject({ replies: [], transferred: false });
    expect(await detail(sid)).toMatchObject({ solved: false, scenes: [3], transferred: false });
  });

  it('scene 4: negative emotion from the lexicon, negations understood', async () => {
    const sid = await newSession(x.t, x.widgetKey);
    await ask(x.t, x.widgetKey, sid, '我没有生气，只想问运费怎么计算');
    expect((await detail(sid)).scenes).toEqual([]);
    await ask(x.t, x.widgetKey, sid, '太差劲了，退款到现在还没到账，真让人失望');
    expect((await detail(sid)).scenes).toContain(4);
  });

  it('scene 5: a channel keyword (any case) hands over on a channel that transfers on it', async () => {
    const sid = await newSession(x.t, handover);
    const r = await ask(x.t, handover, sid, '我是vip客户，运费怎么计算');
    expect(r.body.data.replies.map((m: { kind: string }) => m.kind)).toEqual(['answer', 'transfer']);
    expect(r.body.data.transferred).toBe(true);
    const d = await detail(sid);
    expect(d).toMatchObject({ scenes: [5], transferred: true, solved: false });
    // Already transferred: a second keyword neither transfers again nor says so twice.
    const again = await ask(x.t, handover, sid, '我要投诉');
    expect(again.body.data.replies.map((m: { kind: string }) => m.kind)).toEqual(['fallback']);
  });

  it('scene 1 on a channel that transfers on it; the visitor asking for a human transfers once', async () => {
    const c = await consolePost<{ widgetKey: string }>(x.t, x.token, createChannelConfig, {
      name: '未知即转',
      libraryIds: ['lib-text-2001'],
      transferScenes: [1],
    });
    const key = c.body.data.widgetKey;
    const sid = await newSession(x.t, key);
    const r = await ask(x.t, key, sid, '你们老板是谁');
    expect(r.body.data.replies.map((m: { kind: string }) => m.kind)).toEqual(['fallback', 'transfer']);
    const s2 = await newSession(x.t, key);
    const h = await open(x.t, askHuman, { channelKey: key, sessionId: s2 }, { 'accept-language': 'en-US' });
    expect(h.body.data).toMatchObject({ transferred: true });
    expect(h.body.data.replies[0]).toMatchObject({
      kind: 'transfer',
      text: 'Connecting you to a human agent, please wait.',
    });
    const before = await detail(s2);
    expect(kinds(before)).toEqual(['human', 'transfer']);
    expect((await open(x.t, askHuman, { channelKey: key, sessionId: s2 })).body.data).toEqual({
      replies: [],
      transferred: true,
    });
    expect(await detail(s2)).toEqual(before);
  });
});

describe('sentiment lexicon', () => {
  it('scores negative words, turns negated positives negative and negated negatives neutral', () => {
    expect(isNegative('你们的服务太差劲了')).toBe(true);
    expect(isNegative('我对这次服务不满意')).toBe(true);
    expect(isNegative('我不太满意')).toBe(true);
    expect(isNegative('我很满意，谢谢')).toBe(false);
    expect(isNegative('我不生气')).toBe(false);
    expect(isNegative('请问运费怎么计算')).toBe(false);
    expect(isNegative('This is the worst service, useless!')).toBe(true);
    expect(isNegative('not bad, thanks')).toBe(false);
    expect(sentimentScore('满意')).toBeGreaterThan(0);
  });
});
