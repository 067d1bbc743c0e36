import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * The assistant's settings per skill group (contract aihelper/profile); skill group '' is the
 * tenant's default. An empty id list applies all of its kind.
 */
export const ahProfiles = pgTable(
  'ah_profiles',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    skillGroup: text('skill_group').notNull().default(''),
    panels: jsonb('panels').$type<('recommend' | 'fill' | 'portrait' | 'qc')[]>().notNull(),
    scenes: jsonb('scenes').$type<string[]>().notNull().default([]),
    fieldIds: jsonb('field_ids').$type<string[]>().notNull().default([]),
    ruleIds: jsonb('rule_ids').$type<string[]>().notNull().default([]),
    triggerIds: jsonb('trigger_ids').$type<string[]>().notNull().default([]),
    botId: text('bot_id'),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ah_profiles_tenant_group_uq').on(t.tenantId, t.skillGroup)],
);
