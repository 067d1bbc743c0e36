import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../../platform/db/columns.ts';

export const loginLogs = pgTable(
  'login_logs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id'),
    username: text('username').notNull(),
    tenantId: text('tenant_id'),
    time: tstz('time').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
  },
  // Plain ascending composite: a DESC-declared index is not used by ORDER BY … DESC (requirements D4, known traps).
  (t) => [index('login_logs_user_time_idx').on(t.userId, t.time, t.id)],
);
