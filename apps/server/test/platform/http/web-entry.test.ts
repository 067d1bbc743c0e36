import { getSession as sessionEndpoint } from '@zhiyu/contract/modules/admin/auth';
import { flattenNav, IFRAME_TWINS } from '@zhiyu/contract/nav';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config.ts';
import { type TestApp, testApp, tokenFor } from '../../helpers/app.ts';

// The entry points of the console (requirements §2): the root address, console addresses asked for without
// `Accept: text/html`, and who may frame the pages (EMBED_ALLOWED_ORIGINS).
const HOSTS = 'https://host.example.com, http://127.0.0.2:9100/';
const SHELL = 'zhiyu-spa';
let plain: TestApp;
let embedding: TestApp;

beforeAll(async () => {
  plain = await testApp();
  embedding = await testApp({ EMBED_ALLOWED_ORIGINS: HOSTS });
}, 60_000);

afterAll(async () => {
  await plain?.close();
  await embedding?.close();
});

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the root address', () => {
  it('answers the app shell, signed in or not, whatever the client accepts', async () => {
    const { authorization } = await tokenFor(plain.app, 'tenant', 'Tenant@2026');
    const variants: Record<string, string>[] = [
      {},
      { accept: 'text/html,application/xhtml+xml' },
      { accept: '*/*', authorization },
    ];
    for (const headers of variants) {
      const r = await get(plain, '/', headers);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/i);
      expect(r.body).toContain(SHELL);
    }
    const q = await get(plain, '/?token=x&appid=1');
    expect([q.statusCode, q.body.includes(SHELL)]).toEqual([200, true]);
    const head = await plain.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });
});

describe('console addresses without Accept: text/html', () => {
  it('answer the app shell for every route of the route table and for unknown pages', async () => {
    const paths = [
      '/login',
      '/singleSignPage?token=abc',
      '/update-password',
      '/service-agreement',
      '/privacy-policy',
      '/bindPage',
      '/developing',
      ...flattenNav().map((n) => n.path),
      ...Object.keys(IFRAME_TWINS),
      '/iframe/aikb/words-library?token=t&appid=1',
      '/aitrain/lesson/3',
      '/no/such/page',
    ];
    for (const url of paths) {
      const r = await get(plain, url, { accept: '*/*' });
      expect([url, r.statusCode, r.body.includes(SHELL)]).toEqual([url, 200, true]);
    }
    // API paths, missing files and other methods keep the JSON 404.
    const cases: [string, string, Record<string, string>][] = [
      ['GET', '/ai-admin/no-such-call', { accept: 'text/html' }],
      ['GET', '/aikb-api/nothing', {}],
      ['GET', '/assets/gone-abc123.js', {}],
      ['GET', '/favicon.ico', {}],
      ['POST', '/login', {}],
    ];
    for (const [method, url, headers] of cases) {
      const r = await plain.app.inject({ method: method as 'GET' | 'POST', url, headers });
      expect([url, r.statusCode, r.json().code]).toEqual([url, 404, '100404']);
    }
  });
});

describe('framing (CSP frame-ancestors)', () => {
  it('lets only the console itself frame its pages by default, and sends no X-Frame-Options', async () => {
    for (const url of ['/', '/login', '/iframe/aikb/words-library', '/index.html']) {
      const r = await get(plain, url);
      expect([url, r.headers['content-security-policy']]).toEqual([url, "frame-ancestors 'self'"]);
      expect(r.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('adds the configured host origins to every page', async () => {
    for (const [url, accept] of [
      ['/', ''],
      ['/iframe/aikb/words-library?token=t&appid=1', 'text/html'],
      ['/iframe/bot/bot-list', ''],
      ['/no/such/page', 'text/html'],
    ]) {
      const r = await get(embedding, url, accept ? { accept } : {});
      expect(r.body).toContain(SHELL);
      expect(r.headers['content-security-policy']).toBe(
        "frame-ancestors 'self' https://host.example.com http://127.0.0.2:9100",
      );
      expect(r.headers['x-frame-options']).toBeUndefined();
    }
    // API answers and hashed files are left alone.
    const api = await get(embedding, sessionEndpoint.path);
    expect([api.statusCode, api.headers['content-security-policy']]).toEqual([api.statusCode, undefined]);
    expect(api.json().code).not.toBe('000000');
    const script = await get(embedding, '/runtime-config.js');
    expect(script.headers['content-security-policy']).toBeUndefined();
    const asset = await get(embedding, '/assets/app.js');
    expect([asset.statusCode, asset.headers['content-security-policy']]).toEqual([200, undefined]);
  });
});

describe('EMBED_ALLOWED_ORIGINS', () => {
  it('takes origins, comma-separated, trimmed, without duplicates; none by default', () => {
    expect(loadConfig({}).EMBED_ALLOWED_ORIGINS).toEqual([]);
    expect(
      loadConfig({ EMBED_ALLOWED_ORIGINS: ' https://A.example.com ,http://127.0.0.2:9100/,,https://a.example.com:443' })
        .EMBED_ALLOWED_ORIGINS,
    ).toEqual(['https://a.example.com', 'http://127.0.0.2:9100']);
  });

  it('refuses to start with anything that is not an origin', () => {
    for (const bad of [
      'host.example.com',
      'https://a.example.com/app',
      'ftp://a.example.com',
      '*',
      "'self'",
      'https://a.example.com?x=1',
      'https://u:p@a.example.com',
    ]) {
      expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: bad }), bad).toThrow(/EMBED_ALLOWED_ORIGINS/);
    }
  });
});
