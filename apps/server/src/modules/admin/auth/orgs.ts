import type { OrgRef } from '@zhiyu/contract/modules/admin/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Session } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { users } from '../../../platform/identity/table.ts';
import { apps, channels, tenants } from '../../../platform/tenancy/table.ts';
import { PLATFORM_ORG } from './grant.ts';
import type { Scope } from './sessions.ts';

/**
 * Organisations a user may act in: operators anywhere, channel admins in their channel and its
 * tenants, tenant users only in their own tenant. Decided from the user row, never the request.
 */
export async function orgsOf(ctx: AppContext, userId: string): Promise<OrgRef[]> {
  const [u] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const ch = ctx.db.select({ id: channels.id, name: channels.name }).from(channels);
  const tn = ctx.db.select({ id: tenants.id, name: tenants.name }).from(tenants);
  if (u.level === 'platform') {
    const [cs, ts] = await Promise.all([ch.orderBy(asc(channels.id)), tn.orderBy(asc(tenants.id))]);
    return [PLATFORM_ORG, ...cs.map((c) => org(c, 'channel')), ...ts.map((t) => org(t, 'tenant'))];
  }
  if (u.level === 'channel' && u.channelId) {
    const cs = await ch.where(eq(channels.id, u.channelId));
    const ts = await tn.where(eq(tenants.channelId, u.channelId)).orderBy(asc(tenants.id));
    return [...cs.map((c) => org(c, 'channel')), ...ts.map((t) => org(t, 'tenant'))];
  }
  if (!u.tenantId) return [];
  return (await tn.where(eq(tenants.id, u.tenantId))).map((t) => org(t, 'tenant'));
}

const org = (r: { id: string; name: string }, type: OrgRef['type']): OrgRef => ({ ...r, type });

/** The scope a session gets when switching to `orgId`, or 100403 if the user may not act there. */
export async function scopeForOrg(ctx: AppContext, s: Session, orgId: string): Promise<Scope> {
  const allowed = await orgsOf(ctx, s.userId);
  const target = allowed.find((o) => o.id === orgId);
  if (!target) throw new AppError('100403');
  if (target.type === 'platform') return { channelId: null, tenantId: null, appId: null };
  if (target.type === 'channel') return { channelId: target.id, tenantId: null, appId: null };
  const [t] = await ctx.db
    .select({ channelId: tenants.channelId, appid: apps.appid })
    .from(tenants)
    .leftJoin(apps, eq(apps.tenantId, tenants.id))
    .where(eq(tenants.id, target.id))
    .orderBy(asc(apps.appid))
    .limit(1);
  return { channelId: t.channelId, tenantId: target.id, appId: t.appid };
}
