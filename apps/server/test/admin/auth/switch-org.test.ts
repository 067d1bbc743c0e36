import {
  refreshToken as refreshTokenEndpoint,
  getSession as sessionEndpoint,
  switchOrg,
} from '@zhiyu/contract/modules/admin/auth';
import { listOrgs as orgsEndpoint } from '@zhiyu/contract/modules/admin/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off' });
});
afterAll(() => t.close());

const sw = (token: string, orgId: string) =>
  call<{ currentOrg: { id: string; type: string }; appId: string; channelId: string | null; corpId: string | null }>(
    t.app,
    {
      method: 'POST',
      url: switchOrg.path,
      token,
      payload: { orgId },
    },
  );

describe('switch-org', () => {
  it('lets the operator switch anywhere and the session keeps the new scope', async () => {
    const s = await tokenFor(t.app, 'admin', PASSWORDS.admin);
    const orgs = await call<{ id: string }[]>(t.app, {
      method: 'GET',
      url: orgsEndpoint.path,
      token: s.authorization,
    });
    expect(orgs.body.data.map((o) => o.id)).toEqual(['platform', '1001', '1002', '2001', '2002', '2003']);
    const r = await sw(s.authorization, DEMO.tenant3);
    expect(r.body.data).toMatchObject({
      currentOrg: { id: DEMO.tenant3, type: 'tenant' },
      appId: DEMO.appid3,
      corpId: 'corp2003',
    });
    const me = await call(t.app, { method: 'GET', url: sessionEndpoint.path, token: s.authorization });
    expect(me.body.data).toMatchObject({ currentOrg: { id: DEMO.tenant3 }, channelId: DEMO.channelB });
    expect((await sw(s.authorization, DEMO.channelA)).body.data.currentOrg).toMatchObject({ type: 'channel' });
    expect((await sw(s.authorization, 'platform')).body.data.currentOrg).toMatchObject({ type: 'platform' });
  });

  it('lets a channel admin switch to its own tenants only', async () => {
    const s = await tokenFor(t.app, 'channel', PASSWORDS.channel);
    const ok = await sw(s.authorization, DEMO.tenant2);
    expect(ok.body.data.currentOrg).toMatchObject({ id: DEMO.tenant2, type: 'tenant' });
    const menus = JSON.stringify(ok.body.data);
    expect(menus).toContain('/aiadmin/channel/tenant/list');
    const refused = await sw(s.authorization, DEMO.tenant3);
    expect([refused.status, refused.body.code]).toEqual([403, '100403']);
    expect((await sw(s.authorization, DEMO.channelB)).body.code).toBe('100403');
    expect((await sw(s.authorization, 'platform')).body.code).toBe('100403');
  });

  it('keeps tenant users in their own tenant', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    expect((await sw(s.authorization, DEMO.tenant1)).body.code).toBe('000000');
    for (const org of [DEMO.tenant2, DEMO.channelA, 'platform', 'nope']) {
      expect((await sw(s.authorization, org)).body.code).toBe('100403');
    }
    const me = await call(t.app, { method: 'GET', url: sessionEndpoint.path, token: s.authorization });
    expect(me.body.data).toMatchObject({ currentOrg: { id: DEMO.tenant1 } });
  });

  it('scope survives refresh and ignores tenant hints in headers or query', async () => {
    const s = await tokenFor(t.app, 'admin', PASSWORDS.admin);
    await sw(s.authorization, DEMO.tenant2);
    const r = await call<{ authorization: string }>(t.app, {
      method: 'GET',
      url: refreshTokenEndpoint.path,
      headers: { 'refresh-token': s.refreshToken },
    });
    const me = await call(t.app, {
      method: 'GET',
      url: `${sessionEndpoint.path}?tenantId=${DEMO.tenant1}`,
      token: r.body.data.authorization,
      headers: { appid: DEMO.appid1, 'x-tenant-id': DEMO.tenant1 },
    });
    expect(me.body.data).toMatchObject({ currentOrg: { id: DEMO.tenant2 }, appId: DEMO.appid2 });
  });

  it('needs an orgId', async () => {
    const s = await tokenFor(t.app, 'admin', PASSWORDS.admin);
    const r = await call(t.app, {
      method: 'POST',
      url: switchOrg.path,
      token: s.authorization,
      payload: {},
    });
    expect(r.body).toEqual({ code: '100001', msg: '参数错误: orgId', data: null });
  });
});
