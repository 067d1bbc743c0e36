import { hash } from '@node-rs/argon2';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import type { Db } from '../../../platform/db/client.ts';
import { roleResources, roles, userRoles, users } from '../../../platform/identity/table.ts';
import { CHANNEL_A_OEM, DEMO, DEMO_TENANTS, DEMO_USERS } from '../../../platform/seed/demo-data.ts';
import { apps, channels, tenants } from '../../../platform/tenancy/table.ts';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Channel admins: the admin area below the platform level (their channel's tenants, users, roles,
 * OEM), and the workspace home's figures of their channel.
 */
const channelAdminGrants = ALL_RESOURCES.filter(
  (r) => (r.level !== 'platform' && r.module === 'aiadmin') || r.id === 'admin.home.summary',
).map((r) => r.id);
const tenantAdminGrants = ALL_RESOURCES.filter((r) => r.level === 'tenant').map((r) => r.id);
const agentGrants = ALL_RESOURCES.filter((r) => r.id === '/aihelper/agent' || r.parentId === '/aihelper/agent').map(
  (r) => r.id,
);

/** First of all: the rest of the demo data belongs to these tenants and users. */
export const order = 1;

/** The demo organisation tree of the README (channels, tenants, apps, users, roles). */
export default async function seedOrganisation(db: Db, now: number) {
  const hashes = await Promise.all(DEMO_USERS.map((u) => hash(u.password)));
  await db.transaction(async (tx) => {
    await tx.insert(channels).values([
      {
        id: DEMO.channelA,
        name: '渠道A',
        host: 'xinghe.localhost',
        oem: CHANNEL_A_OEM,
        contactName: '陈星河',
        contactPhone: '13800138001',
        tenantQuota: 50,
      },
      { id: DEMO.channelB, name: '渠道B', contactName: '李渠道', contactPhone: '13800138002' },
    ]);
    await tx.insert(tenants).values(
      DEMO_TENANTS.map((t) => ({
        id: t.id,
        channelId: t.channelId,
        name: t.name,
        corpId: t.corpId,
        modules: t.modules,
        expiresAt: new Date(now + YEAR_MS),
        userQuota: 100,
        seatQuota: 20,
      })),
    );
    await tx
      .insert(apps)
      .values(DEMO_TENANTS.map((t) => ({ id: `app-${t.id}`, tenantId: t.id, appid: t.appid, name: `${t.name} 应用` })));
    const roleRows = [
      {
        id: 'r-channel-admin-1001',
        level: 'channel' as const,
        channelId: DEMO.channelA,
        tenantId: null,
        name: '渠道管理员',
      },
      ...DEMO_TENANTS.map((t) => ({
        id: `r-tenant-admin-${t.id}`,
        level: 'tenant' as const,
        channelId: t.channelId,
        tenantId: t.id,
        name: '租户管理员',
      })),
      { id: 'r-agent-2001', level: 'tenant' as const, channelId: DEMO.channelA, tenantId: DEMO.tenant1, name: '坐席' },
    ];
    await tx.insert(roles).values(roleRows);
    const grants = roleRows.flatMap((r) => {
      const ids = r.id.startsWith('r-channel')
        ? channelAdminGrants
        : r.id.startsWith('r-agent')
          ? agentGrants
          : tenantAdminGrants;
      return ids.map((resourceId) => ({ roleId: r.id, resourceId }));
    });
    await tx.insert(roleResources).values(grants);
    await tx.insert(users).values(
      DEMO_USERS.map((u, i) => ({
        id: u.id,
        username: u.username,
        passwordHash: hashes[i],
        nickname: u.nickname,
        level: u.level,
        channelId: u.channelId,
        tenantId: u.tenantId,
        appId: u.appId,
      })),
    );
    await tx.insert(userRoles).values(DEMO_USERS.flatMap((u) => u.roles.map((roleId) => ({ userId: u.id, roleId }))));
  });
}
