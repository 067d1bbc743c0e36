import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import type { QcAlert } from '@zhiyu/contract/modules/aihelper/qc';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { ahFills } from '../field/table.ts';
import { lastSubmitted } from '../form/service.ts';
import { type ahConversations, ahUtterances } from '../ingest/table.ts';
import { setupOf } from '../profile/service.ts';
import { ahAlerts } from '../qc/table.ts';
import { scriptsOf } from '../script/recommend.ts';
import { ahRecommendations } from '../script/table.ts';
import { ahTriggerFires } from '../trigger/table.ts';

/**
 * A conversation as the desk shows it: the transcript, QC alerts, the form's values, the scripts
 * shown (a script deleted since is left out) and the triggers that fired, each in the order of the
 * call. The desk reads the agent's current one; the records screen any finished one of the tenant.
 */
export async function loadConversation(
  db: Db,
  tenantId: string,
  conv: typeof ahConversations.$inferSelect,
): Promise<AgentConversation> {
  const [lines, alerts, fills, shown, scripts, fires, setup, submittedAt] = await Promise.all([
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
    setupOf(db, tenantId, conv.skillGroup),
    lastSubmitted(db, conv.id),
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
              via: r.via,
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
    panels: setup.panels,
    formFieldIds: setup.fieldIds.length ? setup.fieldIds : null,
    submittedAt,
  };
}
