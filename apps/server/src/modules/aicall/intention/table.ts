import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/** One condition over a finished call's facts; requirements §3 operators 0 >, 1 =, 2 <, 3 ≥, 4 ≤. */
export interface IntentionRule {
  fact: 'rounds' | 'duration' | 'intent' | 'node' | 'keyword';
  op: 0 | 1 | 2 | 3 | 4;
  value: string | number;
}

/** Intention levels (意向度设置), e.g. A–F; a call takes the first valid level whose rules all hold. */
export const intentionLevels = pgTable(
  'intention_levels',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Lower runs first. */
    priority: integer('priority').notNull().default(0),
    /** requirements §3 validity: 0 valid, 1 invalid. */
    validity: smallint('validity').$type<0 | 1>().notNull().default(0),
    rules: jsonb('rules').$type<IntentionRule[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('intention_levels_scope_idx').on(t.tenantId, t.appId, t.priority)],
);
