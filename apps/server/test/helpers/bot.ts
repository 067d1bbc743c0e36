import { hash } from '@node-rs/argon2';
import type { BotDetail, BotRow } from '@zhiyu/contract/modules/bot/bot';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import { roleResources, roles, userRoles, users } from '../../src/platform/identity/table.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { apps } from '../../src/platform/tenancy/table.ts';
import type { Api } from './api.ts';
import { call, type TestApp, tokenFor } from './app.ts';

export type { BotDetail, BotRow };
export interface Page<T> {
  list: T[];
  total: number;
  totalCapped: boolean;
  pageNum: number;
  pageSize: number;
}

/** GET and POST of bot endpoints as one signed-in user: the path comes from the endpoint, the method from get or post. */
export function botClient(t: TestApp) {
  const get = <T = unknown>(endpoint: Api, token: string, query: Record<string, string | number> = {}) =>
    call<T>(t.app, {
      method: 'GET',
      url: `${endpoint.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      token,
    });
  const post = <T = BotRow>(endpoint: Api, token: string, payload: unknown, lang = 'zh-CN') =>
    call<T>(t.app, {
      method: 'POST',
      url: `${endpoint.path}`,
      token,
      payload: payload as Record<string, unknown>,
      headers: { 'accept-language': lang },
    });
  return { get, post };
}

/**
 * A second app of the demo tenant with a user holding every tenant grant: the same tenant, another
 * app (to test shared bots and the "only the bot's own app edits it" rule).
 */
export async function secondAppUser(t: TestApp): Promise<string> {
  const password = 'SecondApp@2026';
  await t.db.insert(apps).values({ id: 'app-2001-b', tenantId: DEMO.tenant1, appid: '30000009', name: '第二应用' });
  await t.db.insert(roles).values({
    id: 'r-2001-b',
    level: 'tenant',
    channelId: DEMO.channelA,
    tenantId: DEMO.tenant1,
    name: '第二应用管理员',
  });
  const grants = ALL_RESOURCES.filter((r) => r.level === 'tenant').map((r) => r.id);
  await t.db.insert(roleResources).values(grants.map((resourceId) => ({ roleId: 'r-2001-b', resourceId })));
  await t.db.insert(users).values({
    id: 'u-2001-b',
    username: 'second-app',
    passwordHash: await hash(password),
    nickname: 'second-app',
    level: 'tenant',
    channelId: DEMO.channelA,
    tenantId: DEMO.tenant1,
    appId: '30000009',
  });
  await t.db.insert(userRoles).values({ userId: 'u-2001-b', roleId: 'r-2001-b' });
  return (await tokenFor(t.app, 'second-app', password)).authorization;
}
