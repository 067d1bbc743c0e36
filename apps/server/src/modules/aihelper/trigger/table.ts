import type { TriggerAction } from '@zhiyu/contract/modules/aihelper/trigger';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

export interface TriggerConditionsValue {
  intents: string[];
  keywords: string[];
  emotion: 'negative' | null;
  count: number;
}

/** A tenant's triggers (contract aihelper/trigger; trigger/engine.ts decides when one fires). */
export const ahTriggers = pgTable(
  'ah_triggers',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    event: text('event').$type<'customer' | 'agent' | 'start' | 'end' | 'silence'>().notNull(),
    conditions: jsonb('conditions').$type<TriggerConditionsValue>().notNull(),
    actions: jsonb('actions').$type<TriggerAction[]>().notNull(),
    /** requirements §3 validity: 0 valid, 1 invalid. */
    validity: smallint('validity').$type<0 | 1>().notNull().default(0),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ah_triggers_tenant_name_uq').on(t.tenantId, t.name),
    index('ah_triggers_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);

/**
 * A trigger's matches in one conversation, and its firing: `matches` counts the events whose
 * conditions held; when it reaches the trigger's count the trigger fires once, and `fired_at_ms`,
 * the line and the actions run (as they were then) are kept.
 */
export const ahTriggerFires = pgTable(
  'ah_trigger_fires',
  {
    conversationId: text('conversation_id').notNull(),
    triggerId: text('trigger_id').notNull(),
    name: text('name').notNull(),
    matches: integer('matches').notNull().default(0),
    firedAtMs: integer('fired_at_ms'),
    utteranceId: text('utterance_id'),
    actions: jsonb('actions').$type<TriggerAction[]>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.triggerId] })],
);
