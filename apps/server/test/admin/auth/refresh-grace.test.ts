import {
  logout as logoutEndpoint,
  refreshToken as refreshTokenEndpoint,
  getSession as sessionEndpoint,
} from '@zhiyu/contract/modules/admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../../src/modules/admin/auth/sessions.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';

let t: TestApp;
/** A second instance on the same database and kv store (Redis when REDIS_URL is set). */
let other: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', ACCESS_TOKEN_TTL: '120', REFRESH_TOKEN_TTL: '600' });
  other = await buildApp({ db: t.db, config: t.app.ctx.config, kv: t.kv, now: t.app.ctx.now });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

type Pair = { authorization: string; refreshToken: string };
const refresh = (refreshToken: string, app = t.app) =>
  call<Pair>(app, { method: 'GET', url: refreshTokenEndpoint.path, headers: { 'refresh-token': refreshToken } });
const me = (token: string) => call(t.app, { method: 'GET', url: sessionEndpoint.path, token });

describe('two tabs refreshing with the same refresh token', () => {
  it('one after the other within the grace window: both get the same new pair, and both stay signed in', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const a = await refresh(s.refreshToken);
    t.advance(REFRESH_REUSE_GRACE_MS - 5000);
    const b = await refresh(s.refreshToken);
    expect(a.body.code).toBe('000000');
    expect(b.body).toEqual(a.body);
    expect((await me(a.body.data.authorization)).body.code).toBe('000000');
    // The new refresh token is fresh: it rotates normally.
    const next = await refresh(a.body.data.refreshToken);
    expect(next.body.code).toBe('000000');
    expect((await me(next.body.data.authorization)).body.code).toBe('000000');
  });

  it('at the same moment, on two instances: the same pair for both', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const [a, b, c] = await Promise.all([
      refresh(s.refreshToken),
      refresh(s.refreshToken, other),
      refresh(s.refreshToken, other),
    ]);
    expect([a.body.code, b.body.code, c.body.code]).toEqual(['000000', '000000', '000000']);
    expect(b.body.data).toEqual(a.body.data);
    expect(c.body.data).toEqual(a.body.data);
    expect((await me(a.body.data.authorization)).body.code).toBe('000000');
    expect((await me(s.authorization)).body.code).toBe('000000');
  });

  it('outside the window a spent token is still reuse: 910018 and the whole family ends', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const a = await refresh(s.refreshToken);
    t.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const reuse = await refresh(s.refreshToken);
    expect([reuse.status, reuse.body.code]).toEqual([401, '910018']);
    expect((await me(a.body.data.authorization)).body.code).toBe('910018');
    expect((await refresh(a.body.data.refreshToken)).body.code).toBe('910018');
  });

  it('within the window, a pair signed out since is not handed out again', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const a = await refresh(s.refreshToken);
    const out = await call(t.app, { method: 'POST', url: logoutEndpoint.path, token: a.body.data.authorization });
    expect(out.body.code).toBe('000000');
    expect((await refresh(s.refreshToken)).body.code).toBe('930006');
  });
});
