import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { login as loginEndpoint } from '@zhiyu/contract/modules/admin/auth';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { sessionCacheFor } from '../../src/platform/access/session-cache.ts';
import { loadConfig } from '../../src/platform/config.ts';
import type { DbHandle } from '../../src/platform/db/client.ts';
import { type Kv, memoryKv, redisKv } from '../../src/platform/kv.ts';
import { prepareData } from '../../src/platform/seed/index.ts';
import { freshDb } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle['db'];
  kv: Kv;
  /** Moves the app's clock forward (token, tenant and memory-kv expiry). */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** A built web app stand-in so SPA fallback can be tested without running Vite. */
function fakeWebDist(): string {
  const dir = path.join(os.tmpdir(), `zhiyu-web-${randomBytes(4).toString('hex')}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>zhiyu-spa</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

export async function testApp(env: Record<string, string> = {}): Promise<TestApp> {
  let offset = 0;
  const now = () => Date.now() + offset;
  const handle = await freshDb();
  await handle.migrate();
  // Recordings are synthesised after a call's transaction, in the background: a test that checks
  // "nothing changed" must not see one land. test/aicall/recording.test.ts covers them.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: fakeWebDist(),
    SEED_DEMO: '1',
    // Text tests count their own sessions by hand on the demo tenant; aitext/session/seed-history.test.ts turns it on.
    SEED_DEMO_TEXT: '0',
    // The agent assistant's tests make their own scripts, fields, rules and triggers and count what they raise.
    SEED_DEMO_AIHELPER: '0',
    CALL_RECORDINGS: 'off',
    ...env,
  });
  await prepareData(handle.db, config, now());
  const kv = process.env.REDIS_URL
    ? redisKv(process.env.REDIS_URL, `zhiyu-test:${randomBytes(6).toString('hex')}:`)
    : memoryKv(now);
  // The embedded run exercises the session cache; the PostgreSQL run goes to the database each time.
  const app = await buildApp({ db: handle.db, config, kv, now, sessionCache: await sessionCacheFor(handle) });
  await app.ready();
  return {
    app,
    db: handle.db,
    kv,
    advance: (ms) => {
      offset += ms;
    },
    async close() {
      await app.close();
      await kv.close();
      await handle.close();
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  headers: Record<string, unknown>;
  body: { code: string; msg: string; data: T };
}

/** app.inject returning the parsed envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  opts: InjectOptions & { token?: string },
): Promise<Reply<T>> {
  const { token, headers, ...rest } = opts;
  const res = await app.inject({ ...rest, headers: { ...(token ? { authorization: token } : {}), ...headers } });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

export interface LoginData {
  authorization: string;
  refreshToken: string;
  apiWhiteList: string[];
  nav_data: unknown[];
  userInfo: { id: string; mustChangePassword: boolean; [k: string]: unknown };
  [k: string]: unknown;
}

export function login(app: FastifyInstance, username: string, password: string, extra: Record<string, unknown> = {}) {
  return call<LoginData>(app, {
    method: loginEndpoint.method,
    url: loginEndpoint.path,
    payload: { username, password, ...extra },
  });
}

/** Logs in and returns the access token, failing loudly if login did not succeed. */
export async function tokenFor(app: FastifyInstance, username: string, password: string): Promise<LoginData> {
  const r = await login(app, username, password);
  if (r.body.code !== '000000') throw new Error(`login ${username} failed: ${JSON.stringify(r.body)}`);
  return r.body.data;
}

export const PASSWORDS: Record<string, string> = {
  admin: 'Admin@2026',
  channel: 'Channel@2026',
  tenant: 'Tenant@2026',
  agent: 'Agent@2026',
  tenant2: 'Tenant2@2026',
  tenant3: 'Tenant3@2026',
};
