import { integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Thresholds of the real-time detections per skill group (contract aihelper/threshold); skill
 * group '' is the tenant's default. An empty value leaves the next level's in force.
 */
export const ahThresholds = pgTable(
  'ah_thresholds',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    skillGroup: text('skill_group').notNull().default(''),
    silenceSeconds: real('silence_seconds'),
    speechRate: real('speech_rate'),
    overlapMs: integer('overlap_ms'),
    repeatSeconds: integer('repeat_seconds'),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ah_thresholds_tenant_group_uq').on(t.tenantId, t.skillGroup)],
);
