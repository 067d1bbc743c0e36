import { Writable } from 'node:stream';
import { getSession as sessionEndpoint } from '@zhiyu/contract/modules/admin/auth';
import { getLoginMatrix } from '@zhiyu/contract/modules/admin/public';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { loggerOptions } from '../../src/platform/logger.ts';
import { discoverRouteFiles } from '../../src/platform/modules.ts';
import { PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '5' });
});
afterAll(() => t.close());

describe('platform', () => {
  it('discovers module routes by folder', () => {
    const files = discoverRouteFiles().map((f) => f.split('/src/modules/')[1]);
    expect(files).toEqual(
      expect.arrayContaining(['admin/auth/routes.ts', 'admin/user/routes.ts', 'admin/public/routes.ts']),
    );
  });

  it('answers the global rate limit with the 100429 envelope', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await t.app.inject({ method: 'GET', url: getLoginMatrix.path, remoteAddress: '10.9.9.9' });
      codes.push(r.statusCode);
      if (r.statusCode === 429) expect(r.json()).toMatchObject({ code: '100429', data: null });
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.at(-1)).toBe(429);
  });

  it('never rate-limits the web app itself, only API calls', async () => {
    for (let i = 0; i < 8; i++) {
      const r = await t.app.inject({
        method: 'GET',
        url: '/login',
        headers: { accept: 'text/html' },
        remoteAddress: '10.9.9.10',
      });
      expect(r.statusCode).not.toBe(429);
    }
  });

  it('refuses to read a config with a bad value, naming it', () => {
    expect(() => loadConfig({ CAPTCHA_MODE: 'sometimes' })).toThrow(/CAPTCHA_MODE/);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@y/z' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@y/z', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('never logs passwords or tokens', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const logger = pino(loggerOptions('trace'), sink);
    const app = await buildApp({ db: t.db, config: t.app.ctx.config, kv: t.kv, logger, now: t.app.ctx.now });
    try {
      const s = await tokenFor(app, 'agent', PASSWORDS.agent);
      await app.inject({
        method: 'GET',
        url: `${sessionEndpoint.path}?token=${s.authorization}`,
        headers: { authorization: s.authorization, 'refresh-token': s.refreshToken, sdktoken: 'sdk-secret-value' },
        remoteAddress: '10.8.8.8',
      });
      const log = lines.join('');
      expect(log).toContain(`${sessionEndpoint.path}?token=[redacted]`);
      for (const secret of [PASSWORDS.agent, s.authorization, s.refreshToken, 'sdk-secret-value']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
