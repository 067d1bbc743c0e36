import { hash } from '@node-rs/argon2';
import { channelRole, tenantRole } from '@zhiyu/contract/modules/admin/role';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../src/platform/access/tokens.ts';
import type { Db } from '../../src/platform/db/client.ts';
import { userRoles, users } from '../../src/platform/identity/table.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { call } from './app.ts';

/** A tenant-1 user (or of another tenant) holding exactly the given roles. */
/** The role endpoints of each level. */
export const ROLE = { channel: channelRole, tenant: tenantRole };

export async function userHolding(
  db: Db,
  roleIds: string[],
  org: { tenantId: string; channelId: string; appId: string } = {
    tenantId: DEMO.tenant1,
    channelId: DEMO.channelA,
    appId: DEMO.appid1,
  },
) {
  const id = newId();
  const username = `acc-${id.slice(0, 8)}`;
  const password = 'Access#Pass2026';
  await db.insert(users).values({
    id,
    username,
    passwordHash: await hash(password),
    nickname: username,
    level: 'tenant',
    ...org,
  });
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
  return { id, username, password };
}

/** GET or POST to an /ai-admin path with a token; the envelope comes back parsed. */
export function api<T = unknown>(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) {
  if (method === 'GET') {
    const q = body ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
    return call<T>(app, { method, url: `${url}${q}`, token });
  }
  return call<T>(app, { method, url, token, payload: (body ?? {}) as Record<string, unknown> });
}
