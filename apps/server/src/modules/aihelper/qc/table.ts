import { index, integer, jsonb, pgTable, real, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/** A tenant's real-time quality rules (qc/engine.ts judges with them). */
export const ahQcRules = pgTable(
  'ah_qc_rules',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind')
      .$type<'forbidden' | 'required' | 'speechRate' | 'silence' | 'interruption' | 'emotion'>()
      .notNull(),
    speaker: text('speaker').$type<'agent' | 'customer' | 'any'>().notNull(),
    words: jsonb('words').$type<string[]>().notNull().default([]),
    phase: text('phase').$type<'greeting' | 'identity' | 'closing'>(),
    withinSeconds: integer('within_seconds'),
    threshold: real('threshold'),
    severity: text('severity').$type<'info' | 'warning' | 'critical'>().notNull(),
    /** requirements §3 validity: 0 valid, 1 invalid. */
    validity: smallint('validity').$type<0 | 1>().notNull().default(0),
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
