import type { MessageKind, MessageRole } from '@zhiyu/contract/modules/aitext/enums';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tstz } from '../../../platform/db/columns.ts';

/** A "did you mean" candidate as stored on the suggest message (the visitor sees refId, kind, question). */
export interface StoredCandidate {
  refId: string;
  kind: 'item' | 'segment';
  question: string;
  score: number;
  field: string;
  /** A segment's text: its answer when chosen. */
  text?: string;
}

/**
 * Chat sessions of the text bot, one per visitor conversation on a channel. The flags are the
 * session's current state, kept by the chat engine in the transaction of each message: `scenes`
 * holds requirements §3 scene k as bit k − 1; `solved` = at least one answer, none disliked, not
 * transferred. `channel_type` is the channel's type when the session started. Lists page by
 * (started_at, id) over plain ascending indexes (requirements D4, D6).
 */
export const textSessions = pgTable(
  'text_sessions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    channelId: text('channel_id').notNull(),
    channelType: smallint('channel_type').$type<0 | 1>().notNull(),
    visitorId: text('visitor_id').notNull(),
    /** 64-bit hash of channel and visitor id: the person the distinct-visitor rollups count. */
    visitorKey: bigint('visitor_key', { mode: 'bigint' }).notNull(),
    /** 'zh' or 'en': the language of the bot's built-in texts. */
    lang: text('lang').notNull().default('zh'),
    startedAt: tstz('started_at').notNull(),
    lastAt: tstz('last_at').notNull(),
    closedAt: tstz('closed_at'),
    firstQuestion: text('first_question').notNull().default(''),
    /** Messages written so far: the next message's `seq`. */
    messages: integer('messages').notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    answers: integer('answers').notNull().default(0),
    disliked: boolean('disliked').notNull().default(false),
    solved: boolean('solved').notNull().default(false),
    transferred: boolean('transferred').notNull().default(false),
    /** Why it was transferred: 0 the visitor asked, else the requirements §3 scene. */
    transferReason: smallint('transfer_reason'),
    scenes: smallint('scenes').notNull().default(0),
    rating: smallint('rating'),
  },
  (t) => [
    index('text_sessions_scope_started_idx').on(t.tenantId, t.appId, t.startedAt, t.id),
    index('text_sessions_channel_started_idx').on(t.tenantId, t.appId, t.channelId, t.startedAt, t.id),
  ],
);

/**
 * Messages of a session in order (`seq`). A bot answer records the knowledge it came from (item or
 * document segment, score, matched field) and the visitor's vote (1 like, −1 dislike) with its
 * reason; a visitor's question keeps its segmented words (stop words removed, each once) for the
 * search-word rollup; a `suggest` message keeps its candidates.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    sessionId: text('session_id').notNull(),
    seq: integer('seq').notNull(),
    role: text('role').$type<MessageRole>().notNull(),
    kind: text('kind').$type<MessageKind>().notNull(),
    text: text('text').notNull(),
    hitKind: text('hit_kind').$type<'item' | 'segment'>(),
    hitRefId: text('hit_ref_id'),
    score: real('score'),
    field: text('field'),
    candidates: jsonb('candidates').$type<StoredCandidate[]>(),
    vote: smallint('vote').$type<1 | -1>(),
    reason: text('reason'),
    votedAt: tstz('voted_at'),
    words: text('words').array(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('text_messages_session_seq_uq').on(t.sessionId, t.seq),
    // A knowledge item's answers, newest first (aikb/knowledge/evidence.ts).
    index('text_messages_hit_idx').on(t.tenantId, t.hitRefId, t.createdAt),
  ],
);
