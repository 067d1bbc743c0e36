import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * A call or chat session brought in by an access channel, one per (channel, channel call id). The
 * agent is named by username; `agent_user_id` is that user of the tenant when there is one (the
 * desk shows an agent only their own conversations). A conversation is made by its first event,
 * whichever it is, so events may arrive in any order.
 */
export const ahConversations = pgTable(
  'ah_conversations',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    channelId: text('channel_id').notNull(),
    callId: text('call_id').notNull(),
    agent: text('agent').notNull().default(''),
    agentUserId: text('agent_user_id'),
    customerNumber: text('customer_number').notNull().default(''),
    direction: text('direction').$type<'in' | 'out'>().notNull().default('in'),
    skillGroup: text('skill_group').notNull().default(''),
    state: text('state').$type<'live' | 'ended'>().notNull().default('live'),
    startedAt: tstz('started_at').notNull().defaultNow(),
    endedAt: tstz('ended_at'),
    /** Tags put on the session by triggers. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ah_conversations_channel_call_uq').on(t.channelId, t.callId),
    index('ah_conversations_agent_idx').on(t.tenantId, t.agentUserId, t.startedAt),
    index('ah_conversations_customer_idx').on(t.tenantId, t.customerNumber, t.startedAt),
    // The records list: the tenant's conversations newest first.
    index('ah_conversations_started_idx').on(t.tenantId, t.startedAt, t.id),
  ],
);

/** Each applied event once: the primary key is what makes a repeat a duplicate. */
export const ahEvents = pgTable(
  'ah_events',
  {
    conversationId: text('conversation_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').$type<'start' | 'utterance' | 'end'>().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.seq] })],
);

/**
 * The transcript: one row per utterance of the channel, holding its latest partial (by sequence)
 * until its final arrives; a final is never replaced by a partial.
 */
export const ahUtterances = pgTable(
  'ah_utterances',
  {
    conversationId: text('conversation_id').notNull(),
    utteranceId: text('utterance_id').notNull(),
    speaker: text('speaker').$type<'agent' | 'customer'>().notNull(),
    text: text('text').notNull(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    final: boolean('final').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** A customer line's intent: the assistant bot's recognition, else its best script's intent. */
    intent: text('intent'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.utteranceId] }),
    index('ah_utterances_order_idx').on(t.conversationId, t.startMs),
  ],
);
