import {
  getSdkToken,
  logout as logoutEndpoint,
  refreshToken as refreshTokenEndpoint,
  getSession as sessionEndpoint,
} from '@zhiyu/contract/modules/admin/auth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySdkToken } from '../../../src/modules/admin/auth/sdk-token.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../../src/modules/admin/auth/sessions.ts';
import { sessions } from '../../../src/platform/access/table.ts';
import { users } from '../../../src/platform/identity/table.ts';
import { DEMO } from '../../../src/platform/seed/demo-data.ts';
import { tenants } from '../../../src/platform/tenancy/table.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', ACCESS_TOKEN_TTL: '60', REFRESH_TOKEN_TTL: '600' });
});
afterAll(() => t.close());

const me = (token?: string, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'GET', url: sessionEndpoint.path, token, headers });
const refresh = (refreshToken: string) =>
  call<{ authorization: string; refreshToken: string; expiresIn: number }>(t.app, {
    method: 'GET',
    url: refreshTokenEndpoint.path,
    headers: { 'refresh-token': refreshToken },
  });

describe('credentials', () => {
  it('accepts the raw token and "Bearer <token>", refuses none (999988) and garbage (401)', async () => {
    const { authorization } = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const a = await me(authorization);
    expect(a.body.code).toBe('000000');
    expect(a.body.data).toMatchObject({ appId: DEMO.appid1, currentOrg: { id: DEMO.tenant1 } });
    expect((await me(`Bearer ${authorization}`)).body.code).toBe('000000');
    const none = await me();
    expect([none.status, none.body.code]).toEqual([401, '999988']);
    const bad = await me('not-a-token');
    expect([bad.status, bad.body.code]).toEqual([401, '401']);
  });

  it('an expired access token answers 910008', async () => {
    const { authorization } = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    t.advance(61_000);
    try {
      expect((await me(authorization)).body.code).toBe('910008');
    } finally {
      t.advance(-61_000);
    }
  });

  it('logout revokes the session: 930006 on the next request, refresh refused too', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const out = await call(t.app, { method: 'POST', url: logoutEndpoint.path, token: s.authorization });
    expect(out.body).toEqual({ code: '000000', msg: 'success', data: null });
    expect((await me(s.authorization)).body.code).toBe('930006');
    expect((await refresh(s.refreshToken)).body.code).toBe('930006');
  });

  it('disabling the account or the tenant takes effect on the next request', async () => {
    const s = await tokenFor(t.app, 'tenant2', PASSWORDS.tenant2);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'tenant2'));
    expect((await me(s.authorization)).body.code).toBe('999987');
    await t.db.update(users).set({ status: 'enabled' }).where(eq(users.username, 'tenant2'));
    await t.db.update(tenants).set({ status: 'disabled' }).where(eq(tenants.id, DEMO.tenant2));
    expect((await me(s.authorization)).body.code).toBe('930008');
    await t.db
      .update(tenants)
      .set({ status: 'enabled', expiresAt: new Date(Date.now() - 1) })
      .where(eq(tenants.id, DEMO.tenant2));
    expect((await me(s.authorization)).body.code).toBe('999986');
    await t.db
      .update(tenants)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(tenants.id, DEMO.tenant2));
    expect((await me(s.authorization)).body.code).toBe('000000');
  });
});

describe('sessions already in use (cached on the embedded database)', () => {
  it('a change made behind the services, in plain SQL, still takes effect on the next request', async () => {
    const s = await tokenFor(t.app, 'tenant3', PASSWORDS.tenant3);
    // Two successful calls: the session row is now warm wherever it can be cached.
    expect((await me(s.authorization)).body.code).toBe('000000');
    expect((await me(s.authorization)).body.code).toBe('000000');
    await t.db.execute(sql`update users set status = 'disabled' where username = 'tenant3'`);
    expect((await me(s.authorization)).body.code).toBe('999987');
    await t.db.execute(sql`update users set status = 'enabled' where username = 'tenant3'`);
    expect((await me(s.authorization)).body.code).toBe('000000');
    await t.db.execute(sql`update tenants set status = 'disabled' where id = ${DEMO.tenant3}`);
    expect((await me(s.authorization)).body.code).toBe('930008');
    await t.db.execute(sql`update tenants set status = 'enabled' where id = ${DEMO.tenant3}`);
    expect((await me(s.authorization)).body.code).toBe('000000');
    await t.db.execute(
      sql`update sessions set revoked_at = now(), revoked_reason = 'logout' where user_id in (select id from users where username = 'tenant3')`,
    );
    expect((await me(s.authorization)).body.code).toBe('930006');
  });

  it('a logout ends a warm session at once', async () => {
    const s = await tokenFor(t.app, 'agent', PASSWORDS.agent);
    expect((await me(s.authorization)).body.code).toBe('000000');
    await call(t.app, { method: 'POST', url: logoutEndpoint.path, token: s.authorization });
    expect((await me(s.authorization)).body.code).toBe('930006');
  });
});

describe('refresh-token', () => {
  it('rotates: new pair works, old access token lives until expiry, old refresh token is spent', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const r = await refresh(s.refreshToken);
    expect(r.body.code).toBe('000000');
    expect(r.body.data.expiresIn).toBe(60);
    expect(r.body.data.refreshToken).not.toBe(s.refreshToken);
    expect((await me(r.body.data.authorization)).body.code).toBe('000000');
    const r2 = await refresh(r.body.data.refreshToken);
    expect(r2.body.code).toBe('000000');
  });

  it('reuse of a rotated refresh token (past the grace window) answers 910018 and ends the whole family', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const r1 = await refresh(s.refreshToken);
    // Within REFRESH_REUSE_GRACE_MS the same token gets the same pair (refresh-grace.test.ts).
    t.advance(REFRESH_REUSE_GRACE_MS + 1000);
    try {
      const reuse = await refresh(s.refreshToken);
      expect([reuse.status, reuse.body.code]).toEqual([401, '910018']);
      expect((await me(r1.body.data.authorization)).body.code).toBe('910018');
      expect((await refresh(r1.body.data.refreshToken)).body.code).toBe('910018');
      expect((await me(s.authorization)).body.code).toBe('910018');
    } finally {
      t.advance(-(REFRESH_REUSE_GRACE_MS + 1000));
    }
  });

  it('an expired refresh token answers 930007; a missing one 999988; an unknown one 401', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    t.advance(601_000);
    try {
      expect((await refresh(s.refreshToken)).body.code).toBe('930007');
    } finally {
      t.advance(-601_000);
    }
    const missing = await call(t.app, { method: 'GET', url: refreshTokenEndpoint.path });
    expect(missing.body.code).toBe('999988');
    expect((await refresh('nope')).body.code).toBe('401');
  });

  it('stores only token hashes', async () => {
    const s = await tokenFor(t.app, 'agent', PASSWORDS.agent);
    const rows = await t.db.select().from(sessions);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(s.authorization);
    expect(dump).not.toContain(s.refreshToken);
  });
});

describe('sdk-token', () => {
  it('returns a signed token with its expiry in seconds, valid until the session is revoked', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const r = await call<{ token: string; expire: number }>(t.app, {
      method: 'GET',
      url: getSdkToken.path,
      token: s.authorization,
    });
    expect(r.body.data.expire).toBe(3600);
    const ctx = t.app.ctx;
    await expect(verifySdkToken(ctx, r.body.data.token)).resolves.toMatchObject({ userId: 'u-tenant' });
    const [body, sig] = r.body.data.token.split('.');
    await expect(verifySdkToken(ctx, `${body}.${sig.slice(1)}x`)).rejects.toMatchObject({ code: '401' });
    await call(t.app, { method: 'POST', url: logoutEndpoint.path, token: s.authorization });
    await expect(verifySdkToken(ctx, r.body.data.token)).rejects.toMatchObject({ code: '930006' });
  });

  it('needs a session', async () => {
    expect((await call(t.app, { method: 'GET', url: getSdkToken.path })).body.code).toBe('999988');
  });

  it('a renewal is a new token even within the same second (frames are told to switch)', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    const cut = async () =>
      (await call<{ token: string }>(t.app, { url: getSdkToken.path, token: s.authorization })).body.data.token;
    const [a, b] = await Promise.all([cut(), cut()]);
    expect(a).not.toBe(b);
    await expect(verifySdkToken(t.app.ctx, b)).resolves.toMatchObject({ userId: 'u-tenant' });
  });
});
