/**
 * The scope matrix of issue 4: each of the four demo roles against every admin endpoint, expecting
 * allow or refuse from who the menu is for (platform, channel or tenant level). Endpoints are taken
 * from the running app, so a new admin endpoint joins the matrix by being registered. Row-level
 * scope (another channel's or tenant's objects) is tested per screen in test/admin/.
 */

import { accessCodes, type Endpoint } from '@zhiyu/contract/endpoint';
import { switchOrg } from '@zhiyu/contract/modules/admin/auth';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../helpers/api.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { callExample } from '../../helpers/walk.ts';

const BY_ID = new Map(ALL_RESOURCES.map((r) => [r.id, r]));

/** Who each demo account is meant to be, stated from the issue rather than read from the grants. */
const MAY: Record<string, (code: string) => boolean> = {
  // The tenant's own settings (SIP trunk) need a current tenant: the operator acts in one for them.
  admin: (c) => !c.startsWith('admin.sip.'),
  'admin@2001': () => true,
  // …and the workspace home's figures of their channel.
  channel: (c) =>
    (BY_ID.get(c)?.module === 'aiadmin' && BY_ID.get(c)?.level !== 'platform') || c === 'admin.home.summary',
  tenant: (c) => BY_ID.get(c)?.level === 'tenant',
  agent: () => false,
};

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  for (const who of ['admin', 'channel', 'tenant', 'agent'])
    tokens[who] = (await tokenFor(t.app, who, PASSWORDS[who])).authorization;
  const acting = await tokenFor(t.app, 'admin', PASSWORDS.admin);
  // Switching changes the session's organisation in place; the token stays the same.
  const switched = await callApi(t.app, switchOrg, { token: acting.authorization, body: { orgId: '2001' } });
  expect(switched.body.code).toBe('000000');
  tokens['admin@2001'] = acting.authorization;
});
afterAll(() => t.close());

const isAdmin = (e: Endpoint) =>
  accessCodes(e.access).some(
    (c) => c.startsWith('admin.') && !c.startsWith('admin.licence') && !c.startsWith('admin.model'),
  );

describe('admin scope matrix', () => {
  it('covers the admin endpoints', () => {
    expect(t.app.endpoints.filter(isAdmin).length).toBeGreaterThanOrEqual(2);
  });

  for (const who of Object.keys(MAY)) {
    it(`${who}: allowed exactly the admin endpoints of their level, refused the rest with 100403`, async () => {
      const wrong: string[] = [];
      for (const e of t.app.endpoints.filter(isAdmin)) {
        const expected = accessCodes(e.access).some(MAY[who]);
        const r = await callExample(t.app, e, tokens[who]);
        const refused = r.body.code === '100403';
        if (expected === refused) wrong.push(`${e.id} → ${r.body.code}`);
        expect(r.status, `${who} ${e.id}`).toBeLessThan(500);
      }
      expect(wrong).toEqual([]);
    });
  }
});
