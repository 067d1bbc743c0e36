import { IngestBatch, type IngestEvent } from '@zhiyu/contract/modules/aihelper/ingest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { users } from '../../../platform/identity/table.ts';
import { ahChannels } from '../channel/table.ts';
import { fieldsOf, fillFromLines } from '../field/fill.ts';
import { chosen, type Setup, setupOf } from '../profile/service.ts';
import { judgeConversation, rulesOf } from '../qc/judge.ts';
import { type Notice, noticesOf } from '../qc/supervise.ts';
import { recommendFor } from '../script/recommend.ts';
import { fireTriggers, triggersOf } from '../trigger/fire.ts';
import { ahConversations, ahEvents, ahUtterances } from './table.ts';

type Channel = typeof ahChannels.$inferSelect;

/** The batch, checked whole: the first problem as 190004 naming the event and field. */
export function checkBatch(body: unknown): IngestEvent[] {
  const r = IngestBatch.safeParse(body);
  if (!r.success) {
    const issue = r.error.issues[0];
    const field = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
    throw new AppError('190004', { params: { field: field || 'events' } });
  }
  r.data.events.forEach((e, i) => {
    if (e.type === 'utterance' && e.endMs < e.startMs)
      throw new AppError('190004', { params: { field: `events[${i}].endMs` } });
  });
  return r.data.events;
}

/** Each touched conversation: its id, its agent's user id, and the highest sequence applied now. */
export interface Touched {
  id: string;
  agentUserId: string | null;
  seq: number;
}

/**
 * Applies a checked batch in one transaction: each event once per (conversation, sequence), a
 * conversation made by whichever of its events comes first, an utterance's partial replaced only by
 * a later partial or its final. Returns the counts and the conversations touched.
 */
export async function applyBatch(ctx: AppContext, channel: Channel, events: IngestEvent[]) {
  const now = new Date(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const calls = [...new Set(events.map((e) => e.callId))];
    const made = await tx
      .insert(ahConversations)
      .values(
        calls.map((callId) => ({
          id: newId(),
          tenantId: channel.tenantId,
          channelId: channel.id,
          callId,
          startedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: ahConversations.id });
    const rows = await tx
      .select({ id: ahConversations.id, callId: ahConversations.callId })
      .from(ahConversations)
      .where(and(eq(ahConversations.channelId, channel.id), inArray(ahConversations.callId, calls)));
    const idOf = new Map(rows.map((r) => [r.callId, r.id]));
    const touched = new Map<string, number>();
    const finals = new Map<string, Set<string>>();
    const ended = new Set<string>();
    const started = new Set<string>();
    let accepted = 0;
    for (const e of events) {
      const conversationId = idOf.get(e.callId) as string;
      const fresh = await tx
        .insert(ahEvents)
        .values({ conversationId, seq: e.seq, type: e.type })
        .onConflictDoNothing()
        .returning({ seq: ahEvents.seq });
      if (!fresh.length) continue;
      accepted += 1;
      touched.set(conversationId, Math.max(touched.get(conversationId) ?? -1, e.seq));
      const final = await applyEvent(tx, channel.tenantId, conversationId, e, now);
      if (final) finals.set(conversationId, (finals.get(conversationId) ?? new Set()).add(final));
      if (e.type === 'end') ended.add(conversationId);
      if (e.type === 'start') started.add(conversationId);
    }
    // Quality rules judge what became final and what ended, the form fills from the new lines,
    // scripts are recommended for them, and triggers fire on them, in the same transaction.
    let alerts = 0;
    const notices: Notice[] = [];
    const judged = [...new Set([...finals.keys(), ...ended, ...started])];
    if (judged.length) {
      const [rules, fields, triggers] = await Promise.all([
        rulesOf(tx, channel.tenantId),
        fieldsOf(tx, channel.tenantId),
        triggersOf(tx, channel.tenantId),
      ]);
      const starts = await tx
        .select({
          id: ahConversations.id,
          startedAt: ahConversations.startedAt,
          skillGroup: ahConversations.skillGroup,
        })
        .from(ahConversations)
        .where(inArray(ahConversations.id, judged));
      const startOf = new Map(starts.map((c) => [c.id, c.startedAt]));
      const groupOf = new Map(starts.map((c) => [c.id, c.skillGroup]));
      // Each skill group's assistant settings choose the rules, fields, scenes, bot and triggers.
      const setups = new Map<string, Promise<Setup>>();
      const setupFor = (group: string) => {
        const known = setups.get(group);
        if (known) return known;
        const p = setupOf(tx, channel.tenantId, group);
        setups.set(group, p);
        return p;
      };
      for (const id of judged) {
        const lines = finals.get(id) ?? new Set<string>();
        const group = groupOf.get(id) ?? '';
        const setup = await setupFor(group);
        const mine = chosen(rules, setup.ruleIds);
        const raised = await judgeConversation(tx, channel.tenantId, id, mine, lines, ended.has(id), group);
        alerts += raised.length;
        await fillFromLines(tx, id, chosen(fields, setup.fieldIds), lines, startOf.get(id) ?? now);
        await recommendFor(tx, channel.tenantId, id, lines, setup);
        const fired = await fireTriggers(
          tx,
          id,
          chosen(triggers, setup.triggerIds),
          lines,
          started.has(id),
          ended.has(id),
        );
        notices.push(...noticesOf(id, raised, fired));
      }
    }
    // A batch of repeats changes nothing at all.
    if (accepted)
      await tx
        .update(ahChannels)
        .set({ conversations: sql`${ahChannels.conversations} + ${made.length}`, lastEventAt: now })
        .where(eq(ahChannels.id, channel.id));
    const agents = touched.size
      ? await tx
          .select({ id: ahConversations.id, agentUserId: ahConversations.agentUserId })
          .from(ahConversations)
          .where(inArray(ahConversations.id, [...touched.keys()]))
      : [];
    const list: Touched[] = agents.map((a) => ({ ...a, seq: touched.get(a.id) as number }));
    return { accepted, duplicates: events.length - accepted, touched: list, alerts, notices };
  });
}

async function agentUserId(db: Db, tenantId: string, username: string): Promise<string | null> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, username)));
  return u?.id ?? null;
}

/** Applies one event; for an utterance that became final now, answers its id. */
async function applyEvent(
  db: Db,
  tenantId: string,
  conversationId: string,
  e: IngestEvent,
  now: Date,
): Promise<string | null> {
  const conv = eq(ahConversations.id, conversationId);
  if (e.type === 'start') {
    await db
      .update(ahConversations)
      .set({
        agent: e.agent,
        agentUserId: await agentUserId(db, tenantId, e.agent),
        customerNumber: e.customerNumber,
        direction: e.direction,
        skillGroup: e.skillGroup,
        startedAt: new Date(e.at ?? now.getTime()),
      })
      .where(conv);
  } else if (e.type === 'end') {
    await db
      .update(ahConversations)
      .set({ state: 'ended', endedAt: new Date(e.at ?? now.getTime()) })
      .where(conv);
  } else {
    const t = ahUtterances;
    const line = { speaker: e.speaker, text: e.text, startMs: e.startMs, endMs: e.endMs, final: e.final, seq: e.seq };
    const [row] = await db
      .insert(t)
      .values({ conversationId, utteranceId: e.utteranceId, ...line })
      .onConflictDoUpdate({
        target: [t.conversationId, t.utteranceId],
        set: {
          speaker: sql`excluded.speaker`,
          text: sql`excluded.text`,
          startMs: sql`excluded.start_ms`,
          endMs: sql`excluded.end_ms`,
          final: sql`excluded.final`,
          seq: sql`excluded.seq`,
        },
        // A final stays; a partial gives way to its final or to a later partial.
        setWhere: sql`${t.final} = false and (excluded.final or excluded.seq > ${t.seq})`,
      })
      .returning({ final: t.final });
    return row?.final ? e.utteranceId : null;
  }
  return null;
}
