/**
 * Scope matrix (issue 4 tests): the four demo roles against every endpoint of the role and
 * resource screens, in and out of scope. Targets are chosen so an allowed call changes nothing
 * for good (edits keep the name, grants are re-saved as they are, deletes meet held roles → 140001).
 */

import { accessCodes, type Endpoint } from '@zhiyu/contract/endpoint';
import { getResourceTree, updateResourceValidity } from '@zhiyu/contract/modules/admin/resource';
import {
  channelRole,
  createTenantRole,
  deleteTenantRole,
  listRoleScopes,
  listTenantRoles,
  tenantRole,
} from '@zhiyu/contract/modules/admin/role';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../src/platform/access/grants.ts';
import { roles } from '../../../src/platform/identity/table.ts';
import { api, ROLE, userHolding } from '../../helpers/admin-access.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { dbDigest } from '../../helpers/db.ts';
import { callExample, foreignMarkers, userWithout } from '../../helpers/walk.ts';

type Who = 'admin' | 'channel' | 'tenant' | 'agent';
const WHO: Who[] = ['admin', 'channel', 'tenant', 'agent'];
const OK = '000000';
const DENY = '100403';
const OUT = '140008';

let t: TestApp;
const tokens = {} as Record<Who, string>;
let ch1002Role: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  for (const w of WHO) tokens[w] = (await tokenFor(t.app, w, PASSWORDS[w])).authorization;
  const r = await api<{ id: string }>(t.app, tokens.admin, 'POST', channelRole.create.path, {
    name: '渠道B角色',
    channelId: '1002',
  });
  ch1002Role = r.body.data.id;
  // Held by someone, so deleting it without cascade is refused rather than done.
  await userHolding(t.db, [ch1002Role], { tenantId: '2003', channelId: '1002', appId: '30000003' });
});
afterAll(() => t.close());

const code = async (who: Who, method: 'GET' | 'POST', url: string, body?: unknown) =>
  (await api(t.app, tokens[who], method, url, body)).body.code;

/** Expected codes per caller, in WHO order. */
type Row = [string, () => { method: 'GET' | 'POST'; url: string; body?: unknown }, string[]];

async function sameName(id: string) {
  const [r] = await t.db.select().from(roles).where(eq(roles.id, id));
  return { id, name: r.name, description: r.description };
}

describe('scope matrix', () => {
  it('screen-wide endpoints', async () => {
    const rows: Row[] = [
      ['channel roles list', () => ({ method: 'GET', url: channelRole.list.path }), [OK, OK, DENY, DENY]],
      ['tenant roles list', () => ({ method: 'GET', url: listTenantRoles.path }), [OK, OK, OK, DENY]],
      ['role scopes', () => ({ method: 'GET', url: listRoleScopes.path }), [OK, OK, OK, DENY]],
      ['resource tree', () => ({ method: 'GET', url: getResourceTree.path }), [OK, DENY, DENY, DENY]],
      [
        'resource validity',
        () => ({ method: 'POST', url: updateResourceValidity.path, body: { id: '/aiadmin/OEM', validity: 0 } }),
        [OK, DENY, DENY, DENY],
      ],
      [
        'tenant roles of channel B',
        () => ({ method: 'GET', url: listTenantRoles.path, body: { tenantId: '2003' } }),
        [OK, OUT, OUT, DENY],
      ],
      [
        'tenant roles of tenant 2002',
        () => ({ method: 'GET', url: listTenantRoles.path, body: { tenantId: '2002' } }),
        [OK, OK, OUT, DENY],
      ],
      [
        'channel roles of channel B',
        () => ({ method: 'GET', url: channelRole.list.path, body: { channelId: '1002' } }),
        [OK, OUT, DENY, DENY],
      ],
    ];
    await check(rows);
  });

  it('channel roles in and out of the channel', async () => {
    const rows: Row[] = [];
    for (const [label, id, exp] of [
      ['own channel', 'r-channel-admin-1001', [OK, OK, DENY, DENY]],
      ['channel B', () => ch1002Role, [OK, OUT, DENY, DENY]],
    ] as const) {
      const roleId = () => (typeof id === 'function' ? id() : id);
      const held = exp.map((c) => (c === OK ? '140001' : c));
      rows.push(
        [
          `${label} grants`,
          () => ({ method: 'GET', url: channelRole.grants.path, body: { roleId: roleId() } }),
          [...exp],
        ],
        [
          `${label} edit`,
          () => ({ method: 'POST', url: channelRole.update.path, body: pending.get(roleId()) }),
          [...exp],
        ],
        [`${label} delete`, () => ({ method: 'POST', url: channelRole.remove.path, body: { id: roleId() } }), held],
      );
      pending.set(roleId(), await sameName(roleId()));
    }
    rows.push(
      [
        'add in own channel',
        () => ({
          method: 'POST',
          url: channelRole.create.path,
          body: { name: `m-${stamp()}`, channelId: '1001' },
        }),
        [OK, OK, DENY, DENY],
      ],
      [
        'add in channel B',
        () => ({
          method: 'POST',
          url: channelRole.create.path,
          body: { name: `m-${stamp()}`, channelId: '1002' },
        }),
        [OK, OUT, DENY, DENY],
      ],
    );
    await check(rows);
    await checkResave('channel', 'r-channel-admin-1001', [OK, OK, DENY, DENY]);
    await checkResave('channel', ch1002Role, [OK, OUT, DENY, DENY]);
  });

  it('tenant roles of the own tenant, a sibling tenant of the channel, and another channel', async () => {
    const targets: [string, string[]][] = [
      ['2001', [OK, OK, OK, DENY]],
      ['2002', [OK, OK, OUT, DENY]],
      ['2003', [OK, OUT, OUT, DENY]],
    ];
    const rows: Row[] = [];
    for (const [tenantId, exp] of targets) {
      const roleId = `r-tenant-admin-${tenantId}`;
      pending.set(roleId, await sameName(roleId));
      const held = exp.map((c) => (c === OK ? '140001' : c));
      rows.push(
        [`${tenantId} grants`, () => ({ method: 'GET', url: tenantRole.grants.path, body: { roleId } }), exp],
        [`${tenantId} edit`, () => ({ method: 'POST', url: tenantRole.update.path, body: pending.get(roleId) }), exp],
        [`${tenantId} delete`, () => ({ method: 'POST', url: deleteTenantRole.path, body: { id: roleId } }), held],
        [
          `${tenantId} add`,
          () => ({ method: 'POST', url: createTenantRole.path, body: { name: `m-${stamp()}`, tenantId } }),
          exp,
        ],
      );
    }
    await check(rows);
    for (const [tenantId, exp] of targets) await checkResave('tenant', `r-tenant-admin-${tenantId}`, exp);
  });

  it('lists only what lies in scope', async () => {
    const list = async (who: Who, level: keyof typeof ROLE) =>
      (
        await api<{ list: { tenantId: string | null; channelId: string | null }[] }>(
          t.app,
          tokens[who],
          'GET',
          ROLE[level].list.path,
          { pageSize: '100' },
        )
      ).body.data.list;
    expect(new Set((await list('channel', 'tenant')).map((r) => r.tenantId))).toEqual(new Set(['2001', '2002']));
    expect(new Set((await list('tenant', 'tenant')).map((r) => r.tenantId))).toEqual(new Set(['2001']));
    expect(new Set((await list('admin', 'tenant')).map((r) => r.tenantId))).toEqual(new Set(['2001', '2002', '2003']));
    expect(new Set((await list('channel', 'channel')).map((r) => r.channelId))).toEqual(new Set(['1001']));
    expect(new Set((await list('admin', 'channel')).map((r) => r.channelId))).toEqual(new Set(['1001', '1002']));
    const scopes = async (who: Who) =>
      (
        await api<{ channels: { id: string }[]; tenants: { id: string }[] }>(
          t.app,
          tokens[who],
          'GET',
          listRoleScopes.path,
        )
      ).body.data;
    expect(await scopes('tenant')).toEqual({ channels: [], tenants: [expect.objectContaining({ id: '2001' })] });
    expect((await scopes('channel')).tenants.map((x) => x.id)).toEqual(['2001', '2002']);
    expect((await scopes('admin')).channels.map((x) => x.id)).toEqual(['1001', '1002']);
  });
});

const pending = new Map<string, unknown>();
let n = 0;
const stamp = () => `${Date.now() % 100000}-${n++}`;

async function check(rows: Row[]) {
  const got: string[] = [];
  const want: string[] = [];
  for (const [label, req, exp] of rows) {
    for (const [i, who] of WHO.entries()) {
      const { method, url, body } = req();
      got.push(`${label} / ${who}: ${await code(who, method, url, body)}`);
      want.push(`${label} / ${who}: ${exp[i]}`);
    }
  }
  expect(got).toEqual(want);
}

/** Grants re-saved as the caller sees them: allowed in scope (nothing added or removed), refused outside. */
async function checkResave(level: 'channel' | 'tenant', roleId: string, exp: readonly string[]) {
  for (const [i, who] of WHO.entries()) {
    const seen = await api<{ granted: string[] }>(t.app, tokens[who], 'GET', ROLE[level].grants.path, {
      roleId,
    });
    const ids = seen.body.code === OK ? seen.body.data.granted : [];
    const r = await api<{ added: number; removed: number }>(t.app, tokens[who], 'POST', ROLE[level].grant.path, {
      roleId,
      resourceIds: ids,
    });
    expect(`${level} ${roleId} resave / ${who}: ${r.body.code}`).toBe(`${level} ${roleId} resave / ${who}: ${exp[i]}`);
    if (r.body.code === OK) expect(r.body.data).toMatchObject({ added: 0, removed: 0 });
  }
}

describe('the endpoint walk, for these endpoints only', () => {
  it('contract examples are valid input, refused without the code (100403, nothing changed), and leak nothing', async () => {
    const role = await import('@zhiyu/contract/modules/admin/role');
    const resource = await import('@zhiyu/contract/modules/admin/resource');
    const mine = ([...Object.values(role), ...Object.values(resource)] as unknown[]).filter(
      (e): e is Endpoint => !!e && typeof e === 'object' && 'path' in e && 'method' in e && 'response' in e,
    );
    expect(new Set(mine).size).toBe(15);
    const markers = foreignMarkers();
    for (const e of new Set(mine)) {
      const codes = accessCodes(e.access);
      const tenantLevel = codes.some((c) => RESOURCES.get(c)?.level === 'tenant');
      const r = await callExample(t.app, e, tenantLevel ? tokens.tenant : tokens.admin);
      expect(r.status, `${e.id} ${JSON.stringify(r.body)}`).toBeLessThan(500);
      expect(r.body.code, e.id).not.toBe('100001');
      expect(r.body.code, e.id).not.toBe('100403');
      if (tenantLevel)
        for (const m of markers) expect(JSON.stringify(r.body).includes(m), `${e.id} leaked ${m}`).toBe(false);
      const u = await userWithout(t.db, codes);
      const s = await tokenFor(t.app, u.username, u.password);
      const before = await dbDigest(t.db);
      const refused = await callExample(t.app, e, s.authorization);
      expect([refused.status, refused.body.code], e.id).toEqual([403, '100403']);
      expect(await dbDigest(t.db), e.id).toEqual(before);
    }
  }, 120_000);
});
