/** Calls of the agent-assistant tests: a channel's signed ingest calls and an utterance event. */
import { ingestEvents } from '@zhiyu/contract/modules/aihelper/ingest';
import type { FastifyInstance } from 'fastify';
import { signature } from '../../src/modules/aicall/callback/sign.ts';
import { call } from './app.ts';

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
