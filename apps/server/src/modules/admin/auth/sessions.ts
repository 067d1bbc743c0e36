import type { TokenPair } from '@zhiyu/contract/modules/admin/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { assertUsable, selectSessionBy } from '../../../platform/access/session.ts';
import { type RevokeReason, sessions } from '../../../platform/access/table.ts';
import { newId, newToken, sha256 } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { seal, unseal } from '../../../platform/crypto/seal.ts';
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
 * How long a rotated refresh token, presented again, still gets the pair its rotation issued rather
 * than ending the family: two tabs of one browser refreshing at the same moment both present the
 * same token, and both must stay signed in. Beyond it, presenting a rotated token is reuse.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
/** How long a request that lost the race waits for the winner to record its pair. */
const GRACE_WAIT_MS = 2_000;

type Issued = Awaited<ReturnType<typeof issueSession>>;

/**
 * The pair a rotation issued, kept in the kv store (Redis across instances) under the hash of the
 * spent refresh token, sealed with a key derived from that token and the server secret: only the
 * holder of the spent token can read it, and it lives for the grace window only.
 */
const graceKey = (refreshToken: string) => `auth:refresh-grace:${sha256(refreshToken)}`;
const graceSecret = (ctx: AppContext, refreshToken: string) => `${ctx.secret}:refresh-grace:${refreshToken}`;

async function keepForGrace(ctx: AppContext, refreshToken: string, rotatedAt: number, issued: Issued) {
  const plain = JSON.stringify({ rotatedAt, issued });
  await ctx.kv.set(graceKey(refreshToken), seal(graceSecret(ctx, refreshToken), plain), REFRESH_REUSE_GRACE_MS / 1000);
}

/**
 * The pair already issued for this spent token, when it was rotated within the grace window and
 * that pair's session is still usable; null otherwise (then it is reuse).
 */
async function replay(ctx: AppContext, refreshToken: string, rotatedAt: number): Promise<Issued | null> {
  if (ctx.now() - rotatedAt > REFRESH_REUSE_GRACE_MS) return null;
  const until = Date.now() + GRACE_WAIT_MS;
  let sealed = await ctx.kv.get(graceKey(refreshToken));
  // The request that rotated it may still be writing its pair.
  while (!sealed && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    sealed = await ctx.kv.get(graceKey(refreshToken));
  }
  if (!sealed) return null;
  let kept: { rotatedAt: number; issued: Issued };
  try {
    kept = JSON.parse(unseal(graceSecret(ctx, refreshToken), sealed));
  } catch {
    return null;
  }
  if (ctx.now() - kept.rotatedAt > REFRESH_REUSE_GRACE_MS) return null;
  const [next] = await selectSessionBy(ctx, 'refreshHash', kept.issued.tokens.refreshToken);
  if (!next) return null;
  // Signed out, disabled or rotated again since: the same answer that pair would get.
  assertUsable(next, ctx.now());
  return kept.issued;
}

/**
 * Refresh-token rotation: the presented token's row is marked rotated and a new row of the same
 * family carries the new pair. A rotated token presented again within REFRESH_REUSE_GRACE_MS gets
 * that same pair (two tabs refreshing at once); later it means the token leaked: end the family.
 */
export async function rotate(ctx: AppContext, refreshToken: string, meta: Omit<SessionMeta, 'uuid'>) {
  const [row] = await selectSessionBy(ctx, 'refreshHash', refreshToken);
  if (!row) throw new AppError('401');
  const now = ctx.now();
  if (row.s.rotatedAt && !row.s.revokedAt) {
    const again = await replay(ctx, refreshToken, row.s.rotatedAt.getTime());
    if (again) return again;
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
    // Another request rotated it between our read and write: its pair, or reuse.
    const again = await replay(ctx, refreshToken, now);
    if (again) return again;
    await revokeFamily(ctx, row.s.familyId, 'reuse');
    throw new AppError('910018');
  }
  const scope = { channelId: row.s.channelId, tenantId: row.s.tenantId, appId: row.s.appId };
  const issued = await issueSession(ctx, row.s.userId, scope, { ...meta, uuid: row.s.uuid, familyId: row.s.familyId });
  await keepForGrace(ctx, refreshToken, now, issued);
  return issued;
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
