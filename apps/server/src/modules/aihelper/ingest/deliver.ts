import { AGENT_CONVERSATION_TOPIC } from '@zhiyu/contract/modules/aihelper/ingest';
import type { FastifyInstance } from 'fastify';
import type { ahChannels } from '../channel/table.ts';
import { tellSupervisors } from '../qc/supervise.ts';
import { applyBatch, checkBatch } from './service.ts';

export type Channel = typeof ahChannels.$inferSelect;

/**
 * A channel's batch checked and applied; once committed, each conversation touched is announced to
 * its agent over the real-time channel (ids only; the desk reads the conversation again), and the
 * tenant's supervisors hear of critical alerts and triggers' alerts (qc/supervise.ts). The HTTP
 * API, the stream and the built-in simulator all bring events in through here.
 */
export async function ingest(app: FastifyInstance, channel: Channel, body: unknown) {
  const events = checkBatch(body);
  const { accepted, duplicates, touched, notices } = await applyBatch(app.ctx, channel, events);
  for (const t of touched) {
    if (!t.agentUserId) continue;
    app.realtime.publish({
      tenantId: channel.tenantId,
      userId: t.agentUserId,
      topic: AGENT_CONVERSATION_TOPIC,
      payload: { id: t.id, seq: t.seq },
    });
  }
  await tellSupervisors(app, channel.tenantId, notices);
  return { accepted, duplicates };
}
