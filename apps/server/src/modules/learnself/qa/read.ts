/**
 * What an extraction reads, each read bounded (docs/learnself.md, QA extraction): the enabled segments of the
 * chosen knowledge documents, or the conversations of a time range — call records (the caller's
 * and the bot's turns, as the flow-back reads them) or text sessions (the visitor's questions and
 * the bot's messages) — and the questions a library already holds. Every read starts from the
 * session's tenant; another tenant's ids read as missing.
 */
import {
  QA_CHARS_MAX,
  QA_CONVERSATIONS_MAX,
  QA_SEGMENTS_MAX,
  QA_TURNS_MAX,
  QA_TURNS_PER_CONVERSATION,
} from '@zhiyu/contract/modules/learnself/qa';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { callRecords } from '../../aicall/record/table.ts';
import { kbDocument, kbSegment } from '../../aikb/document/table.ts';
import { kbItems } from '../../aikb/knowledge/table.ts';
import { textChannels } from '../../aitext/channel/table.ts';
import { textMessages, textSessions } from '../../aitext/session/table.ts';
import { botNames, type LsScope } from '../dataset/repo.ts';
import type { DocSegment } from './extract-document.ts';
import type { Turn } from './extract-transcript.ts';

type Scope = Pick<LsScope, 'tenantId' | 'appId'>;

export interface Read<T> {
  items: T[];
  /** Segments or turns read. */
  count: number;
  /** A cap was reached. */
  truncated: boolean;
}

export interface DocRead {
  id: string;
  name: string;
  libraryId: string;
  segments: DocSegment[];
}

/** The documents in the order given, with their enabled segments, up to the caps; 180052 for an unknown id. */
export async function readDocuments(db: Db, s: Scope, ids: string[]): Promise<Read<DocRead>> {
  const wanted = [...new Set(ids)];
  const docs = await db
    .select({ id: kbDocument.id, name: kbDocument.name, libraryId: kbDocument.libraryId })
    .from(kbDocument)
    .where(and(eq(kbDocument.tenantId, s.tenantId), eq(kbDocument.appId, s.appId), inArray(kbDocument.id, wanted)));
  if (docs.length < wanted.length) throw new AppError('180052');
  const byId = new Map(docs.map((d) => [d.id, d]));
  const items: DocRead[] = [];
  let count = 0;
  let chars = 0;
  let truncated = false;
  for (const id of wanted) {
    const left = QA_SEGMENTS_MAX - count;
    if (left <= 0 || chars >= QA_CHARS_MAX) {
      truncated = true;
      break;
    }
    const rows = await db
      .select({ id: kbSegment.id, seq: kbSegment.seq, titlePath: kbSegment.titlePath, text: kbSegment.text })
      .from(kbSegment)
      .where(and(eq(kbSegment.tenantId, s.tenantId), eq(kbSegment.documentId, id), eq(kbSegment.enabled, 1)))
      .orderBy(asc(kbSegment.seq))
      .limit(left + 1);
    if (rows.length > left) truncated = true;
    const segments: DocSegment[] = [];
    for (const r of rows.slice(0, left)) {
      if (chars + r.text.length > QA_CHARS_MAX) {
        truncated = true;
        break;
      }
      chars += r.text.length;
      segments.push(r);
    }
    count += segments.length;
    const d = byId.get(id);
    if (d) items.push({ ...d, segments });
  }
  return { items, count, truncated };
}

export interface Conversation {
  id: string;
  /** The bot's or the channel's name. */
  name: string;
  at: Date;
  turns: Turn[];
}

export interface TranscriptFilter {
  transcript: 'call' | 'text';
  botId?: string;
  channelId?: string;
  from: number;
  to: number;
}

/** A session of a tenant-wide scope (no application) reads every application's logs, as the flow-back does. */
const inApp = <C extends typeof callRecords.appId | typeof textSessions.appId>(col: C, s: Scope) =>
  s.appId ? eq(col, s.appId) : undefined;

/** Turns kept while the turn and character caps allow. */
class Budget {
  turns = 0;
  chars = 0;
  truncated = false;
  take(turns: Turn[]): Turn[] {
    const out: Turn[] = [];
    if (turns.length > QA_TURNS_PER_CONVERSATION) this.truncated = true;
    for (const t of turns.slice(0, QA_TURNS_PER_CONVERSATION)) {
      if (this.turns >= QA_TURNS_MAX || this.chars + t.text.length > QA_CHARS_MAX) {
        this.truncated = true;
        break;
      }
      this.turns++;
      this.chars += t.text.length;
      out.push(t);
    }
    return out;
  }
}

async function readCalls(db: Db, s: Scope, f: TranscriptFilter): Promise<Read<Conversation>> {
  if (f.botId && !(await botNames(db, s.tenantId, [f.botId])).size) throw new AppError('180010');
  const rows = await db
    .select({
      id: callRecords.id,
      botId: callRecords.botId,
      at: callRecords.startedAt,
      transcript: callRecords.transcript,
    })
    .from(callRecords)
    .where(
      and(
        eq(callRecords.tenantId, s.tenantId),
        inApp(callRecords.appId, s),
        f.botId ? eq(callRecords.botId, f.botId) : undefined,
        gte(callRecords.startedAt, new Date(f.from)),
        lte(callRecords.startedAt, new Date(f.to)),
      ),
    )
    .orderBy(desc(callRecords.startedAt), desc(callRecords.id))
    .limit(QA_CONVERSATIONS_MAX + 1);
  const names = await botNames(
    db,
    s.tenantId,
    rows.map((r) => r.botId),
  );
  const budget = new Budget();
  const items = rows.slice(0, QA_CONVERSATIONS_MAX).map((r) => ({
    id: r.id,
    name: names.get(r.botId ?? '') ?? '',
    at: r.at,
    turns: budget.take(
      (Array.isArray(r.transcript) ? r.transcript : [])
        .filter((t) => (t.role === 'user' || t.role === 'bot') && typeof t.text === 'string')
        .map((t) => ({ role: t.role, text: t.text, recognised: !!t.intent })),
    ),
  }));
  return { items, count: budget.turns, truncated: budget.truncated || rows.length > QA_CONVERSATIONS_MAX };
}

/** A text answer scored this high was recognised with confidence. */
const SURE_SCORE = 0.8;

async function readSessions(db: Db, s: Scope, f: TranscriptFilter): Promise<Read<Conversation>> {
  const channels = await db
    .select({ id: textChannels.id, name: textChannels.name })
    .from(textChannels)
    .where(and(eq(textChannels.tenantId, s.tenantId), f.channelId ? eq(textChannels.id, f.channelId) : undefined));
  if (f.channelId && !channels.length)
    throw new AppError('100002', { detail: { zh: '渠道不存在', en: 'channel not found' } });
  const sessions = await db
    .select({ id: textSessions.id, channelId: textSessions.channelId, at: textSessions.startedAt })
    .from(textSessions)
    .where(
      and(
        eq(textSessions.tenantId, s.tenantId),
        inApp(textSessions.appId, s),
        f.channelId ? eq(textSessions.channelId, f.channelId) : undefined,
        gte(textSessions.startedAt, new Date(f.from)),
        lte(textSessions.startedAt, new Date(f.to)),
      ),
    )
    .orderBy(desc(textSessions.startedAt), desc(textSessions.id))
    .limit(QA_CONVERSATIONS_MAX + 1);
  const kept = sessions.slice(0, QA_CONVERSATIONS_MAX);
  const messages = kept.length
    ? await db
        .select({
          sessionId: textMessages.sessionId,
          role: textMessages.role,
          kind: textMessages.kind,
          text: textMessages.text,
          score: textMessages.score,
          vote: textMessages.vote,
        })
        .from(textMessages)
        .where(
          and(
            eq(textMessages.tenantId, s.tenantId),
            inArray(
              textMessages.sessionId,
              kept.map((x) => x.id),
            ),
          ),
        )
        .orderBy(asc(textMessages.sessionId), asc(textMessages.seq))
        .limit(QA_TURNS_MAX + 1)
    : [];
  const bySession = new Map<string, Turn[]>();
  for (const m of messages.slice(0, QA_TURNS_MAX)) {
    const turns = bySession.get(m.sessionId) ?? [];
    if (!turns.length) bySession.set(m.sessionId, turns);
    turns.push({
      role: m.role,
      kind: m.kind,
      text: m.text,
      recognised: m.role === 'bot' && (m.score ?? 0) >= SURE_SCORE,
      disliked: m.vote === -1,
    });
  }
  const names = new Map(channels.map((c) => [c.id, c.name]));
  const budget = new Budget();
  const items = kept.map((x) => ({
    id: x.id,
    name: names.get(x.channelId) ?? '',
    at: x.at,
    turns: budget.take(bySession.get(x.id) ?? []),
  }));
  const truncated = budget.truncated || sessions.length > kept.length || messages.length > QA_TURNS_MAX;
  return { items, count: budget.turns, truncated };
}

export function readConversations(db: Db, s: Scope, f: TranscriptFilter) {
  return f.transcript === 'call' ? readCalls(db, s, f) : readSessions(db, s, f);
}

/** At most this many of a library's questions and similar questions are compared. */
const KNOWN_MAX = 50_000;

/** The questions and similar questions a library holds (its scope is checked by the caller). */
export async function knownQuestions(db: Db, tenantId: string, libraryId: string): Promise<string[]> {
  const rows = await db
    .select({ question: kbItems.question, similar: kbItems.similar })
    .from(kbItems)
    .where(and(eq(kbItems.tenantId, tenantId), eq(kbItems.libraryId, libraryId)))
    .limit(KNOWN_MAX);
  return rows.flatMap((r) => [r.question, ...r.similar]).slice(0, KNOWN_MAX);
}
