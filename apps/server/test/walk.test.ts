/**
 * The generated endpoint walk (issue §4): every registered contract endpoint is checked for a
 * declared access, refused without its permission, and never leaks another tenant's rows.
 * New endpoints are covered by registering them; nothing here lists them by hand.
 */
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORDS, type TestApp, testApp, tokenFor } from './helpers/app.ts';
import { dbDigest } from './helpers/db.ts';
import { callExample, contractEndpoints, foreignMarkers, userWithout } from './helpers/walk.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t.close());

const INTERFACES = new Set(ALL_RESOURCES.filter((r) => r.type === 3).map((r) => r.id));

describe('endpoint walk', () => {
  it('every registered endpoint declares access, and permission codes are registered interfaces', () => {
    expect(t.app.endpoints.length).toBeGreaterThan(10);
    for (const e of t.app.endpoints) {
      expect(e.access, e.id).toBeTruthy();
      if (e.access !== 'public' && e.access !== 'self')
        expect(INTERFACES.has(e.access), `${e.id}: ${e.access}`).toBe(true);
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
    for (const e of guarded) {
      const u = await userWithout(t.db, e.access);
      const s = await tokenFor(t.app, u.username, u.password);
      expect(s.apiWhiteList).not.toContain(e.access);
      const before = await dbDigest(t.db);
      const r = await callExample(t.app, e, s.authorization);
      expect([r.status, r.body.code], e.id).toEqual([403, '100403']);
      expect(await dbDigest(t.db), e.id).toEqual(before);
    }
  });

  it("never returns another tenant's ids, names or users to a tenant-1 caller holding every permission", async () => {
    const markers = foreignMarkers();
    const walked = t.app.endpoints.filter((e) => e.access !== 'public');
    for (const e of walked) {
      const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
      const r = await callExample(t.app, e, s.authorization);
      expect(r.status, `${e.id} ${JSON.stringify(r.body)}`).toBeLessThan(500);
      if (e.access !== 'self') expect(r.body.code, e.id).not.toBe('100403');
      // An example that fails validation would prove nothing about what the endpoint returns.
      expect(r.body.code, `${e.id}: its contract example must be valid input`).not.toBe('100001');
      const text = JSON.stringify(r.body);
      for (const m of markers) expect(text.includes(m), `${e.id} leaked ${m}`).toBe(false);
    }
  });
});
