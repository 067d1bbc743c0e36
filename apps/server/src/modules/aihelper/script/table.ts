import { index, jsonb, pgTable, primaryKey, real, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/** A tenant's golden scripts: what to say when a customer says one of `questions`. */
export const ahScripts = pgTable(
  'ah_scripts',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    scene: text('scene').notNull(),
    intent: text('intent').notNull(),
    questions: jsonb('questions').$type<string[]>().notNull(),
    text: text('text').notNull(),
    /** requirements §3 validity: 0 valid, 1 invalid. */
    validity: smallint('validity').$type<0 | 1>().notNull().default(0),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('ah_scripts_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id)],
);

/** The scripts shown for a customer line, and whether the agent used one. */
export const ahRecommendations = pgTable(
  'ah_recommendations',
  {
    conversationId: text('conversation_id').notNull(),
    utteranceId: text('utterance_id').notNull(),
    scriptId: text('script_id').notNull(),
    rank: smallint('rank').notNull(),
    score: real('score').notNull(),
    why: text('why').notNull(),
    /** How it was chosen: the line's wording matched, the assistant bot recognised its intent, or a trigger pushed it. */
    via: text('via').$type<'wording' | 'intent' | 'trigger'>().notNull().default('wording'),
    used: text('used').$type<'marked' | 'said'>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.utteranceId, t.scriptId] })],
);
