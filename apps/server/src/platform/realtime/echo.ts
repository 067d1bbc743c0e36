import { ECHO_TOPIC, sendRealtimeEcho } from '@zhiyu/contract/realtime';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../access/session.ts';
import { route } from '../http/route.ts';

/** Messages published per turn of the event loop, so a large `count` never stalls other calls. */
const BATCH = 50;

/** POST /ai-admin/realtime/echo: publishes to the caller's own sockets only (see the contract). */
export function installEcho(app: FastifyInstance) {
  route(app, sendRealtimeEcho, async ({ body, req }) => {
    const s = sessionOf(req);
    const count = body.count ?? 1;
    const target = { tenantId: s.tenantId, userId: s.userId, topic: ECHO_TOPIC };
    let localSockets = 0;
    for (let i = 0; i < count; i++) {
      if (i > 0 && i % BATCH === 0) await new Promise((r) => setImmediate(r));
      localSockets = app.realtime.publish({ ...target, payload: { text: body.text, seq: i + 1 } });
    }
    return { published: count, localSockets };
  });
}
