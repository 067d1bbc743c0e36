import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * The channel's current bind code for /bindPage (one row a channel; a new code replaces the
 * last): six digits, an expiry, and when it was used. Kept after use so a reused code gets its own
 * answer (170010) rather than "wrong".
 */
export const textBindCodes = pgTable('text_bind_codes', {
  channelId: text('channel_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  code: text('code').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  createdAt: createdAt(),
});

/** External channel accounts bound to a channel through /bindPage. */
export const textChannelBindings = pgTable(
  'text_channel_bindings',
  {
    tenantId: text('tenant_id').notNull(),
    channelId: text('channel_id').notNull(),
    account: text('account').notNull(),
    boundAt: tstz('bound_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'text_channel_bindings_pk', columns: [t.channelId, t.account] }),
    index('text_channel_bindings_tenant_idx').on(t.tenantId, t.channelId, t.boundAt),
  ],
);
