import { and, eq } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { finalLines } from '../ingest/lines.ts';
import { type Alert, judgeEnd, judgeLine, type Line, type QcRule } from './engine.ts';
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
 * Judges what a batch brought to one conversation: each line that became final now, against the
 * final lines before it in speaking order, and the whole call when it ended now. Alerts are stored
 * once per (rule, line) in the batch's transaction; returns how many are new.
 */
export async function judgeConversation(
  db: Db,
  tenantId: string,
  conversationId: string,
  rules: Rule[],
  finals: Set<string>,
  ended: boolean,
): Promise<number> {
  if (!rules.length || (!finals.size && !ended)) return 0;
  const lines: Line[] = await finalLines(db, conversationId);
  const alerts: Alert[] = [];
  lines.forEach((line, i) => {
    if (finals.has(line.utteranceId)) alerts.push(...judgeLine(rules as QcRule[], lines.slice(0, i), line));
  });
  if (ended) alerts.push(...judgeEnd(rules as QcRule[], lines));
  if (!alerts.length) return 0;
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
    .returning({ id: ahAlerts.id });
  return stored.length;
}
