import { and, eq } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import type { FinalLine } from '../ingest/lines.ts';
import type { Limits } from '../threshold/service.ts';
import { type Alert, judgeEnd, judgeLine, type QcRule } from './engine.ts';
import { ahAlerts, ahQcRules } from './table.ts';

type Rule = typeof ahQcRules.$inferSelect;

/** The tenant's valid rules. */
export function rulesOf(db: Db, tenantId: string): Promise<Rule[]> {
  return db
    .select()
    .from(ahQcRules)
    .where(and(eq(ahQcRules.tenantId, tenantId), eq(ahQcRules.validity, 0)));
}

/**
 * Drops the alerts of a rule that already warned less than `repeatSeconds` of call time before
 * (an earlier alert of the conversation, or one kept from this batch); 0 keeps them all.
 */
function spaced(alerts: Alert[], earlier: { ruleId: string; atMs: number }[], repeatSeconds: number): Alert[] {
  if (repeatSeconds <= 0) return alerts;
  const last = new Map<string, number>();
  for (const e of earlier) last.set(e.ruleId, Math.max(last.get(e.ruleId) ?? -Infinity, e.atMs));
  const kept: Alert[] = [];
  for (const a of [...alerts].sort((x, y) => x.atMs - y.atMs)) {
    const before = last.get(a.ruleId);
    if (before !== undefined && a.atMs - before < repeatSeconds * 1000) continue;
    last.set(a.ruleId, a.atMs);
    kept.push(a);
  }
  return kept;
}

/**
 * Judges what a batch brought to one conversation: each line that became final now, against the
 * final lines before it in speaking order, and the whole call when it ended now, under the
 * thresholds of the conversation's skill group. Alerts are stored once per (rule, line) in the
 * batch's transaction, a rule's repeats spaced by the skill group's interval; returns how many are new.
 */
export async function judgeConversation(
  db: Db,
  tenantId: string,
  conversationId: string,
  rules: Rule[],
  finals: Set<string>,
  ended: boolean,
  limits: Limits,
  lines: FinalLine[],
): Promise<Stored[]> {
  if (!rules.length || (!finals.size && !ended)) return [];
  let alerts: Alert[] = [];
  lines.forEach((line, i) => {
    if (finals.has(line.utteranceId)) alerts.push(...judgeLine(rules as QcRule[], lines.slice(0, i), line, limits));
  });
  if (ended) alerts.push(...judgeEnd(rules as QcRule[], lines));
  if (alerts.length && limits.repeatSeconds > 0) {
    const earlier = await db
      .select({ ruleId: ahAlerts.ruleId, atMs: ahAlerts.atMs })
      .from(ahAlerts)
      .where(eq(ahAlerts.conversationId, conversationId));
    alerts = spaced(alerts, earlier, limits.repeatSeconds);
  }
  if (!alerts.length) return [];
  const byId = new Map(rules.map((r) => [r.id, r]));
  const stored = await db
    .insert(ahAlerts)
    .values(
      alerts.map((a) => ({
        id: newId(),
        tenantId,
        conversationId,
        ruleId: a.ruleId,
        ruleName: byId.get(a.ruleId)?.name ?? '',
        kind: a.kind,
        severity: byId.get(a.ruleId)?.severity ?? 'warning',
        utteranceId: a.utteranceId ?? '',
        atMs: a.atMs,
        detail: a.detail,
      })),
    )
    .onConflictDoNothing()
    .returning({
      ruleName: ahAlerts.ruleName,
      severity: ahAlerts.severity,
      detail: ahAlerts.detail,
      atMs: ahAlerts.atMs,
    });
  return stored;
}

/** A new alert as the ingest passes it on (to supervisors, when critical). */
export interface Stored {
  ruleName: string;
  severity: string;
  detail: string;
  atMs: number;
}
