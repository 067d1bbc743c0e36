import { login as loginEndpoint } from '@zhiyu/contract/modules/admin/auth';
import { LoginResult } from '@zhiyu/contract/modules/admin/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '../../../src/modules/admin/auth/table.ts';
import { users } from '../../../src/platform/identity/table.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { tenants } from '../../../src/platform/tenancy/table.ts';
import { login, PASSWORDS, type TestApp, testApp } from '../../helpers/app.ts';
import { dbDigest } from '../../helpers/db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off' });
});
afterAll(() => t.close());

const paths = (nav: unknown): string[] =>
  (nav as { path: string; children?: unknown[] }[]).flatMap((n) => [n.path, ...paths(n.children ?? [])]);

describe('login', () => {
  it('returns the session grant and tokens matching the contract', async () => {
    const r = await login(t.app, 'tenant', PASSWORDS.tenant);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe('000000');
    const data = LoginResult.parse(r.body.data);
    expect(data.appId).toBe(DEMO.appid1);
    expect(data.channelId).toBe(DEMO.channelA);
    expect(data.corpId).toBe('corp2001');
    expect(data.userInfo).toMatchObject({ username: 'tenant', channelId: DEMO.channelA });
    expect(data.apiWhiteList).toContain('admin.licence.view');
    expect(data.btnWhiteList).toContainEqual({ id: 'admin.licence.upload' });
    expect(data.botTypes).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(data.currentOrg).toMatchObject({ id: DEMO.tenant1, type: 'tenant' });
    expect(paths(data.nav_data)).toContain('/aicall/crm/list');
    expect(paths(data.nav_data)).not.toContain('/aiadmin/channel/user');
    expect(data.expiresIn).toBe(7200);
  });

  it('keeps the browser uuid it is given', async () => {
    const r = await login(t.app, 'tenant', PASSWORDS.tenant, { uuid: 'device-123' });
    expect(r.body.data.uuid).toBe('device-123');
  });

  it('gives the agent only the agent-assistant menus', async () => {
    const r = await login(t.app, 'agent', PASSWORDS.agent);
    const p = paths(r.body.data.nav_data);
    expect(p.sort()).toEqual(
      [
        '/aihelper',
        '/aihelper/agent',
        '/aihelper/agent/customerPortrait',
        '/aihelper/agent/intelligentFill',
        '/aihelper/agent/qualityInspection',
        '/aihelper/agent/recommend',
        '/index',
        '/index/user/setting',
      ].sort(),
    );
    // The desk's own reads and the agent's confirmations (aihelper.agent.*), nothing else.
    expect(r.body.data.apiWhiteList).toEqual(['aihelper.agent.view']);
  });

  it('gives the channel admin the channel-level admin menus and the operator everything', async () => {
    const ch = paths((await login(t.app, 'channel', PASSWORDS.channel)).body.data.nav_data);
    expect(ch).toContain('/aiadmin/channel/tenant/list');
    expect(ch).not.toContain('/aiadmin/channel/add');
    expect(ch).not.toContain('/aicall');
    const admin = paths((await login(t.app, 'admin', PASSWORDS.admin)).body.data.nav_data);
    expect(admin).toContain('/aiadmin/channel/add');
    expect(admin).toContain('/aicall/crm/list');
  });

  it('names the missing field and changes nothing', async () => {
    const before = await dbDigest(t.db);
    for (const [payload, field] of [
      [{ username: 'tenant' }, 'password'],
      [{ password: 'x' }, 'username'],
      [{ username: '', password: 'x' }, 'username'],
    ] as const) {
      const r = await t.app.inject({ method: 'POST', url: loginEndpoint.path, payload });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ code: '100001', msg: `参数错误: ${field}`, data: null });
    }
    const en = await t.app.inject({
      method: 'POST',
      url: loginEndpoint.path,
      payload: { username: 'tenant' },
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().msg).toBe('Invalid request: password');
    const bad = await t.app.inject({
      method: 'POST',
      url: loginEndpoint.path,
      body: '{bad json',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.json().code).toBe('100001');
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('answers a wrong password and an unknown user identically, and logs both', async () => {
    const a = await login(t.app, 'tenant', 'Wrong@2026');
    const b = await login(t.app, 'nobody-here', 'Wrong@2026');
    expect(a.status).toBe(400);
    expect(a.body).toEqual({ code: '110001', msg: '用户名或密码错误', data: null });
    expect(b.body).toEqual(a.body);
    const logs = await t.db.select().from(loginLogs).where(eq(loginLogs.username, 'nobody-here'));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ success: false, userId: null });
  });

  it('refuses a disabled account with 999987', async () => {
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'agent'));
    const r = await login(t.app, 'agent', PASSWORDS.agent);
    await t.db.update(users).set({ status: 'enabled' }).where(eq(users.username, 'agent'));
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('999987');
  });

  it('refuses a disabled tenant with 930008 and an expired tenant with 999986', async () => {
    await t.db.update(tenants).set({ status: 'disabled' }).where(eq(tenants.id, DEMO.tenant2));
    expect((await login(t.app, 'tenant2', PASSWORDS.tenant2)).body.code).toBe('930008');
    await t.db
      .update(tenants)
      .set({ status: 'enabled', expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tenants.id, DEMO.tenant2));
    expect((await login(t.app, 'tenant2', PASSWORDS.tenant2)).body.code).toBe('999986');
    await t.db
      .update(tenants)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(tenants.id, DEMO.tenant2));
    expect((await login(t.app, 'tenant2', PASSWORDS.tenant2)).body.code).toBe('000000');
  });

  it('refuses with 403 a user whose roles grant no menu, and drops modules the tenant lost', async () => {
    await t.db
      .update(tenants)
      .set({ modules: ['index', 'aicall'] })
      .where(eq(tenants.id, DEMO.tenant1));
    const r = await login(t.app, 'agent', PASSWORDS.agent);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('403');
    const admin = await login(t.app, 'tenant', PASSWORDS.tenant);
    expect(paths(admin.body.data.nav_data)).not.toContain('/aihelper');
    await t.db
      .update(tenants)
      .set({ modules: ['index', 'aihelper'] })
      .where(eq(tenants.id, DEMO.tenant1));
    expect((await login(t.app, 'agent', PASSWORDS.agent)).body.code).toBe('000000');
  });

  it('writes a login log row on success', async () => {
    const rows = await t.db.select().from(loginLogs).where(eq(loginLogs.userId, 'u-admin'));
    expect(rows.some((r) => r.success)).toBe(true);
  });
});
