/**
 * The real-time channel on one instance, with real ws clients over a real port: sign-in checks,
 * address checks, tenant scoping, revocation, frame size, heartbeat, the echo endpoint, and that
 * the token in the address never reaches the log.
 */

import { Writable } from 'node:stream';
import { logout as logoutEndpoint } from '@zhiyu/contract/modules/admin/auth';
import { REALTIME_CLOSE, sendRealtimeEcho } from '@zhiyu/contract/realtime';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../../../src/app.ts';
import { sessionCacheFor } from '../../../src/platform/access/session-cache.ts';
import { loadConfig } from '../../../src/platform/config.ts';
import { memoryKv } from '../../../src/platform/kv.ts';
import { loggerOptions } from '../../../src/platform/logger.ts';
import { prepareData } from '../../../src/platform/seed/index.ts';
import { call, PASSWORDS, tokenFor } from '../../helpers/app.ts';
import { freshDb } from '../../helpers/db.ts';

let logs = '';
let base = '';
let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;
let db: Awaited<ReturnType<typeof freshDb>>['db'];

beforeAll(async () => {
  const handle = await freshDb();
  await handle.migrate();
  const config = loadConfig({ LOG_LEVEL: 'info', SEED_DEMO: '1', CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  await prepareData(handle.db, config, Date.now());
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logs += chunk.toString();
      cb();
    },
  });
  const logger = pino(loggerOptions('info'), sink);
  const kv = memoryKv();
  app = await buildApp({
    db: handle.db,
    config,
    kv,
    logger,
    sessionCache: await sessionCacheFor(handle),
    // Short periods so revocation and the heartbeat show within a test; long enough for a busy machine.
    realtime: { recheckMs: 300, heartbeatMs: 1000 },
  });
  base = `ws://127.0.0.1:${(await app.listen({ port: 0, host: '127.0.0.1' })).split(':').pop()}/ws`;
  db = handle.db;
  close = async () => {
    await app.close();
    await handle.close();
  };
});
afterAll(() => close());

interface Peer {
  ws: WebSocket;
  got: { topic: string; payload: unknown }[];
  closed: Promise<{ code: number; reason: string }>;
}

function open(query: Record<string, string>, wsOpts: { autoPong?: boolean } = {}): Peer {
  const ws = new WebSocket(`${base}?${new URLSearchParams(query)}`, wsOpts);
  const got: Peer['got'] = [];
  ws.on('message', (d) => got.push(JSON.parse(d.toString())));
  const closed = new Promise<{ code: number; reason: string }>((r) =>
    ws.on('close', (code, reason) => r({ code, reason: reason.toString() })),
  );
  return { ws, got, closed };
}

async function waitFor(cond: () => boolean, ms = 3000) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Signs in and connects with the address the browser builds; resolves once the server admitted it. */
async function signedIn(username: string, override: Record<string, string> = {}) {
  const s = await tokenFor(app, username, PASSWORDS[username]);
  const peer = open({
    corpId: (s.corpId as string | null) ?? '',
    username,
    uuid: s.uuid as string,
    token: s.authorization,
    ...override,
  });
  // Admitted: the server holds a client for this very session (tokens are unique per sign-in).
  const admitted = () => [...app.realtime.hub.clients].some((c) => c.token === s.authorization);
  if (Object.keys(override).length === 0) await waitFor(() => admitted() && peer.ws.readyState === WebSocket.OPEN);
  return { peer, token: s.authorization, userId: (s.userInfo as { id: string }).id };
}

const tenant1 = '2001';

describe('real-time channel', () => {
  it('delivers a tenant message to that tenant only, and a user message to that user only', async () => {
    const a = await signedIn('tenant');
    const b = await signedIn('agent');
    const other = await signedIn('tenant2');
    expect(app.realtime.publish({ tenantId: tenant1, topic: 'notice', payload: { n: 1 } })).toBe(2);
    app.realtime.publish({ tenantId: tenant1, userId: b.userId, topic: 'private', payload: { n: 2 } });
    // A user id with the wrong tenant reaches nobody: the tenant scope always applies.
    app.realtime.publish({ tenantId: '2002', userId: b.userId, topic: 'private', payload: { n: 3 } });
    await waitFor(() => a.peer.got.length === 1 && b.peer.got.length === 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(a.peer.got.map((m) => m.topic)).toEqual(['notice']);
    expect(b.peer.got.map((m) => [m.topic, m.payload])).toEqual([
      ['notice', { n: 1 }],
      ['private', { n: 2 }],
    ]);
    expect(other.peer.got).toEqual([]);
    for (const p of [a, b, other]) p.peer.ws.close();
  });

  it('refuses a missing, unknown or expired token with 4401 and the §8 code', async () => {
    const none = open({ corpId: 'corp2001', username: 'tenant', uuid: 'u1' });
    expect(await none.closed).toMatchObject({
      code: REALTIME_CLOSE.unauthorized,
      reason: expect.stringMatching(/^999988 /),
    });
    const garbage = open({ corpId: 'corp2001', username: 'tenant', uuid: 'u1', token: 'not-a-token' });
    expect(await garbage.closed).toMatchObject({ code: 4401, reason: expect.stringMatching(/^401 /) });
    const s = await tokenFor(app, 'tenant', PASSWORDS.tenant);
    await db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = 'u-tenant'`);
    const expired = open({ corpId: 'corp2001', username: 'tenant', uuid: 'u1', token: s.authorization });
    expect(await expired.closed).toMatchObject({ code: 4401, reason: expect.stringMatching(/^910008 /) });
  });

  it('refuses an address whose corpId or username is not the session’s, or that lacks uuid', async () => {
    const wrongCorp = await signedIn('tenant', { corpId: 'corp2002' });
    expect(await wrongCorp.peer.closed).toEqual({ code: 4403, reason: 'corpId does not match the session' });
    const wrongUser = await signedIn('tenant', { username: 'agent' });
    expect(await wrongUser.peer.closed).toEqual({ code: 4403, reason: 'username does not match the session' });
    const noUuid = await signedIn('tenant', { uuid: '' });
    expect(await noUuid.peer.closed).toEqual({ code: 4403, reason: 'uuid is required in the address' });
  });

  it('disconnects a session signed out over HTTP promptly, and one revoked elsewhere at the next check', async () => {
    const a = await signedIn('tenant');
    const t0 = Date.now();
    expect((await call(app, { method: 'POST', url: logoutEndpoint.path, token: a.token })).body.code).toBe('000000');
    expect(await a.peer.closed).toMatchObject({ code: 4401, reason: expect.stringMatching(/^930006 /) });
    expect(Date.now() - t0).toBeLessThan(2000);
    // Revoked straight in the database (another instance, an operator): the periodic check finds it.
    const b = await signedIn('agent');
    await db.execute(
      sql`update sessions set revoked_at = now(), revoked_reason = 'disabled' where user_id = 'u-agent'`,
    );
    expect(await b.peer.closed).toMatchObject({ code: 4401, reason: expect.stringMatching(/^999987 /) });
  });

  it('refuses a frame over 64 KB with 1009 and a reason; 60 KB is fine', async () => {
    const a = await signedIn('tenant');
    a.peer.ws.send('x'.repeat(60 * 1024));
    await new Promise((r) => setTimeout(r, 100));
    expect(a.peer.ws.readyState).toBe(WebSocket.OPEN);
    a.peer.ws.send('x'.repeat(64 * 1024 + 1));
    expect(await a.peer.closed).toEqual({ code: 1009, reason: 'frame over 65536 bytes' });
  });

  it('drops a peer that stops answering pings', async () => {
    const s = await tokenFor(app, 'tenant', PASSWORDS.tenant);
    const mute = open(
      { corpId: 'corp2001', username: 'tenant', uuid: 'u1', token: s.authorization },
      { autoPong: false },
    );
    expect((await mute.closed).code).toBe(1006);
  });

  it('echo publishes to the caller’s own sockets only, and rejects bad input without publishing', async () => {
    const a = await signedIn('tenant');
    const b = await signedIn('agent');
    const r = await call(app, {
      method: 'POST',
      url: sendRealtimeEcho.path,
      token: a.token,
      payload: { text: 'hi', count: 120 },
    });
    expect(r.body).toMatchObject({ code: '000000', data: { published: 120, localSockets: 1 } });
    await waitFor(() => a.peer.got.length === 120);
    expect(a.peer.got[119]).toEqual({ topic: 'echo', payload: { text: 'hi', seq: 120 }, at: expect.any(Number) });
    // Bursts are written in batches (corked socket), never reordered.
    expect(a.peer.got.map((m) => (m.payload as { seq: number }).seq)).toEqual(
      Array.from({ length: 120 }, (_, i) => i + 1),
    );
    for (const bad of [{ text: '' }, { text: 'x', count: 0 }, { text: 'x', count: 10_001 }, { count: 1 }]) {
      const e = await call(app, { method: 'POST', url: sendRealtimeEcho.path, token: a.token, payload: bad });
      expect([e.status, e.body.code]).toEqual([400, '100001']);
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(a.peer.got.length).toBe(120);
    expect(b.peer.got).toEqual([]);
  });

  it('never writes the token in the address to the log', async () => {
    const a = await signedIn('tenant');
    expect(logs).toContain('/ws?');
    expect(logs).toContain('token=[redacted]');
    expect(logs).not.toContain(a.token);
  });
});
