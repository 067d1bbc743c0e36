/**
 * /index/tenant/sip (issue 4): the session tenant's SIP trunk — who may read and save it, the
 * validation rules (refused, nothing changed), the write-only password, the audit trail, and the
 * trunk test against a local TCP server, a local UDP socket answering SIP, and closed ports.
 */

import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { switchOrg } from '@zhiyu/contract/modules/admin/auth';
import type { SipRow } from '@zhiyu/contract/modules/admin/sip';
import { getSip, testSip, updateSip } from '@zhiyu/contract/modules/admin/sip';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantSip } from '../../src/modules/admin/sip/table.ts';
import { auditLogs } from '../../src/platform/audit/table.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { dbDigest } from '../helpers/db.ts';

const PASSWORD = 'Trunk-pass-never-shown-4411';

let t: TestApp;
let tenant: string;
let tcpServer: net.Server;
let sipUdp: dgram.Socket;
let silentUdp: dgram.Socket;
let received: string[] = [];

beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  tenant = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
  tcpServer = net.createServer((s) => s.end());
  await new Promise<void>((r) => tcpServer.listen(0, '127.0.0.1', r));
  sipUdp = dgram.createSocket('udp4');
  sipUdp.on('message', (msg, from) => {
    received.push(msg.toString());
    sipUdp.send('SIP/2.0 200 OK\r\nContent-Length: 0\r\n\r\n', from.port, from.address);
  });
  silentUdp = dgram.createSocket('udp4');
  await Promise.all([sipUdp, silentUdp].map((s) => new Promise<void>((r) => s.bind(0, '127.0.0.1', r))));
});
afterAll(async () => {
  sipUdp.close();
  silentUdp.close();
  await new Promise((r) => tcpServer.close(r));
  await t.close();
});

const portOf = (s: net.Server | dgram.Socket) => (s.address() as AddressInfo).port;
async function closedPort() {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = portOf(s);
  await new Promise((r) => s.close(r));
  return port;
}

const VALID = {
  address: 'sip.carrier.example.com',
  port: 5060,
  transport: 'udp',
  username: 'trunk01',
  password: PASSWORD,
  realm: 'carrier.example.com',
  concurrency: 30,
  status: 'enabled',
};
const save = (body: unknown, token = tenant, lang?: string) =>
  call<SipRow>(t.app, {
    method: 'POST',
    url: updateSip.path,
    token,
    payload: body as Record<string, unknown>,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const read = (token = tenant) => call<SipRow | null>(t.app, { method: 'GET', url: getSip.path, token });
const test = (body: unknown, lang?: string) =>
  call<{ ok: boolean; latencyMs: number; response: string | null }>(t.app, {
    method: 'POST',
    url: testSip.path,
    token: tenant,
    payload: { ...VALID, ...(body as object) },
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

describe('SIP settings', () => {
  it('starts empty, saves, and never returns or audits the password in clear', async () => {
    expect((await read()).body).toMatchObject({ code: '000000', data: null });
    const r = await save(VALID);
    expect(r.body.code).toBe('000000');
    expect(r.body.data).toMatchObject({ ...VALID, tenantId: DEMO.tenant1, password: '******', updatedBy: 'tenant' });
    const [row] = await t.db.select().from(tenantSip).where(eq(tenantSip.tenantId, DEMO.tenant1));
    expect(row.password).toMatch(/^v1\./);
    const again = await read();
    expect(again.body.data).toMatchObject({ address: VALID.address, password: '******' });
    for (const b of [r.body, again.body]) expect(JSON.stringify(b)).not.toContain(PASSWORD);
    const [a] = await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'sip'));
    expect(a).toMatchObject({
      action: 'create',
      entityId: DEMO.tenant1,
      tenantId: DEMO.tenant1,
      channelId: DEMO.channelA,
      actorName: 'tenant',
      after: { address: VALID.address, password: '******', concurrency: 30 },
    });
    expect(JSON.stringify(a)).not.toContain(PASSWORD);
  });

  it('an empty password keeps the stored one; the update is audited with before and after', async () => {
    const [before] = await t.db.select().from(tenantSip).where(eq(tenantSip.tenantId, DEMO.tenant1));
    const r = await save({ ...VALID, password: '', concurrency: 40, transport: 'tcp' });
    expect(r.body.data).toMatchObject({ concurrency: 40, transport: 'tcp', password: '******' });
    const [after] = await t.db.select().from(tenantSip).where(eq(tenantSip.tenantId, DEMO.tenant1));
    expect(after.password).toBe(before.password);
    const trail = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'update'));
    const u = trail.find((x) => x.entity === 'sip');
    expect(u?.before).toMatchObject({ concurrency: 30, transport: 'udp', password: '******' });
    expect(u?.after).toMatchObject({ concurrency: 40, transport: 'tcp', password: '******' });
  });

  it('refuses each bad field with 100001 naming it, and changes nothing', async () => {
    const bad: [string, Record<string, unknown>][] = [
      ['address', { address: '' }],
      ['address', { address: 'bad host!' }],
      ['address', { address: '999.1.1.1' }],
      ['address', { address: 'a..b' }],
      ['address', { address: '[not-ipv6]' }],
      ['port', { port: 0 }],
      ['port', { port: 65536 }],
      ['port', { port: 50.5 }],
      ['transport', { transport: 'sctp' }],
      ['concurrency', { concurrency: 0 }],
      ['concurrency', { concurrency: 1001 }],
      ['username', { username: 'a b' }],
      ['realm', { realm: 'bad realm' }],
      ['status', { status: 'on' }],
    ];
    const before = await dbDigest(t.db);
    for (const [field, over] of bad) {
      const r = await save({ ...VALID, ...over });
      expect([r.status, r.body.code], JSON.stringify(over)).toEqual([400, '100001']);
      expect(r.body.msg).toContain(field);
    }
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('accepts IPv4, IPv6 and host names, and the limits of port and concurrency', async () => {
    for (const address of ['10.0.0.8', '2001:db8::1', '[2001:db8::5060]', '::ffff:192.0.2.1', 'pbx']) {
      expect((await save({ ...VALID, address, port: 1, concurrency: 1 })).body.code, address).toBe('000000');
    }
    const r = await save({ ...VALID, port: 65535, concurrency: 1000 });
    expect(r.body.data).toMatchObject({ port: 65535, concurrency: 1000 });
  });

  it('each tenant reads and writes only its own trunk', async () => {
    const t2 = (await tokenFor(t.app, 'tenant2', PASSWORDS.tenant2)).authorization;
    expect((await read(t2)).body.data).toBeNull();
    await save({ ...VALID, address: '10.2.2.2' }, t2);
    expect((await read(t2)).body.data).toMatchObject({ tenantId: DEMO.tenant2, address: '10.2.2.2' });
    expect((await read()).body.data).toMatchObject({ tenantId: DEMO.tenant1, port: 65535 });
  });

  it('refuses channel admins and agents; the operator works on the tenant it switched to', async () => {
    for (const user of ['channel', 'agent']) {
      const token = (await tokenFor(t.app, user, PASSWORDS[user])).authorization;
      const before = await dbDigest(t.db, ['sessions', 'login_logs']);
      for (const r of [await read(token), await save(VALID, token)]) {
        expect([r.status, r.body.code], user).toEqual([403, '100403']);
      }
      expect(await dbDigest(t.db, ['sessions', 'login_logs'])).toEqual(before);
    }
    const admin = (await tokenFor(t.app, 'admin', PASSWORDS.admin)).authorization;
    expect((await read(admin)).body.code).toBe('100403');
    const sw = await call(t.app, {
      method: 'POST',
      url: switchOrg.path,
      token: admin,
      payload: { orgId: DEMO.tenant3 },
    });
    expect(sw.body.code).toBe('000000');
    expect((await read(admin)).body.data).toBeNull();
    const r = await save({ ...VALID, address: '10.3.3.3' }, admin);
    expect(r.body.data).toMatchObject({ tenantId: DEMO.tenant3, updatedBy: 'admin' });
    const [a] = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, DEMO.tenant3));
    expect(a).toMatchObject({ entity: 'sip', tenantId: DEMO.tenant3, channelId: DEMO.channelB, actorName: 'admin' });
  });
});

describe('SIP trunk test', () => {
  it('tcp and tls: a listening port is OK with latency; nothing is stored', async () => {
    const before = await dbDigest(t.db);
    for (const transport of ['tcp', 'tls']) {
      const r = await test({ address: '127.0.0.1', port: portOf(tcpServer), transport });
      expect(r.body.code, transport).toBe('000000');
      expect(r.body.data).toMatchObject({ ok: true, response: null });
      expect(r.body.data.latencyMs).toBeGreaterThanOrEqual(0);
    }
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('tcp: a closed port fails as refused', async () => {
    const r = await test({ address: '127.0.0.1', port: await closedPort(), transport: 'tcp' });
    expect([r.status, r.body.code, r.body.msg]).toEqual([400, '140010', '连接测试失败：连接被拒绝']);
  });

  it('udp: an OPTIONS request answered by SIP/2.0 200 OK is OK, with the status line', async () => {
    received = [];
    const r = await test({ address: '127.0.0.1', port: portOf(sipUdp), transport: 'udp' });
    expect(r.body.data).toMatchObject({ ok: true, response: 'SIP/2.0 200 OK' });
    expect(received[0]).toMatch(/^OPTIONS sip:127\.0\.0\.1:\d+ SIP\/2\.0\r\n/);
    expect(received[0]).toContain('CSeq: 1 OPTIONS');
    expect(received[0]).toContain('From: <sip:trunk01@carrier.example.com>');
    expect(received[0]).not.toContain(PASSWORD);
  });

  it('udp: a closed port fails as refused, a silent one times out', async () => {
    const refused = await test({ address: '127.0.0.1', port: await closedPort(), transport: 'udp' }, 'en');
    expect([refused.body.code, refused.body.msg]).toEqual(['140010', 'Connection test failed: connection refused']);
    const started = Date.now();
    const silent = await test({ address: '127.0.0.1', port: portOf(silentUdp), transport: 'udp' }, 'en');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect([silent.body.code, silent.body.msg]).toEqual([
      '140010',
      'Connection test failed: timed out (no answer within 3 s)',
    ]);
  }, 15_000);

  it('an unknown host name fails as a DNS failure; bad settings are refused before any test', async () => {
    const r = await test({ address: 'no-such-trunk.invalid', transport: 'tcp' });
    expect([r.body.code, r.body.msg]).toEqual(['140010', '连接测试失败：域名无法解析']);
    const bad = await test({ port: 70000 });
    expect([bad.body.code, bad.body.msg]).toEqual(['100001', expect.stringContaining('port')]);
  });
});
