/**
 * Two server instances on one database and one Redis, each with its own Redis connection (as two
 * processes have): the per-address rate limit and the sign-in throttle count across both. Skipped
 * without REDIS_URL, as the other multi-instance tests are.
 */

import { randomBytes } from 'node:crypto';
import { login as loginEndpoint } from '@zhiyu/contract/modules/admin/auth';
import { getLoginMatrix } from '@zhiyu/contract/modules/admin/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/platform/config.ts';
import { type Kv, redisKv } from '../../../src/platform/kv.ts';
import { prepareData } from '../../../src/platform/seed/index.ts';
import { login } from '../../helpers/app.ts';
import { freshDb } from '../../helpers/db.ts';

const REDIS_URL = process.env.REDIS_URL;
type App = Awaited<ReturnType<typeof buildApp>>;
const apps: App[] = [];
const kvs: Kv[] = [];
let closeDb: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (!REDIS_URL) return;
  const handle = await freshDb();
  await handle.migrate();
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: '1', CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '5' });
  await prepareData(handle.db, config, Date.now());
  // A key prefix of this run only, so parallel test files or a dev server on the same Redis never mix.
  const prefix = `zhiyu-test:${randomBytes(6).toString('hex')}:`;
  for (let i = 0; i < 2; i++) {
    const kv = redisKv(REDIS_URL, prefix);
    kvs.push(kv);
    apps.push(await buildApp({ db: handle.db, config, kv, jobs: { enabled: false } }));
  }
  closeDb = () => handle.close();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  for (const kv of kvs) await kv.close();
  await closeDb();
});

describe.skipIf(!REDIS_URL)('counters shared through Redis', () => {
  it('the per-address rate limit counts the calls to both instances', async () => {
    const hit = (i: number) => apps[i].inject({ method: 'GET', url: getLoginMatrix.path, remoteAddress: '10.7.7.7' });
    const codes: number[] = [];
    for (const i of [0, 1, 0, 1, 0]) codes.push((await hit(i)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    for (const i of [1, 0]) {
      const r = await hit(i);
      expect([r.statusCode, r.json().code]).toEqual([429, '100429']);
    }
    // Another address is not affected.
    const other = await apps[1].inject({
      method: 'GET',
      url: getLoginMatrix.path,
      remoteAddress: '10.7.7.8',
    });
    expect(other.statusCode).toBe(200);
  });

  it('failed sign-ins on either instance add up to the account lock', async () => {
    const codes: string[] = [];
    for (const i of [0, 1, 0, 1, 0]) {
      const r = await apps[i].inject({
        method: 'POST',
        url: loginEndpoint.path,
        payload: { username: 'agent', password: 'wrong-password' },
        remoteAddress: `10.6.6.${i + 1}`,
      });
      codes.push(r.json().code);
    }
    // The fifth failure, wherever it lands, locks the account on every instance.
    expect(codes).toEqual(['110001', '110001', '110001', '110001', '110002']);
    const locked = await login(apps[1], 'agent', 'Agent@2026');
    expect([locked.status, locked.body.code]).toEqual([429, '110002']);
  });
});
