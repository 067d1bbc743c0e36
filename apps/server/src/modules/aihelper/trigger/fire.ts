import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { isNegative } from '../../aitext/chat/sentiment.ts';
import { ahFills } from '../field/table.ts';
import { ahConversations, ahUtterances } from '../ingest/table.ts';
import { ahRecommendations } from '../script/table.ts';
import { holds, type Line, type Subject, subjectsOf } from './engine.ts';
import { ahTriggerFires, ahTriggers } from './table.ts';

type Trigger = typeof ahTriggers.$inferSelect;

/** The tenant's valid triggers. */
export function triggersOf(db: Db, tenantId: string): Promise<Trigger[]> {
  return db
    .select()
    .from(ahTriggers)
    .where(and(eq(ahTriggers.tenantId, tenantId), eq(ahTriggers.validity, 0)));
}

/** The intent of each line (recommend.ts keeps it: the assistant bot's, else the best script's). */
async function intentsOf(db: Db, conversationId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ utteranceId: ahUtterances.utteranceId, intent: ahUtterances.intent })
    .from(ahUtterances)
    .where(
      and(
        eq(ahUtterances.conversationId, conversationId),
        inArray(ahUtterances.utteranceId, ids),
        isNotNull(ahUtterances.intent),
      ),
    );
  return new Map(rows.map((r) => [r.utteranceId, r.intent as string]));
}

/** Runs a fired trigger's actions that change the conversation; tips and alerts are read from the fire. */
async function act(db: Db, conversationId: string, t: Trigger, s: Subject) {
  for (const a of t.actions) {
    if (a.kind === 'script')
      await db
        .insert(ahRecommendations)
        .values({
          conversationId,
          utteranceId: s.utteranceId ?? '',
          scriptId: a.scriptId,
          rank: 0,
          score: 1,
          why: t.name,
          via: 'trigger',
        })
        .onConflictDoNothing();
    else if (a.kind === 'fill')
      await db
        .insert(ahFills)
        .values({ conversationId, fieldId: a.fieldId, value: a.value, utteranceId: s.utteranceId, confirmed: false })
        .onConflictDoUpdate({
          target: [ahFills.conversationId, ahFills.fieldId],
          set: { value: a.value, utteranceId: s.utteranceId },
          setWhere: eq(ahFills.confirmed, false),
        });
    else if (a.kind === 'tag')
      await db
        .update(ahConversations)
        .set({
          tags: sql`case when ${ahConversations.tags} ? ${a.tag} then ${ahConversations.tags} else ${ahConversations.tags} || jsonb_build_array(${a.tag}::text) end`,
        })
        .where(eq(ahConversations.id, conversationId));
  }
}

/**
 * Counts each trigger's matches among the events a batch brought to one conversation, and fires a
 * trigger once, on the event that brings its matches to its count. Runs in the batch's
 * transaction, after the recommendations (the intent of a line is kept by them). Returns the
 * alert actions of those that fired, for the supervisors.
 */
export async function fireTriggers(
  db: Db,
  conversationId: string,
  triggers: Trigger[],
  fresh: Set<string>,
  started: boolean,
  ended: boolean,
  all: Line[],
): Promise<FiredAlert[]> {
  if (!triggers.length || (!fresh.size && !started && !ended)) return [];
  const intents = await intentsOf(db, conversationId, [...fresh]);
  const subjects = subjectsOf(all, fresh, started, ended, (l) => ({
    intent: intents.get(l.utteranceId) ?? null,
    negative: l.speaker === 'customer' && isNegative(l.text),
  }));
  const fired: FiredAlert[] = [];
  for (const s of subjects)
    for (const t of triggers) {
      if (!holds(t, s)) continue;
      const [row] = await db
        .insert(ahTriggerFires)
        .values({ conversationId, triggerId: t.id, name: t.name, matches: 1 })
        .onConflictDoUpdate({
          target: [ahTriggerFires.conversationId, ahTriggerFires.triggerId],
          set: { matches: sql`${ahTriggerFires.matches} + 1` },
          setWhere: isNull(ahTriggerFires.firedAtMs),
        })
        .returning({ matches: ahTriggerFires.matches });
      if (!row || row.matches !== t.conditions.count) continue;
      await db
        .update(ahTriggerFires)
        .set({ firedAtMs: s.atMs, utteranceId: s.utteranceId, actions: t.actions })
        .where(and(eq(ahTriggerFires.conversationId, conversationId), eq(ahTriggerFires.triggerId, t.id)));
      await act(db, conversationId, t, s);
      for (const a of t.actions) if (a.kind === 'alert') fired.push({ name: t.name, text: a.text, atMs: s.atMs });
    }
  return fired;
}

/** A trigger's alert action that fired. */
export interface FiredAlert {
  name: string;
  text: string;
  atMs: number;
}
