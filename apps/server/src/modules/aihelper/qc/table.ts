import { boolean, index, integer, jsonb, pgTable, real, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';
import type { QcKind } from './engine.ts';

/**
 * A tenant's QC points (质检点): real-time ones are judged on each line as it arrives (qc/engine.ts)
 * and every valid one scores each finished conversation (qc/score.ts).
 */
export const ahQcRules = pgTable(
  'ah_qc_rules',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<QcKind>().notNull(),
    speaker: text('speaker').$type<'agent' | 'customer' | 'any'>().notNull(),
    words: jsonb('words').$type<string[]>().notNull().default([]),
    phase: text('phase').$type<'greeting' | 'identity' | 'closing'>(),
    withinSeconds: integer('within_seconds'),
    threshold: real('threshold'),
    severity: text('severity').$type<'info' | 'warning' | 'critical'>().notNull(),
    /** requirements §3 validity: 0 valid, 1 invalid. */
    validity: smallint('validity').$type<0 | 1>().notNull().default(0),
    mode: text('mode').$type<'realtime' | 'postCall'>().notNull().default('realtime'),
    /** requirements §3 strategy types: 0 trigger count, 1 scoring rule. */
    strategy: smallint('strategy').$type<0 | 1>().notNull().default(0),
    /** Points per hit (negative deducts) and the most they move one conversation (null: no cap). */
    score: integer('score').notNull().default(0),
    cap: integer('cap'),
    pattern: text('pattern').notNull().default(''),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ah_qc_rules_tenant_name_uq').on(t.tenantId, t.name),
    index('ah_qc_rules_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

/**
 * An alert a rule raised in a conversation, once per (conversation, rule, line); `utterance_id` is
 * '' for what is judged at the end of the call. The rule's name and severity are kept as they were.
 */
export const ahAlerts = pgTable(
  'ah_alerts',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    conversationId: text('conversation_id').notNull(),
    ruleId: text('rule_id').notNull(),
    ruleName: text('rule_name').notNull(),
    kind: text('kind').notNull(),
    severity: text('severity').notNull(),
    utteranceId: text('utterance_id').notNull(),
    atMs: integer('at_ms').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ah_alerts_once_uq').on(t.conversationId, t.ruleId, t.utteranceId),
    index('ah_alerts_conversation_idx').on(t.conversationId, t.atMs),
  ],
);

/**
 * A finished conversation's quality score (质检记录). `due` is set in the ingest transaction that
 * ends the conversation (or brings it a line after its end); the scoring job (qc/score.ts) clears
 * it. The conversation's agent, skill group, channel and start are copied here so the list filters
 * and sorts on one table.
 */
export const ahQcScores = pgTable(
  'ah_qc_scores',
  {
    conversationId: text('conversation_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    channelId: text('channel_id').notNull(),
    agent: text('agent').notNull().default(''),
    skillGroup: text('skill_group').notNull().default(''),
    startedAt: tstz('started_at').notNull(),
    due: boolean('due').notNull().default(true),
    score: real('score').notNull().default(100),
    /** Hits that count (not voided by an accepted dispute). */
    hits: integer('hits').notNull().default(0),
    /** Disputes waiting for a resolution. */
    disputed: integer('disputed').notNull().default(0),
    scoredAt: tstz('scored_at'),
  },
  (t) => [
    index('ah_qc_scores_started_idx').on(t.tenantId, t.startedAt, t.conversationId),
    index('ah_qc_scores_due_idx').on(t.tenantId, t.due),
  ],
);

/**
 * A point's hit in a scored conversation, once per (conversation, point, line); `utterance_id` is ''
 * for what is judged over the whole call. A re-score keeps the review of a hit that still holds.
 * `review`: 0 none, 1 confirmed, 2 disputed, 3 dispute accepted (void), 4 dispute rejected.
 */
export const ahQcHits = pgTable(
  'ah_qc_hits',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    conversationId: text('conversation_id').notNull(),
    pointId: text('point_id').notNull(),
    pointName: text('point_name').notNull(),
    kind: text('kind').$type<QcKind>().notNull(),
    mode: text('mode').$type<'realtime' | 'postCall'>().notNull(),
    strategy: smallint('strategy').$type<0 | 1>().notNull(),
    severity: text('severity').$type<'info' | 'warning' | 'critical'>().notNull(),
    /** The points this hit moved the score by, after the point's cap. */
    score: real('score').notNull().default(0),
    utteranceId: text('utterance_id').notNull(),
    atMs: integer('at_ms').notNull(),
    detail: text('detail').notNull().default(''),
    /** Copied from the conversation for the point's hits by agent and over time. */
    agent: text('agent').notNull().default(''),
    startedAt: tstz('started_at').notNull(),
    review: smallint('review').$type<0 | 1 | 2 | 3 | 4>().notNull().default(0),
    disputeReason: text('dispute_reason').notNull().default(''),
    resolveReason: text('resolve_reason').notNull().default(''),
    reviewer: text('reviewer').notNull().default(''),
    resolver: text('resolver').notNull().default(''),
    reviewedAt: tstz('reviewed_at'),
  },
  (t) => [
    uniqueIndex('ah_qc_hits_once_uq').on(t.conversationId, t.pointId, t.utteranceId),
    index('ah_qc_hits_point_idx').on(t.tenantId, t.pointId, t.startedAt),
  ],
);
