/**
 * The generated endpoint walk (issue §4): every registered contract endpoint is checked for a
 * declared access, refused without its permission, and never leaks another tenant's rows.
 * New endpoints are covered by registering them; nothing here lists them by hand.
 */
import { accessCodes, type Endpoint } from '@zhiyu/contract/endpoint';
import { LOGIN_CODES } from '@zhiyu/contract/errors';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { dbDigest } from '../../helpers/db.ts';
import { callExample, contractEndpoints, foreignMarkers, userWithout } from '../../helpers/walk.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t.close());

const INTERFACES = new Set(ALL_RESOURCES.filter((r) => r.type === 3).map((r) => r.id));
const LEVEL = new Map(ALL_RESOURCES.map((r) => [r.id, r.level]));

describe('endpoint walk', () => {
  it('every registered endpoint declares access, and permission codes are registered interfaces', () => {
    expect(t.app.endpoints.length).toBeGreaterThan(10);
    for (const e of t.app.endpoints) {
      expect(e.access, e.id).toBeTruthy();
      for (const code of accessCodes(e.access)) expect(INTERFACES.has(code), `${e.id}: ${code}`).toBe(true);
    }
  });

  it('every contract endpoint is implemented by the server', async () => {
    const registered = new Set(t.app.endpoints.map((e) => `${e.method} ${e.path}`));
    const missing = (await contractEndpoints()).filter((e) => !registered.has(`${e.method} ${e.path}`));
    expect(missing.map((e) => e.id)).toEqual([]);
  });

  it('refuses every permission-guarded endpoint (100403) to a user lacking that code, changing nothing', async () => {
    const guarded = t.app.endpoints.filter((e) => e.access !== 'public' && e.access !== 'self');
    expect(guarded.length).toBeGreaterThan(0);
    // Users first (creating them and signing in writes rows), then every refused call, then one
    // comparison: the refusals together changed nothing. Only on a difference is each call
    // replayed between digests, to name the endpoint that wrote.
    // Endpoints guarded by the same codes share one such user.
    const callers = [];
    const tokens = new Map<string, string>();
    for (const e of guarded) {
      const codes = accessCodes(e.access);
      const key = [...codes].sort().join(',');
      let token = tokens.get(key);
      if (!token) {
        const u = await userWithout(t.db, codes);
        const s = await tokenFor(t.app, u.username, u.password);
        for (const code of codes) expect(s.apiWhiteList).not.toContain(code);
        token = s.authorization;
        tokens.set(key, token);
      }
      callers.push({ e, token });
    }
    const before = await dbDigest(t.db);
    for (const { e, token } of callers) {
      const r = await callExample(t.app, e, token);
      expect([r.status, r.body.code], e.id).toEqual([403, '100403']);
    }
    const after = await dbDigest(t.db);
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      for (const { e, token } of callers) {
        const d = await dbDigest(t.db);
        await callExample(t.app, e, token);
        expect(await dbDigest(t.db), e.id).toEqual(d);
      }
    }
    expect(after).toEqual(before);
  }, 300_000);

  it("never returns another tenant's ids, names or users to a tenant-1 caller holding every permission", async () => {
    const markers = foreignMarkers();
    const walked = t.app.endpoints.filter((e) => e.access !== 'public' && tenantReachable(e));
    let token = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
    for (const e of walked) {
      let r = await callExample(t.app, e, token);
      // An earlier call may have ended the session (sign-out, password change): sign in again.
      if (LOGIN_CODES.includes(r.body.code)) {
        token = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
        r = await callExample(t.app, e, token);
      }
      expect(r.status, `${e.id} ${JSON.stringify(r.body)}`).toBeLessThan(500);
      if (e.access !== 'self') expect(r.body.code, e.id).not.toBe('100403');
      // An example that fails validation would prove nothing about what the endpoint returns.
      expect(r.body.code, `${e.id}: its contract example must be valid input`).not.toBe('100001');
      const text = JSON.stringify(r.body);
      for (const m of markers) expect(text.includes(m), `${e.id} leaked ${m}`).toBe(false);
    }
  }, 300_000);

  it('the platform operator may call every channel- and platform-level endpoint with its example', async () => {
    const s = await tokenFor(t.app, 'admin', PASSWORDS.admin);
    const walked = t.app.endpoints.filter((e) => accessCodes(e.access).length > 0 && !tenantReachable(e));
    expect(walked.length).toBeGreaterThan(0);
    for (const e of walked) {
      const r = await callExample(t.app, e, s.authorization);
      expect(r.status, `${e.id} ${JSON.stringify(r.body)}`).toBeLessThan(500);
      expect(r.body.code, e.id).not.toBe('100403');
      expect(r.body.code, `${e.id}: its contract example must be valid input`).not.toBe('100001');
    }
  });
});

/** Self endpoints, and guarded ones a tenant role may be granted (some code is tenant-level). */
function tenantReachable(e: Endpoint): boolean {
  const codes = accessCodes(e.access);
  return codes.length === 0 || codes.some((c) => LEVEL.get(c) === 'tenant');
}
