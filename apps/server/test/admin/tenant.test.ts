import { listApps } from '@zhiyu/contract/modules/admin/app';
import { createChannel } from '@zhiyu/contract/modules/admin/channel';
import {
  createTenant,
  deleteTenant,
  listChannelTenants,
  listTenantOptions,
  listTenants,
  updateTenant,
} from '@zhiyu/contract/modules/admin/tenant';
import { listOrgs as orgsEndpoint } from '@zhiyu/contract/modules/admin/user';
import { listTags } from '@zhiyu/contract/modules/aicall/tag';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleResources, users } from '../../src/platform/identity/table.ts';
import { tenants } from '../../src/platform/tenancy/table.ts';
import { call, login, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';
import { auditOf, orgClient, tokens } from '../helpers/org.ts';

interface Tenant {
  id: string;
  name: string;
  corpId: string;
  channelId: string;
  channelName: string;
  expiresAt: number | null;
  modules: string[];
  status: 0 | 1;
  userCount: number;
  appid?: string;
  adminUsername?: string | null;
}
interface Page<T> {
  list: T[];
  total: number;
}

const DAY = 86_400_000;
let t: TestApp;
let tk: Record<string, string>;
let api: ReturnType<typeof orgClient>;
let channelC: string;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  tk = await tokens(t, 'admin', 'channel', 'tenant');
  api = orgClient(t);
  const c = await api.post<{ id: string }>(createChannel, tk.admin, { name: '租户测试渠道', tenantQuota: 1 });
  channelC = c.body.data.id;
});
afterAll(() => t.close());

const refused = (run: () => Promise<{ body: { code: string; msg: string } }>, code: string) =>
  expectRefused(t.db, run, code);

const future = () => Date.now() + 30 * DAY;
const tenantBody = (over: Record<string, unknown> = {}) => ({
  name: '新租户',
  corpId: `corp-${Math.random().toString(36).slice(2, 10)}`,
  channelId: channelC,
  contactName: '赵六',
  contactPhone: '13700001111',
  expiresAt: future(),
  userQuota: 10,
  seatQuota: 5,
  modules: ['aicall', 'aikb'],
  ...over,
});

describe('tenants (/aiadmin/tenant/add)', () => {
  let created: Tenant;

  it('creates a tenant with its first app and admin; the admin sees only the enabled modules', async () => {
    const r = await api.post<Tenant>(
      createTenant,
      tk.admin,
      tenantBody({ adminUsername: 'newadmin', adminPassword: 'Brand-New#2026' }),
    );
    expect(r.body.code, r.body.msg).toBe('000000');
    created = r.body.data;
    expect(created).toMatchObject({ channelId: channelC, modules: ['aicall', 'aikb'], status: 1, userCount: 1 });
    expect(created.appid).toMatch(/^\d{8}$/);
    expect(created.adminUsername).toBe('newadmin');
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, created.id));
    expect(row.modules).toEqual(['index', 'bot', 'aicall', 'aikb']);
    const s = await tokenFor(t.app, 'newadmin', 'Brand-New#2026');
    expect(s.userInfo.mustChangePassword).toBe(true);
    const top = (s.nav_data as { path: string }[]).map((n) => n.path);
    expect(top.sort()).toEqual(['/aicall', '/aikb', '/bot', '/index']);
    expect(s.apiWhiteList).toContain('aicall.tag.list');
    expect(s.apiWhiteList).not.toContain('admin.app.list');
    const tags = await call(t.app, { method: 'GET', url: listTags.path, token: s.authorization });
    expect(tags.body.code).toBe('000000');
    const trail = await t.db.select().from((await import('../../src/platform/audit/table.ts')).auditLogs);
    const mine = trail.filter((a) => a.tenantId === created.id).map((a) => a.entity);
    expect(mine.sort()).toEqual(['app', 'role', 'tenant', 'user']);
    expect(JSON.stringify(trail)).not.toContain('Brand-New#2026');
  });

  it('enforces the channel tenant quota (140006), changing nothing', async () => {
    const msg = await refused(() => api.post(createTenant, tk.admin, tenantBody()), '140006');
    expect(msg).toContain('1');
  });

  it('refuses bad input, each changing nothing', async () => {
    const b = (o: Record<string, unknown>) => tenantBody({ channelId: '1002', ...o });
    await refused(() => api.post(createTenant, tk.admin, b({ corpId: 'corp2001' })), '100003');
    await refused(() => api.post(createTenant, tk.admin, b({ expiresAt: Date.now() - DAY })), '100001');
    await refused(() => api.post(createTenant, tk.admin, b({ contactPhone: '555' })), '100001');
    await refused(() => api.post(createTenant, tk.admin, b({ channelId: 'no-such-channel' })), '100002');
    await refused(() => api.post(createTenant, tk.admin, b({ channelId: undefined })), '100001');
    await refused(() => api.post(createTenant, tk.admin, b({ modules: ['aicall', 'nosuch'] })), '100001');
    await refused(() => api.post(createTenant, tk.admin, b({ userQuota: -1 })), '100001');
    await refused(() => api.post(createTenant, tk.admin, b({ adminUsername: 'abc' })), '100001');
    await refused(
      () => api.post(createTenant, tk.admin, b({ adminUsername: 'tenant', adminPassword: 'Good-Pass#2026' })),
      '100003',
    );
    await refused(
      () => api.post(createTenant, tk.admin, b({ adminUsername: 'someone', adminPassword: 'password' })),
      '110004',
    );
    await refused(
      () =>
        api.post(
          createTenant,
          tk.admin,
          b({ adminUsername: 'someone', adminPassword: 'Good-Pass#2026', userQuota: 0 }),
        ),
      '140005',
    );
    await refused(() => api.post(updateTenant, tk.admin, { ...b({}), id: '2002', corpId: 'corp2001' }), '100003');
  });

  it('edits a tenant with an audit record; a user quota below its users is refused', async () => {
    const r = await api.post<Tenant>(updateTenant, tk.admin, {
      ...tenantBody({ corpId: created.corpId, modules: ['aicall', 'aikb', 'aitext'] }),
      id: created.id,
      name: '新租户改',
    });
    expect(r.body.data).toMatchObject({ name: '新租户改', modules: ['aicall', 'aitext', 'aikb'] });
    // The first admin's role is granted the module switched on.
    const grants = await t.db
      .select()
      .from(roleResources)
      .where(eq(roleResources.roleId, `r-tenant-admin-${created.id}`));
    expect(grants.map((g) => g.resourceId)).toContain('/aitext/textSessionRecord');
    const trail = await auditOf(t, 'tenant', created.id);
    expect(trail.at(-1)?.before).toMatchObject({ name: '新租户' });
    expect(trail.at(-1)?.after).toMatchObject({ name: '新租户改' });
    await refused(
      () =>
        api.post(updateTenant, tk.admin, { ...tenantBody({ corpId: created.corpId, userQuota: 0 }), id: created.id }),
      '100001',
    );
  });

  it('refuses deleting a tenant with users (140002); an empty one goes with its apps', async () => {
    const msg = await refused(() => api.post(deleteTenant, tk.admin, { id: created.id }), '140002');
    expect(msg).toContain('1');
    const empty = await api.post<Tenant>(createTenant, tk.admin, tenantBody({ channelId: '1002' }));
    expect(empty.body.code).toBe('000000');
    const del = await api.post(deleteTenant, tk.admin, { id: empty.body.data.id });
    expect(del.body.code).toBe('000000');
    const apps = await api.get<Page<{ tenantId: string }>>(listApps, tk.admin, { tenantId: empty.body.data.id });
    expect(apps.body.data.total).toBe(0);
  });
});

describe('tenant scope', () => {
  it('a channel admin lists and creates only in their own channel', async () => {
    const list = await api.get<Page<Tenant>>(listTenants, tk.channel, { pageSize: 100 });
    expect(list.body.data.list.every((x) => x.channelId === '1001')).toBe(true);
    expect(list.body.data.list.map((x) => x.id)).not.toContain('2003');
    const ct = await api.get<Page<Tenant>>(listChannelTenants, tk.channel, { channelId: '1001' });
    expect(ct.body.data.list.map((x) => x.id).sort()).toEqual(['2001', '2002']);
    await refused(() => api.get(listChannelTenants, tk.channel, { channelId: '1002' }), '140008');
    await refused(() => api.post(createTenant, tk.channel, tenantBody({ channelId: '1002' })), '140008');
    await refused(
      () =>
        api.post(updateTenant, tk.channel, {
          ...tenantBody({ corpId: 'corp2003' }),
          channelId: undefined,
          id: '2003',
        }),
      '140008',
    );
    await refused(() => api.post(deleteTenant, tk.channel, { id: '2003' }), '140008');
    // A tenant of their own channel cannot be moved to another channel by them.
    await refused(
      () =>
        api.post(updateTenant, tk.channel, { ...tenantBody({ corpId: 'corp2002', channelId: '1002' }), id: '2002' }),
      '140008',
    );
    const mine = await api.post<Tenant>(createTenant, tk.channel, tenantBody({ channelId: undefined }));
    expect(mine.body.data.channelId).toBe('1001');
    const opts = await api.get<{ id: string }[]>(listTenantOptions, tk.channel);
    expect(opts.body.data.map((o) => o.id)).not.toContain('2003');
  });

  it('the operator sees every channel’s tenants; a tenant admin none of the tenant screens', async () => {
    const ct = await api.get<Page<Tenant>>(listChannelTenants, tk.admin, { channelId: '1002' });
    expect(ct.body.data.list.map((x) => x.id)).toContain('2003');
    expect(ct.body.data.list.every((x) => x.channelId === '1002')).toBe(true);
    const row = ct.body.data.list.find((x) => x.id === '2003');
    expect(row).toMatchObject({ userCount: 1, channelName: '渠道B', modules: ['aicall', 'aiadmin', 'aitext'] });
    await refused(() => api.get(listTenants, tk.tenant), '100403');
    await refused(() => api.get(listChannelTenants, tk.tenant), '100403');
    await refused(() => api.post(createTenant, tk.tenant, tenantBody()), '100403');
    await refused(
      () => api.post(updateTenant, tk.tenant, { ...tenantBody({ corpId: 'corp2001' }), id: '2001' }),
      '100403',
    );
  });
});

describe('tenant status and expiry end sessions at once', () => {
  const body2001 = (o: Record<string, unknown>) => ({
    ...tenantBody({
      corpId: 'corp2001',
      channelId: '1001',
      name: '知语演示租户',
      modules: ['aicall', 'learnself', 'aihelper', 'aiadmin', 'aitext', 'aikb', 'botcall'],
    }),
    userQuota: 100,
    id: '2001',
    ...o,
  });
  const tagList = (token: string) => call(t.app, { method: 'GET', url: listTags.path, token });

  it('disabling a tenant refuses its users’ next request (930008) and their sign-in', async () => {
    const agent = (await tokenFor(t.app, 'tenant', 'Tenant@2026')).authorization;
    expect((await tagList(agent)).body.code).toBe('000000');
    expect((await api.post(updateTenant, tk.admin, body2001({ status: 0 }))).body.code).toBe('000000');
    expect((await tagList(agent)).body.code).toBe('930008');
    expect((await login(t.app, 'tenant', 'Tenant@2026')).body.code).toBe('930008');
    expect((await api.post(updateTenant, tk.admin, body2001({ status: 1 }))).body.code).toBe('000000');
    expect((await tagList(agent)).body.code).toBe('000000');
  });

  it('an expiry set in the past refuses the next request and sign-in (999986)', async () => {
    const agent = (await tokenFor(t.app, 'agent', 'Agent@2026')).authorization;
    const me = () => call(t.app, { method: 'GET', url: orgsEndpoint.path, token: agent });
    expect((await me()).body.code).toBe('000000');
    expect((await api.post(updateTenant, tk.admin, body2001({ expiresAt: Date.now() - 1000 }))).body.code).toBe(
      '000000',
    );
    expect((await me()).body.code).toBe('999986');
    expect((await login(t.app, 'agent', 'Agent@2026')).body.code).toBe('999986');
    expect((await api.post(updateTenant, tk.admin, body2001({ expiresAt: future() }))).body.code).toBe('000000');
    expect((await login(t.app, 'agent', 'Agent@2026')).body.code).toBe('000000');
  });

  it('a tenant reaching its expiry date while signed in is refused from then on (999986)', async () => {
    const soon = Date.now() + 60_000;
    expect((await api.post(updateTenant, tk.admin, body2001({ expiresAt: soon }))).body.code).toBe('000000');
    const agent = (await tokenFor(t.app, 'agent', 'Agent@2026')).authorization;
    const me = () => call(t.app, { method: 'GET', url: orgsEndpoint.path, token: agent });
    expect((await me()).body.code).toBe('000000');
    t.advance(120_000);
    expect((await me()).body.code).toBe('999986');
    expect((await login(t.app, 'agent', 'Agent@2026')).body.code).toBe('999986');
    const [u] = await t.db.select({ s: users.status }).from(users).where(eq(users.username, 'agent'));
    expect(u.s).toBe('enabled');
  });
});

describe('tenant quota under concurrency and moves', () => {
  it('five parallel creates into a channel with room for two: exactly two succeed, the rest 140006', async () => {
    const c = await api.post<{ id: string }>(createChannel, tk.admin, { name: '并发渠道', tenantQuota: 2 });
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        api.post<Tenant>(createTenant, tk.admin, tenantBody({ channelId: c.body.data.id, corpId: `race-${i}` })),
      ),
    );
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual(['000000', '000000', '140006', '140006', '140006']);
    const list = await api.get<Page<Tenant>>(listTenants, tk.admin, { channelId: c.body.data.id });
    expect(list.body.data.total).toBe(2);
    const ids = results.filter((r) => r.body.code === '000000').map((r) => r.body.data.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('the operator moving a tenant into a full channel is refused (140006); into one with room it moves', async () => {
    const full = await api.post<{ id: string }>(createChannel, tk.admin, { name: '满渠道', tenantQuota: 0 });
    const move = (channelId: string) =>
      api.post<Tenant>(updateTenant, tk.admin, {
        ...tenantBody({ corpId: 'corp2002', name: '隔离租户乙 ISO-MARK-T2', modules: ['aihelper', 'aiadmin', 'aikb'] }),
        userQuota: 100,
        id: '2002',
        channelId,
      });
    await refused(() => move(full.body.data.id), '140006');
    const moved = await move('1002');
    expect(moved.body.data).toMatchObject({ channelId: '1002', channelName: '渠道B' });
    expect((await move('1001')).body.data.channelId).toBe('1001');
  });
});
