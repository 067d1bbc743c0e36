import {
  getLicenceInfo,
  getLoginMatrix,
  getLoginPageConfig,
  listBotModels,
  updateLicense as updateLicenseEndpoint,
} from '@zhiyu/contract/modules/admin/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLicence } from '../../scripts/licence.ts';
import { licences } from '../../src/modules/admin/licence/table.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const licence = (over: Record<string, unknown> = {}) => ({
  customer: '演示客户',
  modules: ['aicall', 'aihelper'],
  seats: 50,
  issuedAt: Date.now(),
  expiresAt: Date.now() + 30 * DAY,
  ...over,
});
const upload = (text: string) =>
  call(t.app, { method: 'POST', url: updateLicenseEndpoint.path, payload: { licence: text } });

describe('getLoginPageConfig', () => {
  it('gives the platform brand by default', async () => {
    const r = await call<{ oem: Record<string, unknown>; captchaMode: string; channelId: null }>(t.app, {
      method: 'GET',
      url: getLoginPageConfig.path,
    });
    expect(r.body.data.oem).toEqual({
      title: '知语智能对话平台',
      titleEn: 'Zhiyu AI Console',
      abbreviation: '知语',
      logo: null,
      favicon: null,
      copyright: '© 2026 知语智能',
    });
    expect(r.body.data.captchaMode).toBe('after-failures');
    expect(r.body.data.channelId).toBeNull();
  });

  it('gives the OEM of ?channelId= and of the channel configured for the Host', async () => {
    const byId = await call<{ oem: { title: string; logo: string } }>(t.app, {
      method: 'GET',
      url: `${getLoginPageConfig.path}?channelId=${DEMO.channelA}`,
    });
    expect(byId.body.data.oem.title).toBe('星河智能客服平台');
    expect(byId.body.data.oem.logo).toMatch(/^data:image\/svg\+xml/);
    const byHost = await call<{ channelId: string }>(t.app, {
      method: 'GET',
      url: getLoginPageConfig.path,
      headers: { host: 'xinghe.localhost:8080' },
    });
    expect(byHost.body.data.channelId).toBe(DEMO.channelA);
    const noOem = await call<{ oem: { title: string }; channelId: string }>(t.app, {
      method: 'GET',
      url: `${getLoginPageConfig.path}?channelId=${DEMO.channelB}`,
    });
    expect(noOem.body.data).toMatchObject({ channelId: DEMO.channelB, oem: { title: '知语智能对话平台' } });
    const unknown = await call<{ channelId: null }>(t.app, {
      method: 'GET',
      url: `${getLoginPageConfig.path}?channelId=9999`,
    });
    expect(unknown.body.data.channelId).toBeNull();
  });

  it('lists the login methods', async () => {
    const r = await call<{ methods: { type: string; enabled: boolean }[] }>(t.app, {
      method: 'GET',
      url: getLoginMatrix.path,
    });
    expect(r.body.data.methods.filter((m) => m.enabled).map((m) => m.type)).toEqual(['password', 'sso']);
  });
});

describe('licence', () => {
  it('rejects a malformed (120003), tampered (120001) or expired (120002) file and stores nothing', async () => {
    const good = JSON.parse(issueLicence(licence()));
    const tamperedPayload = Buffer.from(JSON.stringify(licence({ seats: 5000 }))).toString('base64');
    const cases: [string, string][] = [
      ['not json', '120003'],
      [JSON.stringify({ payload: 'x' }), '120003'],
      [JSON.stringify({ payload: Buffer.from('{"customer":1}').toString('base64'), signature: 'AA==' }), '120003'],
      [JSON.stringify({ ...good, payload: tamperedPayload }), '120001'],
      [JSON.stringify({ ...good, signature: Buffer.alloc(64).toString('base64') }), '120001'],
      [issueLicence(licence({ expiresAt: Date.now() - DAY })), '120002'],
    ];
    for (const [text, code] of cases) {
      const r = await upload(text);
      expect([r.status, r.body.code], text).toEqual([400, code]);
    }
    expect(await t.db.select().from(licences)).toHaveLength(0);
    expect((await upload('')).body).toMatchObject({ code: '100001', msg: '参数错误: licence' });
  });

  it('accepts a good file, stores it, and licence/info shows the latest', async () => {
    const r = await upload(issueLicence(licence({ seats: 77 })));
    expect(r.body).toMatchObject({ code: '000000', data: { seats: 77, modules: ['aicall', 'aihelper'] } });
    expect(await t.db.select().from(licences)).toHaveLength(1);
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const info = await call(t.app, { method: 'GET', url: getLicenceInfo.path, token: s.authorization });
    expect(info.body.data).toMatchObject({ customer: '演示客户', seats: 77 });
  });

  it('model list is empty until self-learning exists', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const r = await call(t.app, {
      method: 'POST',
      url: listBotModels.path,
      token: s.authorization,
      payload: {},
    });
    expect(r.body).toEqual({ code: '000000', msg: 'success', data: [] });
  });
});

describe('platform routes', () => {
  it('healthz checks the database', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(r.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('serves the SPA for client routes and a JSON 404 for unknown API paths', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    for (const url of ['/login', '/aicall/crm/list?x=1', '/some/unknown/page']) {
      const r = await t.app.inject({ method: 'GET', url, headers: html });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toContain('zhiyu-spa');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/ai-admin/nope', '/v1/aicall-web/x', '/cms/api/none', '/aihelper-api/a', '/ws/x']) {
      const r = await t.app.inject({ method: 'GET', url, headers: html });
      expect([r.statusCode, r.json()], url).toEqual([404, { code: '100404', msg: '接口不存在', data: null }]);
    }
    const post = await t.app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(post.json().code).toBe('100404');
  });

  it('serves the runtime config script', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(r.headers['content-type']).toContain('javascript');
    const cfg = JSON.parse(r.body.replace(/^window\.__ZHIYU_CONFIG__ = /, '').replace(/;\s*$/, ''));
    expect(cfg).toEqual({
      services: { admin: '', call: '', text: '', aihelper: '', kb: '', learnself: '', botcall: '', cms: '' },
      reportHost: '',
      subApps: {
        aihelperseatWeb: '',
        aitextNew: '',
        aitrain: '',
        aitrainSeat: '',
        aikb: '',
        iframe: '',
        confSdkChannelId: '',
      },
    });
  });
});
