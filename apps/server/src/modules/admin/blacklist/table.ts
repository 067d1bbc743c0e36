import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, importJob, tstz } from '../../../platform/db/columns.ts';

/**
 * The platform-wide number blacklist (/aiadmin/blacklist). `phone` is stored normalised (digits,
 * a leading + kept); the call modules check it at the moment of dialling. `expires_at` null is
 * permanent.
 */
export const platformBlacklist = pgTable(
  'platform_blacklist',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    reason: text('reason').notNull().default(''),
    expiresAt: tstz('expires_at'),
    createdBy: text('created_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    importJob: importJob(),
  },
  (t) => [index('platform_blacklist_created_idx').on(t.createdAt, t.id)],
);
