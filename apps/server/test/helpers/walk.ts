import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hash } from '@node-rs/argon2';
import type { Endpoint } from '@zhiyu/contract/endpoint';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import type { FastifyInstance } from 'fastify';
import { newId } from '../../src/platform/access/tokens.ts';
import type { Db } from '../../src/platform/db/client.ts';
import { sheetRows } from '../../src/platform/excel/reader.ts';
import { bufferSource } from '../../src/platform/excel/zip.ts';
import { roleResources, roles, userRoles, users } from '../../src/platform/identity/table.ts';
import { DEMO, DEMO_TENANTS, DEMO_USERS } from '../../src/platform/seed/demo-data.ts';
import { call } from './app.ts';

const CONTRACT_MODULES = path.resolve(import.meta.dirname, '../../../../packages/contract/src/modules');

/** Every endpoint object exported by any contract module file. */
export async function contractEndpoints(): Promise<Endpoint[]> {
  const out: Endpoint[] = [];
  for (const mod of readdirSync(CONTRACT_MODULES, { withFileTypes: true })) {
    if (!mod.isDirectory()) continue;
    for (const f of readdirSync(path.join(CONTRACT_MODULES, mod.name))) {
      if (!f.endsWith('.ts')) continue;
      const exports = await import(pathToFileURL(path.join(CONTRACT_MODULES, mod.name, f)).href);
      for (const v of Object.values(exports)) {
        const e = v as Partial<Endpoint>;
        if (
          e &&
          typeof e === 'object' &&
          typeof e.id === 'string' &&
          typeof e.path === 'string' &&
          e.method &&
          e.response
        )
          out.push(e as Endpoint);
      }
    }
  }
  return out;
}

/**
 * Calls an endpoint with its contract example as input. A binary endpoint that answers a file
 * (a data board's workbook) reads as success with the sheet's cells as `data`, so the leak check
 * looks inside the workbook; its refusals are JSON like any other reply.
 */
export async function callExample(app: FastifyInstance, e: Endpoint, token: string) {
  const q = e.example?.query;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q ?? {})) params.set(k, String(v));
  const qs = q ? `?${params.toString()}` : '';
  const hasBody = e.method !== 'GET' && e.method !== 'DELETE';
  const opts = {
    method: e.method,
    url: `${e.path}${qs}`,
    token,
    ...(hasBody ? { payload: (e.example?.body ?? {}) as Record<string, unknown> } : {}),
  };
  if (e.kind !== 'binary') return call(app, opts);
  const res = await app.inject({ method: e.method, url: opts.url, headers: { authorization: token } });
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('application/json')) return call(app, opts);
  const cells: string[][] = [];
  if (type.includes('spreadsheetml'))
    for await (const r of sheetRows(bufferSource(res.rawPayload))) cells.push(r.cells);
  return { status: res.statusCode, headers: res.headers, body: { code: '000000', msg: '', data: cells } };
}

let cachedHash: Promise<string> | undefined;
/** Every walk user has the same password: hash it once (argon2 is slow on purpose). */
const walkHash = (password: string) => {
  cachedHash ??= hash(password);
  return cachedHash;
};

/** A tenant-1 user whose only role grants every tenant-level resource except `codes`. */
export async function userWithout(db: Db, codes: readonly string[]): Promise<{ username: string; password: string }> {
  const code = codes.join(',');
  const id = newId();
  const username = `walk-${id.slice(0, 8)}`;
  const password = 'Walk#Pass2026';
  await db
    .insert(roles)
    .values({ id, level: 'tenant', channelId: DEMO.channelA, tenantId: DEMO.tenant1, name: `walk ${code}` });
  const grants = ALL_RESOURCES.filter((r) => r.level === 'tenant' && !codes.includes(r.id));
  await db.insert(roleResources).values(grants.map((r) => ({ roleId: id, resourceId: r.id })));
  await db.insert(users).values({
    id,
    username,
    passwordHash: await walkHash(password),
    nickname: username,
    level: 'tenant',
    channelId: DEMO.channelA,
    tenantId: DEMO.tenant1,
    appId: DEMO.appid1,
  });
  await db.insert(userRoles).values({ userId: id, roleId: id });
  return { username, password };
}

/** Strings that must never reach a tenant-1 caller: ids, names and markers of tenants 2 and 3. */
export function foreignMarkers(): string[] {
  const others = DEMO_TENANTS.filter((t) => t.id !== DEMO.tenant1);
  const otherUsers = DEMO_USERS.filter((u) => u.tenantId && u.tenantId !== DEMO.tenant1);
  return [
    DEMO.marker,
    ...others.flatMap((t) => [`"${t.id}"`, t.name, t.corpId, t.appid, `r-tenant-admin-${t.id}`]),
    ...otherUsers.flatMap((u) => [`"${u.username}"`, u.id, u.nickname]),
  ];
}
