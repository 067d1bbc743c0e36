import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../db/columns.ts';

/** Why a session stopped working; each maps to one §8 code (see access/session.ts). */
export type RevokeReason = 'logout' | 'password' | 'reuse' | 'disabled';

/**
 * One row per issued token pair. A refresh creates a new row in the same family and marks the old
 * one rotated, so presenting an old refresh token again is detectable (and ends the family).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    channelId: text('channel_id'),
    tenantId: text('tenant_id'),
    appId: text('app_id'),
    uuid: text('uuid').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    refreshExpiresAt: tstz('refresh_expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    revokedReason: text('revoked_reason').$type<RevokeReason>(),
    rotatedAt: tstz('rotated_at'),
    createdAt: createdAt(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_family_idx').on(t.familyId), index('sessions_user_idx').on(t.userId)],
);
