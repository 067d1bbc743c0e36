/**
 * The real-time channel (requirements §4, §9; issue 3 §8): a WebSocket at `/ws`, its message envelope,
 * limits, close codes, and the one HTTP endpoint that publishes onto it.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const REALTIME_PATH = '/ws';

/** Address parameters (requirements §4: corpId, username, uuid) plus the access token. */
export const REALTIME_QUERY = { corpId: 'corpId', username: 'username', uuid: 'uuid', token: 'token' } as const;

export const REALTIME_LIMITS = {
  /** Frames larger than this are refused and the socket closed (issue 3 §8). */
  maxFrameBytes: 64 * 1024,
  /** requirements §9: reconnect 3 s after an error or close. */
  reconnectMs: 3000,
  /** requirements §9: every 300000 ms the client checks that the connection is open. */
  checkMs: 300_000,
  /** Sockets one session may hold open at once (tabs, frames); more are refused. */
  maxSocketsPerSession: 1000,
  /** Messages one echo call may publish (the benchmark's lever). */
  maxEchoCount: 10_000,
} as const;

/** Close codes the server uses; the reason names the cause (and the §8 code where there is one). */
export const REALTIME_CLOSE = {
  /** Going away: the server is shutting down. The client reconnects. */
  shutdown: 1001,
  /** A frame over maxFrameBytes. */
  tooBig: 1009,
  /** The peer cannot keep up with what is sent to it. */
  slow: 1013,
  /** No, expired, revoked or unknown token; the reason starts with the §8 code (e.g. `930006`). */
  unauthorized: 4401,
  /** corpId or username in the address do not match the session, or too many sockets. */
  refused: 4403,
} as const;

/** Every frame the server sends. `payload` is whatever the publisher gave (JSON). */
export interface RealtimeMessage<P = unknown> {
  topic: string;
  payload: P;
  /** Server time of publishing, ms since epoch. */
  at: number;
}

/** The closes after which the client must not reconnect on its own: the session is gone. */
export function isFinalClose(code: number): boolean {
  return code === REALTIME_CLOSE.unauthorized;
}

export const ECHO_TOPIC = 'echo';

/**
 * Publishes `text` to every open socket of the caller's own account (all tabs, every instance):
 * lets a page, a browser test or the benchmark see the channel working end to end without
 * letting one user push messages to colleagues. `count` repeats it (bounded) for the benchmark;
 * `localSockets` counts the receiving sockets on the answering instance only.
 */
export const sendRealtimeEcho = defineEndpoint({
  id: 'platform.realtime.echo',
  method: 'POST',
  path: '/ai-admin/realtime/echo',
  access: 'self',
  quiet: true,
  body: z.object({
    text: z.string().min(1).max(1000),
    count: z.number().int().min(1).max(REALTIME_LIMITS.maxEchoCount).optional(),
  }),
  response: z.object({ published: z.number().int(), localSockets: z.number().int() }),
  example: { body: { text: 'hello', count: 1 } },
});
