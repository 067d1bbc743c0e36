import type { TokenPair } from '@zhiyu/contract/modules/admin/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { assertUsable, selectSessionBy } from '../../../platform/access/session.ts';
import { type RevokeReason, sessions } from '../../../platform/access/table.ts';
import { newId, newToken, sha256 } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';

export interface Scope {
  channelId: string | null;
  tenantId: string | null;
  appId: string | null;
}

export interface SessionMeta {
  uuid: string;
  ip: string;
  userAgent: string;
  familyId?: string;
}

/** Inserts a session row and returns the only copy of its tokens. */
export async function issueSession(
  ctx: AppContext,
  userId: string,
  scope: Scope,
  meta: SessionMeta,
): Promise<{ sessionId: string; tokens: TokenPair }> {
  const { ACCESS_TOKEN_TTL: ttl, REFRESH_TOKEN_TTL: rttl } = ctx.config;
  const now = ctx.now();
  const access = newToken();
  const refresh = newToken();
  const id = newId();
  await ctx.db.insert(sessions).values({
    id,
    userId,
    tokenHash: sha256(access),
    refreshHash: sha256(refresh),
    familyId: meta.familyId ?? id,
    ...scope,
    uuid: meta.uuid,
    expiresAt: new Date(now + ttl * 1000),
    refreshExpiresAt: new Date(now + rttl * 1000),
    createdAt: new Date(now),
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 512),
  });
  return {
    sessionId: id,
    tokens: { authorization: access, refreshToken: refresh, expiresIn: ttl, refreshExpiresIn: rttl },
  };
}

/**
 * Refresh-token rotation: the presented token's row is marked rotated and a new row of the same
 * family carries the new pair. A rotated token presented again means it leaked: end the family.
 */
export async function rotate(ctx: AppContext, refreshToken: string, meta: Omit<SessionMeta, 'uuid'>) {
  const [row] = await selectSessionBy(ctx, 'refreshHash', refreshToken);
  if (!row) throw new AppError('401');
  const now = ctx.now();
  if (row.s.rotatedAt && !row.s.revokedAt) {
    await revokeFamily(ctx, row.s.familyId, 'reuse');
    throw new AppError('910018');
  }
  assertUsable(row, now);
  if (row.s.refreshExpiresAt.getTime() <= now) throw new AppError('930007');
  const marked = await ctx.db
    .update(sessions)
    .set({ rotatedAt: new Date(now) })
    .where(and(eq(sessions.id, row.s.id), isNull(sessions.rotatedAt)))
    .returning({ id: sessions.id });
  if (marked.length === 0) {
    // Another request rotated it between our read and write: same as reuse.
    await revokeFamily(ctx, row.s.familyId, 'reuse');
    throw new AppError('910018');
  }
  const scope = { channelId: row.s.channelId, tenantId: row.s.tenantId, appId: row.s.appId };
  return issueSession(ctx, row.s.userId, scope, { ...meta, uuid: row.s.uuid, familyId: row.s.familyId });
}

export async function revokeFamily(ctx: AppContext, familyId: string, reason: RevokeReason) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date(ctx.now()), revokedReason: reason })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function revokeUser(ctx: AppContext, userId: string, reason: RevokeReason) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: new Date(ctx.now()), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Moves the current session (this token's row) to another organisation scope. */
export async function setScope(ctx: AppContext, sessionId: string, scope: Scope) {
  await ctx.db.update(sessions).set(scope).where(eq(sessions.id, sessionId));
}
