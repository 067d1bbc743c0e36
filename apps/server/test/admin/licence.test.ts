import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { updateLicense } from '@zhiyu/contract/modules/admin/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLicence } from '../../scripts/licence.ts';
import { licences } from '../../src/modules/admin/licence/table.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { assertLicenceKey, DEV_LICENCE_PUBLIC_KEY } from '../../src/platform/licence-key.ts';
import { callApi } from '../helpers/api.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { expectRefused } from '../helpers/db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const licence = (seats: number, days = 30) =>
  issueLicence({
    customer: '演示客户',
    modules: ['aicall'],
    seats,
    issuedAt: Date.now(),
    expiresAt: Date.now() + days * DAY,
  });
const upload = (text: string, token?: string) =>
  callApi<{ seats: number }>(t.app, updateLicense, { body: { licence: text }, token });

describe('updateLicense: an operator action once a licence is installed', () => {
  it('takes a licence without a session while none is installed (the sign-in page)', async () => {
    const r = await upload(licence(10));
    expect(r.body).toMatchObject({ code: '000000', data: { seats: 10 } });
  });

  it('then refuses anyone but a platform operator, and stores nothing', async () => {
    await expectRefused(t.db, () => upload(licence(11)), '999988');
    for (const who of ['tenant', 'channel', 'agent']) {
      const s = await tokenFor(t.app, who, PASSWORDS[who]);
      await expectRefused(t.db, () => upload(licence(11), s.authorization), '100403');
    }
    const admin = await tokenFor(t.app, 'admin', PASSWORDS.admin);
    const r = await upload(licence(12), admin.authorization);
    expect(r.body).toMatchObject({ code: '000000', data: { seats: 12 } });
    expect(await t.db.select().from(licences)).toHaveLength(2);
  });

  it('a caller who is refused learns nothing of the file (checked before the signature)', async () => {
    const s = await tokenFor(t.app, 'tenant', PASSWORDS.tenant);
    expect((await upload('not a licence', s.authorization)).body.code).toBe('100403');
    expect((await upload('not a licence')).body.code).toBe('999988');
  });

  it('takes one without a session again once the installed licence has expired', async () => {
    t.advance(31 * DAY);
    const r = await upload(licence(13, 90));
    expect(r.body).toMatchObject({ code: '000000', data: { seats: 13 } });
    expect((await upload(licence(14, 90))).body.code).toBe('999988');
  });
});

describe('the development licence key in production', () => {
  it('is refused with DATABASE_URL unless ALLOW_DEV_LICENCE_KEY=1', () => {
    const pg = { DATABASE_URL: 'postgres://x@y/z' };
    expect(() => assertLicenceKey(loadConfig(pg))).toThrow(/LICENCE_PUBLIC_KEY.*ALLOW_DEV_LICENCE_KEY=1/s);
    // The same key with other line breaks is still the development key.
    const reflowed = DEV_LICENCE_PUBLIC_KEY.replace(/\n/g, '\r\n  ');
    expect(() => assertLicenceKey(loadConfig({ ...pg, LICENCE_PUBLIC_KEY: reflowed }))).toThrow(/LICENCE_PUBLIC_KEY/);
    expect(() => assertLicenceKey(loadConfig({ ...pg, ALLOW_DEV_LICENCE_KEY: '1' }))).not.toThrow();
    expect(() => assertLicenceKey(loadConfig({}))).not.toThrow();
    const vendor =
      '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAvendorvendorvendorvendorvendorvendorvendorv=\n-----END PUBLIC KEY-----\n';
    expect(() => assertLicenceKey(loadConfig({ ...pg, LICENCE_PUBLIC_KEY: vendor }))).not.toThrow();
  });

  it('the server does not start with it on PostgreSQL, naming the setting', () => {
    const server = path.resolve(import.meta.dirname, '../..');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    };
    const r = spawnSync('npx', ['tsx', 'src/main.ts'], { cwd: server, env, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/LICENCE_PUBLIC_KEY.*ALLOW_DEV_LICENCE_KEY=1/s);
  });
});
