import type { ChatMessage } from '@zhiyu/contract/modules/aitext/chat';
import type { MessageKind, MessageRole } from '@zhiyu/contract/modules/aitext/enums';
import { zonedDay } from '@zhiyu/contract/rules/zoned-day';
import { and, eq, sql } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { Db } from '../../../platform/db/client.ts';
import { addDay, addItems, addWords, type ItemDelta, type RollupKey } from '../rollup/live.ts';
import { tenantTimeZone } from '../rollup/zone.ts';
import { textMessages, textSessions } from '../session/table.ts';
import type { StoredCandidate } from './answer.ts';

export type SessionState = typeof textSessions.$inferSelect;
export type MessageRow = typeof textMessages.$inferSelect;

export interface NewMessage {
  role: MessageRole;
  kind: MessageKind;
  text: string;
  hit?: { kind: 'item' | 'segment'; refId: string; score: number | null; field: string | null };
  candidates?: StoredCandidate[];
  words?: string[];
}

/** What one visitor action changes in a session; the store works out flags and rollups from it. */
export interface SessionEvent {
  messages: NewMessage[];
  rounds?: number;
  answers?: number;
  disliked?: boolean;
  /** Scene bits flagged by this action. */
  scenes?: number;
  /** Set when this action hands the session to a human: 0 asked, else the scene. */
  transferReason?: number;
  firstQuestion?: string;
  close?: { rating?: number };
  items?: ItemDelta[];
  words?: string[];
  vote?: { messageId: string; vote: 1 | -1; reason: string | null };
}

export function rollupKey(s: SessionState): RollupKey {
  return {
    tenantId: s.tenantId,
    appId: s.appId,
    day: zonedDay(s.startedAt.getTime(), tenantTimeZone(s.tenantId)),
    channelId: s.channelId,
    channelType: s.channelType,
  };
}

/** The session, locked for this transaction (one visitor action at a time per session). */
export async function lockSession(tx: Db, tenantId: string, id: string): Promise<SessionState | undefined> {
  const [s] = await tx
    .select()
    .from(textSessions)
    .where(and(eq(textSessions.id, id), eq(textSessions.tenantId, tenantId)))
    .for('update');
  return s;
}

/**
 * Applies an action inside its transaction: writes its messages, the session's new state and,
 * from the difference between the old and new flags, the rollup deltas. `solved` = at least one
 * answer, no answer disliked, not transferred: it may turn on and off again.
 */
export async function applyEvent(tx: Db, s: SessionState, ev: SessionEvent, now: number) {
  const at = new Date(now);
  const answers = s.answers + (ev.answers ?? 0);
  const disliked = s.disliked || !!ev.disliked;
  const transferNow = !s.transferred && ev.transferReason !== undefined;
  const transferred = s.transferred || transferNow;
  const solved = answers > 0 && !disliked && !transferred;
  const scenes = s.scenes | (ev.scenes ?? 0);
  const rating = ev.close?.rating ?? null;
  const rows: MessageRow[] = ev.messages.map((m, i) => ({
    id: newId(),
    tenantId: s.tenantId,
    sessionId: s.id,
    seq: s.messages + i,
    role: m.role,
    kind: m.kind,
    text: m.text,
    hitKind: m.hit?.kind ?? null,
    hitRefId: m.hit?.refId ?? null,
    score: m.hit?.score ?? null,
    field: m.hit?.field ?? null,
    candidates: m.candidates ?? null,
    vote: null,
    reason: null,
    votedAt: null,
    words: m.words ?? null,
    createdAt: at,
  }));
  if (rows.length) await tx.insert(textMessages).values(rows);
  if (ev.vote)
    await tx
      .update(textMessages)
      .set({ vote: ev.vote.vote, reason: ev.vote.reason, votedAt: at })
      .where(and(eq(textMessages.id, ev.vote.messageId), eq(textMessages.tenantId, s.tenantId)));
  const [next] = await tx
    .update(textSessions)
    .set({
      messages: s.messages + rows.length,
      rounds: s.rounds + (ev.rounds ?? 0),
      answers,
      disliked,
      solved,
      transferred,
      transferReason: transferNow ? ev.transferReason : s.transferReason,
      scenes,
      lastAt: at,
      ...(ev.firstQuestion && !s.firstQuestion ? { firstQuestion: ev.firstQuestion } : {}),
      ...(ev.close ? { closedAt: at, rating } : {}),
    })
    .where(eq(textSessions.id, s.id))
    .returning();
  const key = rollupKey(s);
  await addDay(tx, key, {
    rounds: ev.rounds ?? 0,
    solved: Number(solved) - Number(s.solved),
    transferred: Number(transferNow),
    scenes: scenes & ~s.scenes,
    rated: rating === null ? 0 : 1,
    ratingSum: rating ?? 0,
  });
  await addItems(tx, key, ev.items ?? []);
  await addWords(tx, key, ev.words ?? []);
  return { session: next, messages: rows };
}

/**
 * A person is a visitor of a channel (a widget keeps its visitor id per channel, an API caller
 * names its own users): the person key is the 64-bit hash of both, made by SQL.
 */
export const personKeySql = (channelId: string, visitorId: string) =>
  sql`hashtextextended(${channelId} || ':' || ${visitorId}, 0)`;

const VOTE_NAME = { 1: 'like', [-1]: 'dislike' } as const;

export function chatMessage(m: MessageRow): ChatMessage {
  return {
    id: m.id,
    role: m.role,
    kind: m.kind,
    text: m.text,
    at: m.createdAt.getTime(),
    ...(m.candidates
      ? { candidates: m.candidates.map((c) => ({ refId: c.refId, kind: c.kind, question: c.question })) }
      : {}),
    ...(m.kind === 'answer' ? { vote: m.vote ? VOTE_NAME[m.vote] : null } : {}),
  };
}
