import { type AgentConversation, getAgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { getCustomerPortrait } from '@zhiyu/contract/modules/aihelper/portrait';
import type { QcAlert } from '@zhiyu/contract/modules/aihelper/qc';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import type { Db } from '../../../platform/db/client.ts';
import { route } from '../../../platform/http/route.ts';
import { ahFills } from '../field/table.ts';
import { ahConversations, ahUtterances } from '../ingest/table.ts';
import { ahAlerts } from '../qc/table.ts';
import { scriptsOf } from '../script/recommend.ts';
import { ahRecommendations } from '../script/table.ts';
import { ahTriggerFires } from '../trigger/table.ts';
import { portraitOf } from './portrait.ts';

/**
 * The signed-in agent's current conversation: their latest live one, else their latest ended one.
 * An agent sees only conversations whose start named them (contract aihelper/ingest).
 */
export async function currentConversation(db: Db, tenantId: string, userId: string): Promise<AgentConversation | null> {
  const c = ahConversations;
  const [conv] = await db
    .select()
    .from(c)
    .where(and(eq(c.tenantId, tenantId), eq(c.agentUserId, userId)))
    .orderBy(desc(sql`${c.state} = 'live'`), desc(c.startedAt), desc(c.id))
    .limit(1);
  if (!conv) return null;
  const [lines, alerts, fills, shown, scripts, fires] = await Promise.all([
    db
      .select()
      .from(ahUtterances)
      .where(eq(ahUtterances.conversationId, conv.id))
      .orderBy(asc(ahUtterances.startMs), asc(ahUtterances.seq)),
    db
      .select()
      .from(ahAlerts)
      .where(eq(ahAlerts.conversationId, conv.id))
      .orderBy(asc(ahAlerts.atMs), asc(ahAlerts.createdAt)),
    db.select().from(ahFills).where(eq(ahFills.conversationId, conv.id)),
    db
      .select()
      .from(ahRecommendations)
      .where(eq(ahRecommendations.conversationId, conv.id))
      .orderBy(asc(ahRecommendations.createdAt), asc(ahRecommendations.rank)),
    scriptsOf(db, tenantId),
    db
      .select()
      .from(ahTriggerFires)
      .where(and(eq(ahTriggerFires.conversationId, conv.id), isNotNull(ahTriggerFires.firedAtMs)))
      .orderBy(asc(ahTriggerFires.firedAtMs), asc(ahTriggerFires.createdAt)),
  ]);
  return {
    id: conv.id,
    channelId: conv.channelId,
    callId: conv.callId,
    customerNumber: conv.customerNumber,
    direction: conv.direction,
    skillGroup: conv.skillGroup,
    state: conv.state,
    startedAt: conv.startedAt.getTime(),
    endedAt: conv.endedAt?.getTime() ?? null,
    transcript: lines.map((l) => ({
      utteranceId: l.utteranceId,
      speaker: l.speaker,
      text: l.text,
      startMs: l.startMs,
      endMs: l.endMs,
      final: l.final,
    })),
    alerts: alerts.map((a) => ({
      id: a.id,
      ruleId: a.ruleId,
      ruleName: a.ruleName,
      kind: a.kind as QcAlert['kind'],
      severity: a.severity as QcAlert['severity'],
      utteranceId: a.utteranceId || null,
      atMs: a.atMs,
      detail: a.detail,
    })),
    fills: fills.map((f) => ({
      fieldId: f.fieldId,
      value: f.value,
      utteranceId: f.utteranceId,
      confirmed: f.confirmed,
    })),
    // A script deleted since it was shown is left out.
    recommendations: shown.flatMap((r) => {
      const sc = scripts.get(r.scriptId);
      return sc
        ? [
            {
              utteranceId: r.utteranceId,
              scriptId: r.scriptId,
              ...sc,
              score: r.score,
              why: r.why,
              rank: r.rank,
              used: r.used,
            },
          ]
        : [];
    }),
    triggers: fires.map((f) => ({
      triggerId: f.triggerId,
      name: f.name,
      utteranceId: f.utteranceId,
      atMs: f.firedAtMs ?? 0,
      actions: f.actions ?? [],
    })),
    tags: conv.tags,
  };
}

/** /aihelper-api/agent/* — the agent desk's reads. */
export default function agentRoutes(app: FastifyInstance) {
  route(app, getAgentConversation, ({ ctx, req }) =>
    currentConversation(ctx.db, scope(req).tenantId, sessionOf(req).userId),
  );
  route(app, getCustomerPortrait, ({ ctx, query, req }) =>
    portraitOf(ctx.db, scope(req).tenantId, sessionOf(req).userId, query.conversationId),
  );
}
