/**
 * Access channels and the ingest API of the agent assistant (issue 20 §1): a channel's key shown
 * once and regenerable; signed events applied once per (call id, sequence), in any order, partials
 * replaced by finals; every bad event or signature refused with a message naming what is wrong and
 * nothing written; and the agent reading only their own conversation.
 */
import {
  type AccessChannelRow,
  createAccessChannel,
  deleteAccessChannels,
  listAccessChannels,
  regenerateChannelKey,
  updateAccessChannel,
} from '@zhiyu/contract/modules/aihelper/channel';
import {
  AGENT_CONVERSATION_TOPIC,
  type AgentConversation,
  getAgentConversation,
  INGEST_STREAM_PATH,
  ingestEvents,
} from '@zhiyu/contract/modules/aihelper/ingest';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { signature } from '../../src/modules/aicall/callback/sign.ts';
import { ahConversations, ahUtterances } from '../../src/modules/aihelper/ingest/table.ts';
import { ingestAs } from '../helpers/aihelper.ts';
import { callApi } from '../helpers/api.ts';
import { call, PASSWORDS, tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';
import { signedIn } from '../helpers/signed-in.ts';
import { tenant3Token } from '../helpers/tenant3.ts';

const s = signedIn();
type WithKey = AccessChannelRow & { key: string };
let channel: WithKey;
let token3 = '';

const api = <T>(endpoint: Parameters<typeof callApi>[1], body?: unknown, token = s.token) =>
  callApi<T>(s.app, endpoint, endpoint.method === 'GET' ? { token, query: body as never } : { token, body });

const send = ingestAs(
  () => s.app,
  () => channel,
);
const current = async (token = s.token) =>
  (await callApi<AgentConversation | null>(s.app, getAgentConversation, { token })).body.data;

const start = (callId: string, seq: number, agent = 'tenant') => ({
  type: 'start',
  callId,
  seq,
  agent,
  customerNumber: '13800138000',
  direction: 'in',
  skillGroup: '信用卡',
});
const say = (callId: string, seq: number, id: string, text: string, final: boolean, startMs = seq * 1000) => ({
  type: 'utterance',
  callId,
  seq,
  utteranceId: id,
  speaker: id.startsWith('a') ? 'agent' : 'customer',
  text,
  startMs,
  endMs: startMs + 800,
  final,
});

beforeAll(async () => {
  token3 = await tenant3Token(s.app, s.db, 'aihelper');
  const r = await api<WithKey>(createAccessChannel, { name: `呼叫中心-${Date.now()}`, kind: 'cti' });
  expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  channel = r.body.data;
});

describe('access channels', () => {
  it('shows the key once, lists only its last four characters, and refuses a second channel of the name', async () => {
    expect(channel.key).toMatch(/^zk_[\w-]{40,}$/);
    expect(channel.keyHint).toBe(channel.key.slice(-4));
    const listed = (await api<{ list: Record<string, unknown>[] }>(listAccessChannels, { pageNum: 1, pageSize: 50 }))
      .body.data.list;
    const row = listed.find((c) => c.id === channel.id);
    expect(row?.keyHint).toBe(channel.keyHint);
    expect(JSON.stringify(listed)).not.toContain(channel.key);
    await expectRefused(s.db, () => api(createAccessChannel, { name: channel.name, kind: 'chat' }), '190001');
    await expectRefused(s.db, () => api(createAccessChannel, { name: '', kind: 'cti' }), '100001');
    await expectRefused(s.db, () => api(createAccessChannel, { name: '渠道', kind: 'fax' }), '100001');
  });

  it('stops the old key at once when a new one is made', async () => {
    const made = (await api<WithKey>(createAccessChannel, { name: `换钥匙-${Date.now()}`, kind: 'chat' })).body.data;
    expect((await send([start('key-1', 1)], { id: made.id, key: made.key })).body.code).toBe('000000');
    const fresh = (await api<WithKey>(regenerateChannelKey, { id: made.id })).body.data;
    expect(fresh.key).not.toBe(made.key);
    await expectRefused(s.db, () => send([start('key-1', 2)], { id: made.id, key: made.key }), '190003');
    expect((await send([start('key-1', 2)], { id: made.id, key: fresh.key })).body.code).toBe('000000');
    const renamed = await api<AccessChannelRow>(updateAccessChannel, {
      id: made.id,
      name: `${made.name}-改`,
      kind: 'chat',
    });
    expect(renamed.body.data.conversations).toBe(1);
    expect((await api<{ deleted: number }>(deleteAccessChannels, { ids: [made.id] })).body.data.deleted).toBe(1);
    await expectRefused(s.db, () => send([start('key-1', 3)], { id: made.id, key: fresh.key }), '190003');
  });

  it('keeps each tenant to its own channels', async () => {
    await expectRefused(s.db, () => api(regenerateChannelKey, { id: channel.id }, token3), '190002');
    await expectRefused(
      s.db,
      () => api(updateAccessChannel, { id: channel.id, name: 'x', kind: 'cti' }, token3),
      '190002',
    );
    expect(
      (await api<{ deleted: number }>(deleteAccessChannels, { ids: [channel.id] }, token3)).body.data.deleted,
    ).toBe(0);
    const theirs = (await api<{ list: { id: string }[] }>(listAccessChannels, { pageNum: 1, pageSize: 50 }, token3))
      .body.data.list;
    expect(theirs.map((c) => c.id)).not.toContain(channel.id);
  });
});

describe('ingesting events', () => {
  it('builds the transcript the agent sees: partials replaced by finals, in speaking order', async () => {
    // What goes out on the real-time channel (its delivery is tested with the channel itself).
    const published: { userId?: string; topic: string; payload: unknown }[] = [];
    const publish = s.app.realtime.publish;
    s.app.realtime.publish = (m) => {
      published.push(m);
      return publish(m);
    };
    const r = await send([
      start('call-1', 1),
      say('call-1', 2, 'a1', '您好，这里是信用卡中心', true),
      say('call-1', 3, 'c1', '我想', false),
      say('call-1', 4, 'c1', '我想激活一下', false),
      say('call-1', 5, 'c1', '我想激活一下新卡', true),
    ]);
    s.app.realtime.publish = publish;
    expect(r.body.data).toEqual({ accepted: 5, duplicates: 0 });
    const c = await current();
    const me = (await tokenFor(s.app, 'tenant', PASSWORDS.tenant)).userInfo.id;
    expect(published).toEqual([
      { tenantId: '2001', userId: me, topic: AGENT_CONVERSATION_TOPIC, payload: { id: c?.id, seq: 5 } },
    ]);
    expect(c?.callId).toBe('call-1');
    expect(c?.state).toBe('live');
    expect([c?.customerNumber, c?.direction, c?.skillGroup]).toEqual(['13800138000', 'in', '信用卡']);
    expect(c?.transcript.map((l) => [l.speaker, l.text, l.final])).toEqual([
      ['agent', '您好，这里是信用卡中心', true],
      ['customer', '我想激活一下新卡', true],
    ]);
  });

  it('answers a repeat as a duplicate and changes nothing', async () => {
    const batch = [start('call-2', 1), say('call-2', 2, 'c1', '你好', true)];
    expect((await send(batch)).body.data).toEqual({ accepted: 2, duplicates: 0 });
    const r = await send(batch);
    expect(r.body.data).toEqual({ accepted: 0, duplicates: 2 });
    await expectRefused(s.db, async () => ({ body: { ...(await send(batch)).body, code: 'same' } }), 'same');
  });

  it('applies an event repeated within one batch once', async () => {
    const line = say('call-2b', 2, 'c1', '我想查一下账单', true);
    const r = await send([start('call-2b', 1), line, line, { ...line, text: '重发的另一句' }]);
    expect(r.body.data).toEqual({ accepted: 2, duplicates: 2 });
    const [conv] = await s.db.select().from(ahConversations).where(eq(ahConversations.callId, 'call-2b'));
    const lines = await s.db.select().from(ahUtterances).where(eq(ahUtterances.conversationId, conv.id));
    expect(lines.map((l) => l.text)).toEqual(['我想查一下账单']);
    // Ended, so the tests below keep call-2 as the agent's live call.
    expect((await send([{ type: 'end', callId: 'call-2b', seq: 3 }])).body.code).toBe('000000');
  });

  it('takes events in any order: utterances before the start, a late partial after its final, the end first', async () => {
    expect((await send([say('call-3', 5, 'c1', '卡片已经收到了', true, 3000)])).body.code).toBe('000000');
    expect((await send([say('call-3', 3, 'c1', '卡片已经', false, 3000)])).body.code).toBe('000000');
    expect((await send([{ type: 'end', callId: 'call-3', seq: 9 }])).body.code).toBe('000000');
    expect((await send([say('call-3', 2, 'a1', '请问有什么可以帮您', true, 1000), start('call-3', 1)])).body.code).toBe(
      '000000',
    );
    const c = await current();
    // The latest live conversation is the current one (call-2); call-3 started later but has ended.
    expect(c?.callId).toBe('call-2');
    const [conv] = await s.db.select().from(ahConversations).where(eq(ahConversations.callId, 'call-3'));
    expect([conv.state, conv.agent]).toEqual(['ended', 'tenant']);
    const lines = await s.db
      .select()
      .from(ahUtterances)
      .where(eq(ahUtterances.conversationId, conv.id))
      .orderBy(asc(ahUtterances.startMs));
    expect(lines.map((l) => [l.text, l.final])).toEqual([
      ['请问有什么可以帮您', true],
      ['卡片已经收到了', true],
    ]);
  });

  it('refuses every bad event naming it, and writes nothing of the batch', async () => {
    const good = say('call-bad', 2, 'c1', '好的', true);
    const cases: [unknown[], string][] = [
      [[good, { ...say('call-bad', 3, 'c2', 'x', true), speaker: 'robot' }], '事件有误：events[1].speaker'],
      [[good, { ...say('call-bad', 3, 'c2', 'x', true), text: 'x'.repeat(2001) }], '事件有误：events[1].text'],
      [[good, { ...say('call-bad', 3, 'c2', 'x', true), startMs: 5000, endMs: 4000 }], '事件有误：events[1].endMs'],
      [[good, { type: 'hangup', callId: 'call-bad', seq: 4 }], '事件有误：events[1].type'],
      [[{ ...start('call-bad', 1), agent: '' }], '事件有误：events[0].agent'],
      [[{ ...good, seq: -1 }], '事件有误：events[0].seq'],
      [[], '事件有误：events'],
      [Array.from({ length: 101 }, (_, i) => say('call-bad', i, `c${i}`, 'x', true)), '事件有误：events'],
    ];
    for (const [events, msg] of cases) expect(await expectRefused(s.db, () => send(events), '190004')).toBe(msg);
    expect(await expectRefused(s.db, () => send(null, { raw: '[1,2]' }), '190004')).toBe('事件有误：events');
  });

  it('refuses a wrong key, a stale timestamp, an unknown channel or a missing signature', async () => {
    const batch = [start('call-sig', 1)];
    await expectRefused(s.db, () => send(batch, { key: 'zk_not-the-key' }), '190003');
    await expectRefused(s.db, () => send(batch, { ts: Math.floor(Date.now() / 1000) - 301 }), '190003');
    await expectRefused(s.db, () => send(batch, { id: 'ch-unknown' }), '190003');
    const unsigned = () =>
      call(s.app, { method: 'POST', url: ingestEvents.path, payload: { events: batch }, headers: {} }) as never;
    await expectRefused(s.db, unsigned, '190003');
    // A body changed after signing no longer matches its signature.
    const body = JSON.stringify({ events: batch });
    const ts = String(Math.floor(Date.now() / 1000));
    const tampered = () =>
      call(s.app, {
        method: 'POST',
        url: ingestEvents.path,
        payload: body.replace('13800138000', '13900139000'),
        headers: {
          'content-type': 'application/json',
          'x-zhiyu-channel': channel.id,
          'x-zhiyu-timestamp': ts,
          'x-zhiyu-signature': signature(channel.key, ts, body),
        },
      }) as never;
    await expectRefused(s.db, tampered, '190003');
  });

  it('shows an agent only the conversations that name them', async () => {
    await send([start('call-other', 1, 'someone-else'), say('call-other', 2, 'c1', '别人的通话', true)]);
    expect((await current())?.callId).not.toBe('call-other');
    // Another tenant's user holding the same permission sees none of these.
    expect(await current(token3)).toBeNull();
  });
});

describe('the ingest stream', () => {
  let base = '';
  beforeAll(async () => {
    base = `ws://127.0.0.1:${(await s.app.listen({ port: 0, host: '127.0.0.1' })).split(':').pop()}`;
  });

  /** Opens a stream as a channel would: the nonce signed with the key in the handshake. */
  function stream(o: { key?: string; nonce?: string } = {}) {
    const ts = String(Math.floor(Date.now() / 1000));
    const nonce = o.nonce ?? `n-${Math.random().toString(36).slice(2, 12)}`;
    const ws = new WebSocket(`${base}${INGEST_STREAM_PATH}`, {
      headers: {
        'x-zhiyu-channel': channel.id,
        'x-zhiyu-timestamp': ts,
        'x-zhiyu-nonce': nonce,
        'x-zhiyu-signature': signature(o.key ?? channel.key, ts, nonce),
      },
    });
    const replies: Record<string, unknown>[] = [];
    ws.on('message', (d) => replies.push(JSON.parse(d.toString())));
    const closed = new Promise<[number, string]>((r) => ws.on('close', (code, why) => r([code, why.toString()])));
    const opened = new Promise<void>((r) => ws.on('open', () => r()));
    const next = async (n: number) => {
      for (let i = 0; i < 300 && replies.length < n; i++) await new Promise((r) => setTimeout(r, 10));
      return replies[n - 1];
    };
    return { ws, opened, closed, next, nonce };
  }

  it('answers each frame in order as the HTTP envelope would', async () => {
    const st = stream();
    await st.opened;
    st.ws.send(JSON.stringify({ ref: 'f1', events: [start('call-ws', 1), say('call-ws', 2, 'c1', '你好', true)] }));
    st.ws.send(JSON.stringify({ ref: 'f2', events: [{ ...say('call-ws', 3, 'c2', 'x', true), speaker: '' }] }));
    st.ws.send('not json');
    st.ws.send(JSON.stringify({ ref: 'f4', events: [start('call-ws', 1)] }));
    expect(await st.next(1)).toEqual({ ref: 'f1', code: '000000', data: { accepted: 2, duplicates: 0 } });
    expect(await st.next(2)).toMatchObject({ ref: 'f2', code: '190004', msg: '事件有误：events[0].speaker' });
    expect(await st.next(3)).toMatchObject({ ref: null, code: '190004', msg: '事件有误：events' });
    expect(await st.next(4)).toEqual({ ref: 'f4', code: '000000', data: { accepted: 0, duplicates: 1 } });
    st.ws.close();
  });

  it('closes a handshake with a wrong signature or a nonce used before', async () => {
    expect(await stream({ key: 'zk_wrong' }).closed).toEqual([4401, '190003']);
    const first = stream();
    await first.opened;
    first.ws.close();
    expect(await stream({ nonce: first.nonce }).closed).toEqual([4401, '190003']);
  });
});
