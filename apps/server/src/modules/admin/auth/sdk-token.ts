import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REVOKE_CODES } from '../../../platform/access/session.ts';
import { sessions } from '../../../platform/access/table.ts';
import { hmac, safeEqual } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { users } from '../../../platform/identity/table.ts';

interface SdkClaims {
  sid: string;
  uid: string;
  /** Expiry, epoch seconds. */
  exp: number;
  /** Random: every token issued is distinct, even two cut in the same second. */
  jti: string;
}

/**
 * SDK tokens go into frame URLs (requirements §2 embedded pages), so they are short-lived and signed
 * rather than being the session's own credential; they die with the session they were cut from.
 */
export function signSdkToken(ctx: AppContext, sessionId: string, userId: string) {
  const expire = ctx.config.SDK_TOKEN_TTL;
  const claims: SdkClaims = {
    sid: sessionId,
    uid: userId,
    exp: Math.floor(ctx.now() / 1000) + expire,
    jti: randomBytes(9).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${body}.${hmac(ctx.secret, body)}`, expire };
}

/** For services that accept the `sdktoken` header or a frame's `token` query value. */
export async function verifySdkToken(ctx: AppContext, token: string): Promise<{ sessionId: string; userId: string }> {
  const [body, sig] = token.split('.');
  if (!body || !sig || !safeEqual(sig, hmac(ctx.secret, body))) throw new AppError('401');
  let claims: SdkClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SdkClaims;
  } catch {
    throw new AppError('401');
  }
  if (claims.exp * 1000 <= ctx.now()) throw new AppError('910008');
  const [row] = await ctx.db
    .select({ revokedAt: sessions.revokedAt, reason: sessions.revokedReason, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, claims.sid));
  if (!row) throw new AppError('401');
  if (row.revokedAt) throw new AppError(REVOKE_CODES[row.reason ?? 'logout']);
  if (row.status !== 'enabled') throw new AppError('999987');
  return { sessionId: claims.sid, userId: claims.uid };
}
