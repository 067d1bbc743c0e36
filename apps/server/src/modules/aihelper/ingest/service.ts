import { IngestBatch, type IngestEvent } from '@zhiyu/contract/modules/aihelper/ingest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { users } from '../../../platform/identity/table.ts';
import { ahChannels } from '../channel/table.ts';
import { fillFromLines } from '../field/fill.ts';
import { chosen, setupFrom } from '../profile/service.ts';
import { judgeConversation } from '../qc/judge.ts';
import { markDue } from '../qc/score.ts';
import { type Notice, noticesOf } from '../qc/supervise.ts';
import { recommendFor } from '../script/recommend.ts';
import { limitsFrom } from '../threshold/service.ts';
import { fireTriggers } from '../trigger/fire.ts';
import { tenantConfig } from './config.ts';
import { finalLines } from './lines.ts';
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

/** How long the channel's "last event" may lag: a busy channel's row is not written by every batch. */
export const LAST_EVENT_LAG_MS = 5_000;

/** A conversation as the batch needs it; a start event in the batch updates it here too. */
interface Conv {
  id: string;
  callId: string;
  agentUserId: string | null;
  startedAt: Date;
  skillGroup: string;
  /** As the batch found it. */
  state: 'live' | 'ended';
}

/**
 * Applies a checked batch in one transaction: each event once per (conversation, sequence), a
 * conversation made by whichever of its events comes first, an utterance's partial replaced only by
 * a later partial or its final. Returns the counts and the conversations touched.
 */
export async function applyBatch(ctx: Pick<AppContext, 'db' | 'now'>, channel: Channel, events: IngestEvent[]) {
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
    const c = ahConversations;
    const rows: Conv[] = await tx
      .select({
        id: c.id,
        callId: c.callId,
        agentUserId: c.agentUserId,
        startedAt: c.startedAt,
        skillGroup: c.skillGroup,
        state: c.state,
      })
      .from(c)
      .where(and(eq(c.channelId, channel.id), inArray(c.callId, calls)));
    const convOf = new Map(rows.map((r) => [r.callId, r]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Every event's (conversation, sequence) in one statement; those new now come back, and a
    // repeat within the batch is applied once.
    const news = await tx
      .insert(ahEvents)
      .values(events.map((e) => ({ conversationId: (convOf.get(e.callId) as Conv).id, seq: e.seq, type: e.type })))
      .onConflictDoNothing()
      .returning({ conversationId: ahEvents.conversationId, seq: ahEvents.seq });
    const fresh = new Set(news.map((n) => `${n.conversationId}:${n.seq}`));
    const touched = new Map<string, number>();
    const finals = new Map<string, Set<string>>();
    const ended = new Set<string>();
    const started = new Set<string>();
    let accepted = 0;
    for (const e of events) {
      const conv = convOf.get(e.callId) as Conv;
      if (!fresh.delete(`${conv.id}:${e.seq}`)) continue;
      accepted += 1;
      touched.set(conv.id, Math.max(touched.get(conv.id) ?? -1, e.seq));
      const final = await applyEvent(tx, channel.tenantId, conv, e, now);
      if (final) finals.set(conv.id, (finals.get(conv.id) ?? new Set()).add(final));
      if (e.type === 'end') ended.add(conv.id);
      if (e.type === 'start') started.add(conv.id);
    }
    // Quality rules judge what became final and what ended, the form fills from the new lines,
    // scripts are recommended for them, and triggers fire on them, in the same transaction. The
    // call's final lines are read once for all four.
    let alerts = 0;
    const notices: Notice[] = [];
    const judged = [...new Set([...finals.keys(), ...ended, ...started])];
    if (judged.length) {
      const config = await tenantConfig(tx, channel.tenantId, ctx.db);
      const { rules, fields, triggers } = config;
      for (const id of judged) {
        const conv = byId.get(id) as Conv;
        const lines = finals.get(id) ?? new Set<string>();
        const group = conv.skillGroup;
        // The skill group's assistant settings choose the rules, fields, scenes, bot and triggers.
        const setup = setupFrom(config.profiles, group);
        const all = lines.size || ended.has(id) ? await finalLines(tx, id) : [];
        const live = chosen(rules, setup.ruleIds).filter((r) => r.mode === 'realtime');
        const limits = limitsFrom(config.thresholds, group);
        // Recommending first gives each customer line its intent, which intent points judge.
        await recommendFor(tx, channel.tenantId, id, lines, setup, all, { root: ctx.db, stamp: config.scripts });
        const raised = await judgeConversation(tx, channel.tenantId, id, live, lines, ended.has(id), limits, all);
        alerts += raised.length;
        await fillFromLines(tx, id, chosen(fields, setup.fieldIds), lines, conv.startedAt, all);
        const fired = await fireTriggers(
          tx,
          id,
          chosen(triggers, setup.triggerIds),
          lines,
          started.has(id),
          ended.has(id),
          all,
        );
        notices.push(...noticesOf(id, raised, fired));
      }
    }
    // An ended conversation is scored after it ends, again when anything reaches it later.
    const due = [...touched.keys()].filter((id) => ended.has(id) || byId.get(id)?.state === 'ended');
    await markDue(tx, channel.tenantId, due);
    // A batch of repeats changes nothing at all; the channel's row is written for a new
    // conversation, or when its last event is older than the lag allows.
    const stale = !channel.lastEventAt || now.getTime() - channel.lastEventAt.getTime() >= LAST_EVENT_LAG_MS;
    if (accepted && (made.length || stale))
      await tx
        .update(ahChannels)
        .set({ conversations: sql`${ahChannels.conversations} + ${made.length}`, lastEventAt: now })
        .where(eq(ahChannels.id, channel.id));
    const list: Touched[] = [...touched].map(([id, seq]) => ({
      id,
      agentUserId: (byId.get(id) as Conv).agentUserId,
      seq,
    }));
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
async function applyEvent(db: Db, tenantId: string, c: Conv, e: IngestEvent, now: Date): Promise<string | null> {
  const conversationId = c.id;
  const conv = eq(ahConversations.id, conversationId);
  if (e.type === 'start') {
    c.agentUserId = await agentUserId(db, tenantId, e.agent);
    c.skillGroup = e.skillGroup;
    c.startedAt = new Date(e.at ?? now.getTime());
    await db
      .update(ahConversations)
      .set({
        agent: e.agent,
        agentUserId: c.agentUserId,
        customerNumber: e.customerNumber,
        direction: e.direction,
        skillGroup: c.skillGroup,
        startedAt: c.startedAt,
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
