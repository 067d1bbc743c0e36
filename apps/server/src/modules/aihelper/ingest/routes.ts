import { AGENT_CONVERSATION_TOPIC, ingestEvents } from '@zhiyu/contract/modules/aihelper/ingest';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/route.ts';
import { applyBatch, checkBatch } from './service.ts';
import { signedChannel } from './verify.ts';

/**
 * POST /aihelper-api/ingest/events — a channel's events, signed with its key. Once committed, each
 * conversation touched is announced to its agent over the real-time channel (ids only; the desk
 * reads the conversation again).
 */
export default function ingestRoutes(app: FastifyInstance) {
  route(app, ingestEvents, async ({ ctx, body, req }) => {
    const channel = await signedChannel(ctx, req);
    const events = checkBatch(body);
    const { accepted, duplicates, touched } = await applyBatch(ctx, channel, events);
    for (const t of touched) {
      if (!t.agentUserId) continue;
      app.realtime.publish({
        tenantId: channel.tenantId,
        userId: t.agentUserId,
        topic: AGENT_CONVERSATION_TOPIC,
        payload: { id: t.id, seq: t.seq },
      });
    }
    return { accepted, duplicates };
  });
}
