import type { OrgRef, SessionGrant } from '@zhiyu/contract/modules/admin/schemas';
import type { ModuleKey } from '@zhiyu/contract/nav';
import { DEFAULT_APP_ID } from '@zhiyu/contract/rules/session';
import { eq } from 'drizzle-orm';
import { botTypesFor, effectiveResources, navFor, whiteLists } from '../../../platform/access/grants.ts';
import type { AppContext } from '../../../platform/context.ts';
import { users } from '../../../platform/identity/table.ts';
import { toUserInfo } from '../../../platform/identity/user-info.ts';
import { channels, tenants } from '../../../platform/tenancy/table.ts';
import type { Scope } from './sessions.ts';

export const PLATFORM_ORG: OrgRef = { id: 'platform', name: '平台', type: 'platform' };

export async function currentOrg(
  ctx: AppContext,
  scope: Scope,
): Promise<{ org: OrgRef; corpId: string | null; modules: ModuleKey[] | null }> {
  if (scope.tenantId) {
    const [t] = await ctx.db
      .select({ id: tenants.id, name: tenants.name, corpId: tenants.corpId, modules: tenants.modules })
      .from(tenants)
      .where(eq(tenants.id, scope.tenantId));
    if (t) return { org: { id: t.id, name: t.name, type: 'tenant' }, corpId: t.corpId, modules: t.modules };
  }
  if (scope.channelId) {
    const [c] = await ctx.db
      .select({ id: channels.id, name: channels.name })
      .from(channels)
      .where(eq(channels.id, scope.channelId));
    if (c) return { org: { ...c, type: 'channel' }, corpId: null, modules: null };
  }
  return { org: PLATFORM_ORG, corpId: null, modules: null };
}

/** What login, SSO exchange and organisation switch return (requirements §6, §3). */
export async function buildGrant(
  ctx: AppContext,
  userId: string,
  scope: Scope,
  uuid: string,
): Promise<{ grant: SessionGrant; granted: Set<string> }> {
  const [u] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const { org, corpId, modules } = await currentOrg(ctx, scope);
  const granted = await effectiveResources(ctx.db, { id: u.id, level: u.level }, scope.tenantId ? modules : null);
  const grant: SessionGrant = {
    userInfo: toUserInfo(u),
    appId: scope.appId ?? DEFAULT_APP_ID,
    channelId: scope.channelId,
    corpId,
    uuid,
    botTypes: botTypesFor(scope.tenantId ? modules : null),
    nav_data: navFor(granted),
    ...whiteLists(granted),
    currentOrg: org,
  };
  return { grant, granted };
}
