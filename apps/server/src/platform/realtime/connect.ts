import { REALTIME_CLOSE, REALTIME_LIMITS } from '@zhiyu/contract/realtime';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { loadSession, type Session } from '../access/session.ts';
import { bearer } from '../access/tokens.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { tenants } from '../tenancy/table.ts';
import type { Client, Hub } from './hub.ts';

/** A WebSocket close reason is at most 123 bytes (RFC 6455 §5.5). */
export function closeReason(text: string): string {
  const buf = Buffer.from(text);
  return buf.length <= 123
    ? text
    : buf
        .subarray(0, 123)
        .toString()
        .replace(/\uFFFD+$/, '');
}

/** `910008 access token expired`: the §8 code first so a client can act on it, then the cause. */
export function authReason(err: unknown): string {
  if (err instanceof AppError) return closeReason(`${err.code} ${err.message_('en')}`);
  return closeReason('500000 session check failed');
}

/**
 * ws closes an over-long frame with 1009 and no reason; give the peer the reason too. ws calls
 * `close` on the instance, so an own-property wrapper is enough.
 */
export function explainTooBig(ws: WebSocket): void {
  const close = ws.close.bind(ws);
  ws.close = (code?: number, reason?: string | Buffer) =>
    close(
      code,
      code === REALTIME_CLOSE.tooBig && !reason ? `frame over ${REALTIME_LIMITS.maxFrameBytes} bytes` : reason,
    );
}

type Query = Partial<Record<'corpId' | 'username' | 'uuid' | 'token', string>>;

/**
 * Verifies a new socket the way HTTP verifies a call (same loadSession, so revoked, expired and
 * disabled sessions fail the same way), then checks that the address names this session's
 * organisation and account (requirements §4). Returns the client to register, or null once it has
 * closed the socket with the reason.
 */
export async function admit(ctx: AppContext, hub: Hub, ws: WebSocket, req: FastifyRequest): Promise<Client | null> {
  const q = req.query as Query;
  const token = q.token || bearer(req.headers.authorization);
  if (!token) {
    ws.close(REALTIME_CLOSE.unauthorized, authReason(new AppError('999988')));
    return null;
  }
  let session: Session;
  try {
    session = await loadSession(ctx, token);
  } catch (err) {
    ws.close(REALTIME_CLOSE.unauthorized, authReason(err));
    return null;
  }
  const refuse = (why: string) => {
    ws.close(REALTIME_CLOSE.refused, closeReason(why));
    return null;
  };
  if (!q.uuid) return refuse('uuid is required in the address');
  if ((q.username ?? '') !== session.username) return refuse('username does not match the session');
  if ((q.corpId ?? '') !== ((await corpIdOf(ctx, session.tenantId)) ?? '')) {
    return refuse('corpId does not match the session');
  }
  if (hub.socketsOfSession(session.sessionId) >= REALTIME_LIMITS.maxSocketsPerSession) {
    return refuse(`at most ${REALTIME_LIMITS.maxSocketsPerSession} sockets per session`);
  }
  // The peer may have gone while the session was being read.
  if (ws.readyState !== ws.OPEN) return null;
  return {
    ws,
    token,
    sessionId: session.sessionId,
    userId: session.userId,
    tenantId: session.tenantId,
    alive: true,
  };
}

async function corpIdOf(ctx: AppContext, tenantId: string | null): Promise<string | null> {
  if (!tenantId) return null;
  const [row] = await ctx.db.select({ corpId: tenants.corpId }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row?.corpId ?? null;
}
