import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import type { QcAlert } from '@zhiyu/contract/modules/aihelper/qc';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { noTable } from '../../../platform/db/row-stamp.ts';
import { ahFills } from '../field/table.ts';
import { ahFormSubmissions } from '../form/table.ts';
import { type ahConversations, ahUtterances } from '../ingest/table.ts';
import { setupFrom } from '../profile/service.ts';
import { ahProfiles } from '../profile/table.ts';
import { ahAlerts } from '../qc/table.ts';
import { scriptStamp, scriptsOf } from '../script/recommend.ts';
import { ahRecommendations } from '../script/table.ts';
import { ahTriggerFires } from '../trigger/table.ts';

/** A JSON array of `row` over a subquery's rows, in order; empty when there are none. */
const rowsOf = (row: SQL, from: SQL, order: SQL) =>
  sql`coalesce((SELECT json_agg(${row} ORDER BY ${order}) FROM ${from}), '[]'::json)`;

type Line = Pick<typeof ahUtterances.$inferSelect, 'utteranceId' | 'speaker' | 'text' | 'startMs' | 'endMs' | 'final'>;
type Alert = Omit<typeof ahAlerts.$inferSelect, 'tenantId' | 'conversationId' | 'createdAt'>;
type Fill = Pick<typeof ahFills.$inferSelect, 'fieldId' | 'value' | 'utteranceId' | 'confirmed'>;
type Shown = Pick<
  typeof ahRecommendations.$inferSelect,
  'utteranceId' | 'scriptId' | 'score' | 'why' | 'via' | 'rank' | 'used'
>;
type Fire = Pick<typeof ahTriggerFires.$inferSelect, 'triggerId' | 'name' | 'utteranceId' | 'firedAtMs' | 'actions'>;
type SetupRow = Parameters<typeof setupFrom>[0][number];

/**
 * Everything the desk shows of a conversation besides its own row, in one statement: the lines,
 * alerts, fills, scripts shown and triggers fired, each in the order of the call, the skill group's
 * settings rows, the golden scripts' stamp and the last form submission.
 */
function partsOf(db: Db, tenantId: string, conv: typeof ahConversations.$inferSelect) {
  const u = ahUtterances;
  const a = ahAlerts;
  const f = ahFills;
  const r = ahRecommendations;
  const t = ahTriggerFires;
  const p = ahProfiles;
  return db
    .select({
      lines: rowsOf(
        sql`json_build_object('utteranceId', ${u.utteranceId}, 'speaker', ${u.speaker}, 'text', ${u.text}, 'startMs', ${u.startMs}, 'endMs', ${u.endMs}, 'final', ${u.final})`,
        sql`${u} WHERE ${u.conversationId} = ${conv.id}`,
        sql`${u.startMs}, ${u.seq}`,
      ).mapWith((v) => v as Line[]),
      alerts: rowsOf(
        sql`json_build_object('id', ${a.id}, 'ruleId', ${a.ruleId}, 'ruleName', ${a.ruleName}, 'kind', ${a.kind}, 'severity', ${a.severity}, 'utteranceId', ${a.utteranceId}, 'atMs', ${a.atMs}, 'detail', ${a.detail})`,
        sql`${a} WHERE ${a.conversationId} = ${conv.id}`,
        sql`${a.atMs}, ${a.createdAt}`,
      ).mapWith((v) => v as Alert[]),
      fills: rowsOf(
        sql`json_build_object('fieldId', ${f.fieldId}, 'value', ${f.value}, 'utteranceId', ${f.utteranceId}, 'confirmed', ${f.confirmed})`,
        sql`${f} WHERE ${f.conversationId} = ${conv.id}`,
        sql`${f.fieldId}`,
      ).mapWith((v) => v as Fill[]),
      shown: rowsOf(
        sql`json_build_object('utteranceId', ${r.utteranceId}, 'scriptId', ${r.scriptId}, 'score', ${r.score}, 'why', ${r.why}, 'via', ${r.via}, 'rank', ${r.rank}, 'used', ${r.used})`,
        sql`${r} WHERE ${r.conversationId} = ${conv.id}`,
        sql`${r.createdAt}, ${r.rank}`,
      ).mapWith((v) => v as Shown[]),
      fires: rowsOf(
        sql`json_build_object('triggerId', ${t.triggerId}, 'name', ${t.name}, 'utteranceId', ${t.utteranceId}, 'firedAtMs', ${t.firedAtMs}, 'actions', ${t.actions})`,
        sql`${t} WHERE ${t.conversationId} = ${conv.id} AND ${t.firedAtMs} IS NOT NULL`,
        sql`${t.firedAtMs}, ${t.createdAt}`,
      ).mapWith((v) => v as Fire[]),
      setups: rowsOf(
        sql`json_build_object('skillGroup', ${p.skillGroup}, 'panels', ${p.panels}, 'scenes', ${p.scenes}, 'fieldIds', ${p.fieldIds}, 'ruleIds', ${p.ruleIds}, 'triggerIds', ${p.triggerIds}, 'botId', ${p.botId})`,
        sql`${p} WHERE ${p.tenantId} = ${tenantId} AND ${p.skillGroup} IN (${conv.skillGroup}, '')`,
        sql`${p.skillGroup}`,
      ).mapWith((v) => v as SetupRow[]),
      scripts: scriptStamp(tenantId),
      submittedAt:
        sql`(SELECT max(${ahFormSubmissions.submittedAt}) FROM ${ahFormSubmissions} WHERE ${ahFormSubmissions.conversationId} = ${conv.id})`.mapWith(
          (v) => (v == null ? null : new Date(v as string).getTime()),
        ),
    })
    .from(noTable);
}

/**
 * A conversation as the desk shows it: the transcript, QC alerts, the form's values, the scripts
 * shown (a script deleted since is left out) and the triggers that fired, each in the order of the
 * call. The desk reads the agent's current one; the records screen any finished one of the tenant.
 * Two statements: the parts, and the scripts' index only when the scripts changed.
 */
export async function loadConversation(
  db: Db,
  tenantId: string,
  conv: typeof ahConversations.$inferSelect,
): Promise<AgentConversation> {
  const [parts] = await partsOf(db, tenantId, conv);
  const { lines, alerts, fills, shown, fires, submittedAt } = parts;
  const setup = setupFrom(parts.setups, conv.skillGroup);
  const scripts = await scriptsOf(db, tenantId, parts.scripts);
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
