import { hash } from '@node-rs/argon2';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import type { Db } from '../../src/platform/db/client.ts';
import { roleResources, roles, userRoles, users } from '../../src/platform/identity/table.ts';
import { DEMO, TENANT_MODULES } from '../../src/platform/seed/demo-data.ts';
import { apps, tenants } from '../../src/platform/tenancy/table.ts';

export interface ExtraTenant {
  tenantId: string;
  username: string;
  password: string;
}

/**
 * `n` more tenants under channel A, each with every tenant module, an app and a tenant admin
 * holding every tenant-level grant — for tests that need many tenants at once.
 */
export async function extraTenants(db: Db, n: number, now = Date.now()): Promise<ExtraTenant[]> {
  const password = 'Extra-Tenant@2026';
  const passwordHash = await hash(password);
  const grants = ALL_RESOURCES.filter((r) => r.level === 'tenant').map((r) => r.id);
  const list = Array.from({ length: n }, (_, i) => ({
    tenantId: `9${String(i).padStart(3, '0')}`,
    username: `extra${i}`,
    appid: `4${String(i).padStart(7, '0')}`,
  }));
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values(
      list.map((t) => ({
        id: t.tenantId,
        channelId: DEMO.channelA,
        name: `测试租户 ${t.tenantId}`,
        corpId: `corp${t.tenantId}`,
        modules: TENANT_MODULES,
        expiresAt: new Date(now + 86_400_000),
      })),
    );
    await tx
      .insert(apps)
      .values(list.map((t) => ({ id: `app-${t.tenantId}`, tenantId: t.tenantId, appid: t.appid, name: t.appid })));
    await tx.insert(roles).values(
      list.map((t) => ({
        id: `r-${t.tenantId}`,
        level: 'tenant' as const,
        channelId: DEMO.channelA,
        tenantId: t.tenantId,
        name: '租户管理员',
      })),
    );
    await tx
      .insert(roleResources)
      .values(list.flatMap((t) => grants.map((resourceId) => ({ roleId: `r-${t.tenantId}`, resourceId }))));
    await tx.insert(users).values(
      list.map((t) => ({
        id: `u-${t.username}`,
        username: t.username,
        passwordHash,
        nickname: t.username,
        level: 'tenant' as const,
        channelId: DEMO.channelA,
        tenantId: t.tenantId,
        appId: t.appid,
      })),
    );
    await tx.insert(userRoles).values(list.map((t) => ({ userId: `u-${t.username}`, roleId: `r-${t.tenantId}` })));
  });
  return list.map((t) => ({ tenantId: t.tenantId, username: t.username, password }));
}
