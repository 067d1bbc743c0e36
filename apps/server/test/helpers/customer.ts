import { hash } from '@node-rs/argon2';
import { importCustomers, importCustomersStatus } from '@zhiyu/contract/modules/aicall/customer';
import {
  importCustomerBlacklist,
  importCustomerBlacklistStatus,
} from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { newId } from '../../src/platform/access/tokens.ts';
import { roleResources, roles, userRoles, users } from '../../src/platform/identity/table.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { multipart, xlsx } from '../fixtures/xlsx.ts';
import type { Api } from './api.ts';
import { call, type TestApp, tokenFor } from './app.ts';

/** A user of tenant 2001's app granted exactly these resource ids (menus, interfaces, buttons); returns a token. */
export async function tokenWith(t: TestApp, grants: string[]) {
  const id = newId();
  const username = `cu-${id.slice(0, 8)}`;
  const password = 'Customer#Pass2026';
  await t.db
    .insert(roles)
    .values({ id: `r-${id}`, level: 'tenant', channelId: DEMO.channelA, tenantId: DEMO.tenant1, name: username });
  if (grants.length)
    await t.db.insert(roleResources).values(grants.map((resourceId) => ({ roleId: `r-${id}`, resourceId })));
  await t.db.insert(users).values({
    id,
    username,
    passwordHash: await hash(password),
    nickname: username,
    level: 'tenant',
    channelId: DEMO.channelA,
    tenantId: DEMO.tenant1,
    appId: DEMO.appid1,
  });
  await t.db.insert(userRoles).values({ userId: id, roleId: `r-${id}` });
  return (await tokenFor(t.app, username, password)).authorization;
}

const qs = (q: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** GET/POST of an endpoint with a token; the envelope comes back parsed. */
export function client(t: TestApp) {
  const get = <T = unknown>(endpoint: Api, token: string, q: Record<string, unknown> = {}) =>
    call<T>(t.app, { method: 'GET', url: `${endpoint.path}?${qs(q)}`, token });
  const post = <T = unknown>(endpoint: Api, token: string, payload: unknown) =>
    call<T>(t.app, {
      method: 'POST',
      url: `${endpoint.path}`,
      token,
      payload: payload as Record<string, unknown>,
    });
  return { get, post };
}

/** Polls a job status until it settles, as the dialog and the export button do. */
export async function waitJob<T extends { status: number | boolean }>(t: TestApp, url: string, token: string) {
  for (let i = 0; i < 400; i++) {
    const r = await call<T>(t.app, { method: 'GET', url, token });
    if (r.body.code !== '000000') return r.body as unknown as T & { code: string };
    const s = r.body.data.status;
    if (s === 1 || s === 2 || s === true || (r.body.data as { message?: string }).message) return r.body.data;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error(`job at ${url} did not finish`);
}

/** The import and its status endpoint of each resource the tests import into. */
const IMPORTS = {
  customer: [importCustomers, importCustomersStatus],
  'customer-blacklist': [importCustomerBlacklist, importCustomerBlacklistStatus],
} as const;

/** Uploads a workbook (rows, or a ready buffer) to an import endpoint and waits for its status. */
export async function importFile(
  t: TestApp,
  base: keyof typeof IMPORTS,
  token: string,
  rows: unknown[][] | Buffer,
  name = 'in.xlsx',
) {
  const data = Buffer.isBuffer(rows) ? rows : await xlsx(rows);
  const r = await call<{ jobId: string }>(t.app, {
    method: 'POST',
    url: IMPORTS[base][0].path,
    token,
    ...multipart([{ name, data }]),
  });
  if (r.body.code !== '000000') throw new Error(JSON.stringify(r.body));
  const jobId = r.body.data.jobId;
  const s = await waitJob<{ status: number; message: string; hasErrorFile?: boolean }>(
    t,
    `${IMPORTS[base][1].path}?jobId=${jobId}`,
    token,
  );
  return { jobId, ...s };
}
