import { eq } from 'drizzle-orm';
import { newId } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import { users } from '../../../platform/identity/table.ts';
import { channels, tenants } from '../../../platform/tenancy/table.ts';
import { loginLogs } from './table.ts';

export async function findLoginUser(ctx: AppContext, username: string) {
  const [row] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      passwordHash: users.passwordHash,
      level: users.level,
      status: users.status,
      channelId: users.channelId,
      tenantId: users.tenantId,
      appId: users.appId,
      tenantStatus: tenants.status,
      tenantExpiresAt: tenants.expiresAt,
      channelStatus: channels.status,
    })
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .leftJoin(channels, eq(channels.id, users.channelId))
    .where(eq(users.username, username))
    .limit(1);
  return row ?? null;
}

export interface LoginAttempt {
  userId: string | null;
  username: string;
  tenantId: string | null;
  ip: string;
  userAgent: string;
  success: boolean;
  reason: string | null;
}

export async function writeLoginLog(ctx: AppContext, a: LoginAttempt) {
  await ctx.db
    .insert(loginLogs)
    .values({ id: newId(), time: new Date(ctx.now()), ...a, userAgent: a.userAgent.slice(0, 512) });
}
