/**
 * The public text-bot calls throttle on what a caller cannot choose: the client address, the
 * channel and the server-made session, never the visitorId a browser names. So one address's
 * wrong bind codes or message flood cannot lock out anyone else.
 */
import { createChannelBindCode, createChannelConfig } from '@zhiyu/contract/modules/aitext/channel';
import { bindAccount, openSession, sendMessage } from '@zhiyu/contract/modules/aitext/chat';
import { BIND_MAX_FAILURES, VISITOR_MESSAGES_PER_MINUTE } from '@zhiyu/contract/modules/aitext/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES_PER_MINUTE } from '../../../src/modules/aitext/chat/channel.ts';
import { callApi } from '../../helpers/api.ts';
import { consolePost, setupText, type TextSetup } from '../../helpers/text.ts';

let x: TextSetup;
beforeAll(async () => {
  x = await setupText();
});
afterAll(() => x.t.close());

const ATTACKER = '203.0.113.66';
const OPEN = { bind: bindAccount, session: openSession, message: sendMessage };
const from = (ip: string, path: keyof typeof OPEN, payload: Record<string, unknown>) =>
  callApi<Record<string, unknown>>(x.t.app, OPEN[path], { body: payload, remoteAddress: ip });

describe('bind codes', () => {
  it('ten wrong codes from one address refuse that address only; the right code from another still binds', async () => {
    const c = (
      await consolePost<{ id: string; widgetKey: string }>(x.t, x.token, createChannelConfig, { name: '绑定限流' })
    ).body.data;
    const { code } = (await consolePost<{ code: string }>(x.t, x.token, createChannelBindCode, { id: c.id })).body.data;
    const bind = (ip: string, tried: string, account: string) =>
      from(ip, 'bind', { channelKey: c.widgetKey, code: tried, account });
    for (let i = 0; i < BIND_MAX_FAILURES; i++) {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      expect((await bind(ATTACKER, guess, 'attacker')).body.code).toBe('170008');
    }
    // The attacker is stopped, even with the right code...
    expect((await bind(ATTACKER, code, 'attacker')).body.code).toBe('170007');
    // ...while the code's holder, from their own address, binds.
    const ok = await bind('198.51.100.7', code, 'wx-rightful');
    expect(ok.body).toMatchObject({ code: '000000', data: { account: 'wx-rightful' } });
    // A new code starts afresh for every address.
    const next = (await consolePost<{ code: string }>(x.t, x.token, createChannelBindCode, { id: c.id })).body.data
      .code;
    expect((await bind(ATTACKER, next, 'attacker-2')).body.code).toBe('000000');
  });
});

describe('chat messages', () => {
  it("a flood naming a known visitor's visitorId does not silence that visitor", async () => {
    const session = async (ip: string, visitorId: string) => {
      const r = await from(ip, 'session', { channelKey: x.widgetKey, visitorId });
      expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
      return r.body.data.sessionId as string;
    };
    const ask = (ip: string, sessionId: string, text: string) =>
      from(ip, 'message', { channelKey: x.widgetKey, sessionId, type: 'text', text });
    const victim = await session('198.51.100.8', 'visitor-known');
    const forged = await session(ATTACKER, 'visitor-known');
    for (let i = 0; i < VISITOR_MESSAGES_PER_MINUTE; i++)
      expect((await ask(ATTACKER, forged, `问题${i}`)).body.code).toBe('000000');
    expect((await ask(ATTACKER, forged, '再来一个')).body.code).toBe('170007');
    expect((await ask('198.51.100.8', victim, '你好')).body.code).toBe('000000');
  });

  it('one address is held to its budget over any number of sessions; other addresses are not', async () => {
    const ip = '203.0.113.90';
    let sent = 0;
    let refused = '';
    for (let s = 0; s < 6 && !refused; s++) {
      const r = await from(ip, 'session', { channelKey: x.widgetKey });
      const sessionId = r.body.data.sessionId as string;
      for (let i = 0; i < VISITOR_MESSAGES_PER_MINUTE && !refused; i++) {
        const m = await from(ip, 'message', { channelKey: x.widgetKey, sessionId, type: 'text', text: `问${i}` });
        if (m.body.code === '000000') sent++;
        else refused = m.body.code;
      }
    }
    expect([sent, refused]).toEqual([ADDRESS_MESSAGES_PER_MINUTE, '170007']);
    const other = await from('203.0.113.91', 'session', { channelKey: x.widgetKey });
    const m = await from('203.0.113.91', 'message', {
      channelKey: x.widgetKey,
      sessionId: other.body.data.sessionId,
      type: 'text',
      text: '你好',
    });
    expect(m.body.code).toBe('000000');
  });
});
