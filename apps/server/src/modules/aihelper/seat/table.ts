import { pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../../platform/db/columns.ts';

/**
 * The agent desk's seats (contract aihelper/seat): one row per agent who opened the desk, held while
 * `last_seen_at` is within SEAT_IDLE_MS. The licence counts seats across the installation.
 */
export const ahSeats = pgTable('ah_seats', {
  userId: text('user_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  username: text('username').notNull(),
  since: tstz('since').notNull().defaultNow(),
  lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
});
