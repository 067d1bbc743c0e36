import type { ErrorCode } from '@zhiyu/contract/errors';
import type { Level, ModuleKey } from '@zhiyu/contract/nav';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { users } from '../identity/table.ts';
import { channels, tenants } from '../tenancy/table.ts';
import { effectiveResources } from './grants.ts';
import { type RevokeReason, sessions } from './table.ts';
import { sha256 } from './tokens.ts';

export interface Session {
  sessionId: string;
  familyId: string;
  userId: string;
  username: string;
  level: Level;
  channelId: string | null;
  /** The CURRENT organisation scope: from the session row only, never from the request. */
  tenantId: string | null;
  appId: string | null;
  uuid: string;
  tenantModules: ModuleKey[] | null;
  /** The effective grant, loaded on first use: most calls (self-service, public) never need it. */
  permissions: () => Promise<Set<string>>;
}

export const REVOKE_CODES: Record<RevokeReason, ErrorCode> = {
  logout: '930006',
  password: '600001',
  reuse: '910018',
  disabled: '999987',
};

/** One indexed join per request, so revocation and disabling take effect on the next request. */
export function selectSessionBy(ctx: AppContext, column: 'tokenHash' | 'refreshHash', token: string) {
  return ctx.db
    .select({
      s: sessions,
      user: { username: users.username, level: users.level, status: users.status },
      tenant: { status: tenants.status, expiresAt: tenants.expiresAt, modules: tenants.modules },
      // The user's home channel: a disabled channel stops its channel and tenant users (channelDisabled).
      channel: { status: channels.status },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(tenants, eq(tenants.id, sessions.tenantId))
    .leftJoin(channels, eq(channels.id, users.channelId))
    .where(eq(sessions[column], sha256(token)))
    .limit(1);
}

export type SessionRow = Awaited<ReturnType<typeof selectSessionBy>>[number];
type Row = SessionRow;

/**
 * A disabled channel stops its users: channel users as disabled accounts (999987), its tenants'
 * users as a disabled tenant (930008), both saying why. The operator is never stopped by a channel.
 */
export function channelDisabled(level: Level) {
  return new AppError(level === 'channel' ? '999987' : '930008', {
    detail: { zh: '所属渠道已停用', en: 'its channel is disabled' },
  });
}

/** The checks shared by every authenticated request and by refresh; expiry is checked by callers. */
export function assertUsable(row: Row, now: number) {
  if (row.s.revokedAt) throw new AppError(REVOKE_CODES[row.s.revokedReason ?? 'logout']);
  if (row.user.status !== 'enabled') throw new AppError('999987');
  if (row.user.level !== 'platform' && row.channel?.status === 'disabled') throw channelDisabled(row.user.level);
  if (row.tenant && row.tenant.status !== 'enabled') throw new AppError('930008');
  if (row.tenant?.expiresAt && row.tenant.expiresAt.getTime() <= now) throw new AppError('999986');
}

export async function loadSession(ctx: AppContext, token: string): Promise<Session> {
  const hash = sha256(token);
  let row = ctx.sessionCache?.get(hash);
  if (!row) {
    [row] = await selectSessionBy(ctx, 'tokenHash', token);
    if (!row) throw new AppError('401');
    ctx.sessionCache?.set(hash, row);
  }
  const now = ctx.now();
  assertUsable(row, now);
  if (row.s.expiresAt.getTime() <= now) throw new AppError('910008');
  const tenantModules = row.tenant ? row.tenant.modules : null;
  let granted: Promise<Set<string>> | undefined;
  const permissions = () => {
    granted ??= effectiveResources(ctx.db, { id: row.s.userId, level: row.user.level }, tenantModules);
    return granted;
  };
  return {
    sessionId: row.s.id,
    familyId: row.s.familyId,
    userId: row.s.userId,
    username: row.user.username,
    level: row.user.level,
    channelId: row.s.channelId,
    tenantId: row.s.tenantId,
    appId: row.s.appId,
    uuid: row.s.uuid,
    tenantModules,
    permissions,
  };
}

/** The signed-in session; routes with access other than 'public' always have one. */
export function sessionOf(req: FastifyRequest): Session {
  if (!req.session) throw new AppError('999988');
  return req.session;
}

/**
 * The tenant every tenant-owned query must filter by. Taken from the session row only; a caller
 * without a current tenant (platform or channel scope) gets 100403 from tenant-owned endpoints.
 */
export function scope(req: FastifyRequest): { tenantId: string; appId: string | null } {
  const s = sessionOf(req);
  if (!s.tenantId) throw new AppError('100403');
  return { tenantId: s.tenantId, appId: s.appId };
}
