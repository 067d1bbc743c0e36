/** Calls of the agent-assistant tests: a channel's signed ingest calls and an utterance event. */
import { type AgentConversation, getAgentConversation, ingestEvents } from '@zhiyu/contract/modules/aihelper/ingest';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signature } from '../../src/modules/aicall/callback/sign.ts';
import { callApi } from './api.ts';
import { call } from './app.ts';
import type { SignedIn } from './signed-in.ts';

export interface ChannelKey {
  id: string;
  key: string;
}

/**
 * Posts events as a channel would: the body's bytes signed with the key (`raw` sends a body as
 * is; `key`, `id` and `ts` override the signing, to test refusals).
 */
export function ingestAs(app: () => FastifyInstance, channel: () => ChannelKey) {
  return (events: unknown, o: { key?: string; id?: string; ts?: number; raw?: string } = {}) => {
    const body = o.raw ?? JSON.stringify({ events });
    const ts = String(o.ts ?? Math.floor(Date.now() / 1000));
    return call<{ accepted: number; duplicates: number }>(app(), {
      method: 'POST',
      url: ingestEvents.path,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-zhiyu-channel': o.id ?? channel().id,
        'x-zhiyu-timestamp': ts,
        'x-zhiyu-signature': signature(o.key ?? channel().key, ts, body),
      },
    });
  };
}

/** A final (or partial) line of a call. */
export function line(
  callId: string,
  seq: number,
  speaker: 'agent' | 'customer',
  text: string,
  startMs = seq * 1000,
  endMs = startMs + 800,
  final = true,
) {
  return { type: 'utterance', callId, seq, utteranceId: `u${seq}`, speaker, text, startMs, endMs, final };
}

/**
 * The calls an agent-assistant test makes as the signed-in tenant admin: `post` (answered as is),
 * `ok` (asserted to succeed, answering its data), `send` (the channel's signed ingest) and
 * `current` (the desk's conversation).
 */
export function deskCalls(s: SignedIn, channel: () => ChannelKey) {
  const post = <T>(endpoint: Parameters<typeof callApi>[1], body: unknown, token = s.token) =>
    callApi<T>(s.app, endpoint, { token, body });
  const ok = async <T>(endpoint: Parameters<typeof callApi>[1], body: unknown) => {
    const r = await post<T>(endpoint, body);
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
    return r.body.data;
  };
  const send = ingestAs(() => s.app, channel);
  const current = async () =>
    (await callApi<AgentConversation>(s.app, getAgentConversation, { token: s.token })).body.data;
  return { post, ok, send, current };
}

/** The start event of a call to the tenant admin (who is also an agent), inbound. */
export const startOf = (callId: string, skillGroup: string, customerNumber: string) => ({
  type: 'start',
  callId,
  seq: 1,
  agent: 'tenant',
  direction: 'in',
  customerNumber,
  skillGroup,
});
