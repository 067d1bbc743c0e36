/**
 * Two server instances sharing one database and one Redis (issue 3 §8): a message published on
 * one reaches the tenant's sockets on the other, never another tenant's; a sign-out on one
 * disconnects the session's socket on the other.
 */

import { randomBytes } from 'node:crypto';
import { logout } from '@zhiyu/contract/modules/admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../../../src/app.ts';
import { sessionCacheFor } from '../../../src/platform/access/session-cache.ts';
import { loadConfig } from '../../../src/platform/config.ts';
import { memoryKv } from '../../../src/platform/kv.ts';
import { prepareData } from '../../../src/platform/seed/index.ts';
import { callApi } from '../../helpers/api.ts';
import { PASSWORDS, tokenFor } from '../../helpers/app.ts';
import { freshDb } from '../../helpers/db.ts';

const REDIS_URL = process.env.REDIS_URL;
type App = Awaited<ReturnType<typeof buildApp>>;
const apps: { app: App; base: string }[] = [];
let closeDb: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (!REDIS_URL) return;
  const handle = await freshDb();
  await handle.migrate();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
    CAPTCHA_MODE: 'off',
    RATE_LIMIT_MAX: '100000',
    REDIS_URL,
  });
  await prepareData(handle.db, config, Date.now());
  // A channel of this run only, so parallel test files or a dev server on the same Redis never mix.
  const channel = `zhiyu-test:realtime:${randomBytes(6).toString('hex')}`;
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({
      db: handle.db,
      config,
      kv: memoryKv(),
      sessionCache: await sessionCacheFor(handle),
      realtime: { channel, recheckMs: 60_000 },
    });
    const port = (await app.listen({ port: 0, host: '127.0.0.1' })).split(':').pop();
    apps.push({ app, base: `ws://127.0.0.1:${port}/ws` });
  }
  closeDb = () => handle.close();
});
afterAll(async () => {
  for (const a of apps) await a.app.close();
  await closeDb();
});

async function connect(i: number, username: string) {
  const { app, base } = apps[i];
  const s = await tokenFor(app, username, PASSWORDS[username]);
  const q = { corpId: String(s.corpId ?? ''), username, uuid: String(s.uuid), token: s.authorization };
  const ws = new WebSocket(`${base}?${new URLSearchParams(q)}`);
  const got: { topic: string; payload: unknown }[] = [];
  ws.on('message', (d) => got.push(JSON.parse(d.toString())));
  const closed = new Promise<{ code: number; reason: string }>((r) =>
    ws.on('close', (code, reason) => r({ code, reason: reason.toString() })),
  );
  const admitted = () => [...app.realtime.hub.clients].some((c) => c.token === s.authorization);
  await waitFor(() => admitted() && ws.readyState === WebSocket.OPEN);
  return { ws, got, closed, token: s.authorization };
}

async function waitFor(cond: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('real-time channel across two instances', () => {
  it.skipIf(!REDIS_URL)(
    'delivers across instances through Redis, to the right tenant only (needs REDIS_URL)',
    async () => {
      const onB = await connect(1, 'agent');
      const foreignOnB = await connect(1, 'tenant2');
      const foreignOnA = await connect(0, 'tenant3');
      // Published on instance A, where no tenant-2001 socket is connected.
      expect(apps[0].app.realtime.publish({ tenantId: '2001', topic: 'notice', payload: { from: 'A' } })).toBe(0);
      await waitFor(() => onB.got.length === 1);
      expect(onB.got[0]).toMatchObject({ topic: 'notice', payload: { from: 'A' } });
      await new Promise((r) => setTimeout(r, 200));
      expect(foreignOnB.got).toEqual([]);
      expect(foreignOnA.got).toEqual([]);
      for (const p of [onB, foreignOnB, foreignOnA]) p.ws.close();
    },
  );

  it.skipIf(!REDIS_URL)(
    'a sign-out on one instance disconnects the socket held on the other (needs REDIS_URL)',
    async () => {
      const onB = await connect(1, 'tenant');
      const r = await callApi(apps[0].app, logout, { token: onB.token });
      expect(r.body.code).toBe('000000');
      // The periodic check is a minute here: only the cross-instance re-check request can be this fast.
      expect(await onB.closed).toMatchObject({ code: 4401, reason: expect.stringMatching(/^930006 /) });
    },
  );
});
