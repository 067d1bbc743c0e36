import { createApp, deleteApp, listApps, updateApp } from '@zhiyu/contract/modules/admin/app';
import { switchOrg } from '@zhiyu/contract/modules/admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../helpers/api.ts';
import { type TestApp, testApp } from '../../helpers/app.ts';
import { expectRefused } from '../../helpers/db.ts';
import { auditOf, orgClient, tokens } from '../../helpers/org.ts';

interface App {
  id: string;
  appid: string;
  name: string;
  tenantId: string;
  tenantName: string;
  status: 0 | 1;
  userCount: number;
}
interface Page<T> {
  list: T[];
  total: number;
}

let t: TestApp;
let tk: Record<string, string>;
let api: ReturnType<typeof orgClient>;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  tk = await tokens(t, 'admin', 'channel', 'tenant', 'tenant3');
  api = orgClient(t);
});
afterAll(() => t.close());

const refused = (run: () => Promise<{ body: { code: string; msg: string } }>, code: string) =>
  expectRefused(t.db, run, code);

const ids = async (token: string, q: Record<string, string | number> = {}) =>
  (await api.get<Page<App>>(listApps, token, { pageSize: 100, ...q })).body.data.list.map((a) => a.tenantId);

describe('apps (/aiadmin/tenant/app/list)', () => {
  it('each role lists the apps of its scope only', async () => {
    expect(new Set(await ids(tk.tenant))).toEqual(new Set(['2001']));
    expect(new Set(await ids(tk.channel))).toEqual(new Set(['2001', '2002']));
    expect(new Set(await ids(tk.admin))).toEqual(new Set(['2001', '2002', '2003']));
    // A tenant admin filtering for another tenant still sees nothing of it.
    expect(await ids(tk.tenant, { tenantId: '2003' })).toEqual([]);
    const own = (await api.get<Page<App>>(listApps, tk.tenant)).body.data.list[0];
    expect(own).toMatchObject({ appid: '30000001', userCount: 2, status: 1 });
  });

  it('a tenant admin creates, renames, disables and deletes an app, each audited', async () => {
    const c = await api.post<App>(createApp, tk.tenant, { name: '第二个应用' });
    expect(c.body.code, c.body.msg).toBe('000000');
    expect(c.body.data).toMatchObject({ tenantId: '2001', status: 1, userCount: 0 });
    expect(c.body.data.appid).toMatch(/^\d{8}$/);
    const e = await api.post<App>(updateApp, tk.tenant, { id: c.body.data.id, name: '改名应用', status: 0 });
    expect(e.body.data).toMatchObject({ name: '改名应用', status: 0, appid: c.body.data.appid });
    expect((await api.post(deleteApp, tk.tenant, { id: c.body.data.id })).body.code).toBe('000000');
    const trail = await auditOf(t, 'app', c.body.data.id);
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[1].before).toMatchObject({ name: '第二个应用', status: 1 });
    expect(trail[1].after).toMatchObject({ name: '改名应用', status: 0 });
  });

  it('refuses deleting an app users work in (140011, with the count)', async () => {
    const msg = await refused(() => api.post(deleteApp, tk.tenant, { id: 'app-2001' }), '140011');
    expect(msg).toContain('2');
  });

  it('refuses apps outside the caller’s scope (140008) and bad input, changing nothing', async () => {
    await refused(() => api.post(createApp, tk.tenant, { name: '越权', tenantId: '2003' }), '140008');
    await refused(() => api.post(updateApp, tk.tenant, { id: 'app-2003', name: '越权' }), '140008');
    await refused(() => api.post(deleteApp, tk.tenant, { id: 'app-2003' }), '140008');
    await refused(() => api.post(updateApp, tk.channel, { id: 'app-2003', name: '越权' }), '140008');
    await refused(() => api.post(createApp, tk.channel, { name: '越权', tenantId: '2003' }), '140008');
    await refused(() => api.post(createApp, tk.admin, { name: '无租户' }), '100001');
    await refused(() => api.post(createApp, tk.admin, { name: '未知租户', tenantId: 'nope' }), '100002');
    await refused(() => api.post(createApp, tk.tenant, { name: '' }), '100001');
    await refused(() => api.post(updateApp, tk.tenant, { id: 'app-none', name: 'x' }), '100002');
  });

  it('a channel admin and the operator create apps in tenants they administer', async () => {
    const ch = await api.post<App>(createApp, tk.channel, { name: '渠道建的应用', tenantId: '2002' });
    expect(ch.body.data.tenantId).toBe('2002');
    const op = await api.post<App>(createApp, tk.admin, { name: '平台建的应用', tenantId: '2003' });
    expect(op.body.data.tenantId).toBe('2003');
    expect(await ids(tk.tenant3)).not.toContain('2001');
  });
});

describe('an operator acting in a tenant', () => {
  it('creates apps in the tenant they switched to when no tenant is named', async () => {
    const s = await tokens(t, 'admin');
    const sw = await callApi(t.app, switchOrg, { token: s.admin, body: { orgId: '2002' } });
    expect(sw.body.code).toBe('000000');
    const r = await api.post<App>(createApp, s.admin, { name: '代建应用' });
    expect(r.body.data.tenantId).toBe('2002');
  });
});
