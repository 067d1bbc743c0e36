import { login as loginEndpoint, verifyCodeGet } from '@zhiyu/contract/modules/admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peekCaptcha } from '../../../src/modules/admin/auth/captcha.ts';
import { call, login, PASSWORDS, type TestApp, testApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Each test signs in from its own address so the per-IP counter only counts what it means to. */
const from = (ip: string) => ({ remoteAddress: ip });

async function attempt(username: string, password: string, ip: string, extra: Record<string, unknown> = {}) {
  const r = await t.app.inject({
    method: 'POST',
    url: loginEndpoint.path,
    payload: { username, password, ...extra },
    ...from(ip),
  });
  return { status: r.statusCode, headers: r.headers, body: r.json() };
}

async function captcha(username?: string) {
  const r = await call<{ required: boolean; captcha: { captchaId: string; image: string } | null }>(t.app, {
    method: 'POST',
    url: verifyCodeGet.path,
    payload: username ? { username } : {},
  });
  return r.body.data;
}

describe('verify-code', () => {
  it('GET returns an svg image and an id whose answer is stored', async () => {
    const r = await call<{ captchaId: string; image: string }>(t.app, {
      method: 'GET',
      url: verifyCodeGet.path,
    });
    expect(r.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await peekCaptcha(t.kv, r.body.data.captchaId)).toMatch(/^[a-z0-9]{4}$/);
  });

  it('POST says no captcha is needed for a fresh account', async () => {
    expect(await captcha('tenant')).toEqual({ required: false, captcha: null });
  });
});

describe('throttling (after-failures mode)', () => {
  it('asks for a captcha after 3 failures: 881055 without, 110003 wrong, success with a right one', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('agent', 'bad', '10.0.0.1')).body.code).toBe('110001');
    const silent = await attempt('agent', PASSWORDS.agent, '10.0.0.1');
    expect(silent.body.code).toBe('881055');
    const c = await captcha('agent');
    expect(c.required).toBe(true);
    const wrong = await attempt('agent', PASSWORDS.agent, '10.0.0.1', {
      captchaId: c.captcha!.captchaId,
      verifyCode: 'zzzz',
    });
    expect(wrong.body.code).toBe('110003');
    expect(await peekCaptcha(t.kv, c.captcha!.captchaId)).toBeNull();
    const c2 = await captcha('agent');
    const code = (await peekCaptcha(t.kv, c2.captcha!.captchaId))!;
    const ok = await attempt('agent', PASSWORDS.agent, '10.0.0.1', {
      captchaId: c2.captcha!.captchaId,
      verifyCode: code.toUpperCase(),
    });
    expect(ok.body.code).toBe('000000');
    const reused = await attempt('agent', 'bad', '10.0.0.1', { captchaId: c2.captcha!.captchaId, verifyCode: code });
    // Success reset the counter, so no captcha is asked; the password is simply wrong.
    expect(reused.body.code).toBe('110001');
  });

  it('a consumed captcha cannot be used twice', async () => {
    for (let i = 0; i < 3; i++) await attempt('channel', 'bad', '10.0.0.2');
    const c = await captcha('channel');
    const code = (await peekCaptcha(t.kv, c.captcha!.captchaId))!;
    expect(
      (await attempt('channel', 'bad', '10.0.0.2', { captchaId: c.captcha!.captchaId, verifyCode: code })).body.code,
    ).toBe('110001');
    const again = await attempt('channel', PASSWORDS.channel, '10.0.0.2', {
      captchaId: c.captcha!.captchaId,
      verifyCode: code,
    });
    expect(again.body.code).toBe('110003');
  });

  it('locks the account for 5 minutes after 5 failures: 429, 110002, Retry-After; even the right password', async () => {
    const ip = '10.0.0.3';
    const fail = async () => {
      const c = await captcha('tenant2');
      const extra = c.captcha
        ? { captchaId: c.captcha.captchaId, verifyCode: (await peekCaptcha(t.kv, c.captcha.captchaId))! }
        : {};
      return attempt('tenant2', 'bad', ip, extra);
    };
    for (let i = 0; i < 4; i++) expect((await fail()).body.code).toBe('110001');
    const fifth = await fail();
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('110002');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(200);
    expect(fifth.body.msg).toMatch(/^登录失败次数过多，请\d+秒后再试$/);
    const locked = await attempt('tenant2', PASSWORDS.tenant2, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('110002');
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('limits one IP to 20 failures in 15 minutes, whatever the usernames', async () => {
    const ip = '10.0.0.4';
    for (let i = 0; i < 20; i++) expect((await attempt(`ghost${i}`, 'bad', ip)).body.code).toBe('110001');
    const r = await attempt('tenant3', PASSWORDS.tenant3, ip);
    expect(r.status).toBe(429);
    expect(r.body.code).toBe('110002');
    expect(r.headers['retry-after']).toBeDefined();
    expect((await attempt('tenant3', PASSWORDS.tenant3, '10.0.0.5')).body.code).toBe('000000');
  });
});

describe('captcha modes', () => {
  it('always: a captcha is required on the first attempt', async () => {
    const a = await testApp({ CAPTCHA_MODE: 'always' });
    try {
      expect((await login(a.app, 'tenant', PASSWORDS.tenant)).body.code).toBe('881055');
      const c = await call<{ captchaId: string }>(a.app, { method: 'GET', url: verifyCodeGet.path });
      const code = (await peekCaptcha(a.kv, c.body.data.captchaId))!;
      const r = await login(a.app, 'tenant', PASSWORDS.tenant, { captchaId: c.body.data.captchaId, verifyCode: code });
      expect(r.body.code).toBe('000000');
    } finally {
      await a.close();
    }
  });

  it('off: never asks, but still locks after 5 failures', async () => {
    const a = await testApp({ CAPTCHA_MODE: 'off' });
    try {
      for (let i = 0; i < 4; i++) expect((await login(a.app, 'agent', 'bad')).body.code).toBe('110001');
      expect((await login(a.app, 'agent', 'bad')).body.code).toBe('110002');
    } finally {
      await a.close();
    }
  });
});
