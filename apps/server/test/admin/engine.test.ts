/**
 * /aiadmin/nlp and /aiadmin/speechengine (issue 4): operator-only engine settings, write-only
 * credentials, validation that changes nothing, tenant assignment, delete rules, the connection test
 * against real local sockets, the tenant's read of its engines, and the audit trail.
 */

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import type { EngineRow, TenantEngine } from '@zhiyu/contract/modules/admin/engine';
import {
  assignNlpEngine,
  assignSpeechEngine,
  createNlpEngine,
  createSpeechEngine,
  deleteNlpEngine,
  deleteSpeechEngine,
  listMyEngines,
  listNlpEngines,
  listSpeechEngines,
  nlpEngineTenants,
  testNlpEngine,
  updateNlpEngine,
} from '@zhiyu/contract/modules/admin/engine';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, engineTenants } from '../../src/modules/admin/engine/table.ts';
import { auditLogs } from '../../src/platform/audit/table.ts';
import { DEMO } from '../../src/platform/seed/demo-data.ts';
import { call, PASSWORDS, type TestApp, testApp, tokenFor } from '../helpers/app.ts';
import { dbDigest } from '../helpers/db.ts';

const KEY = 'AK-visible-nowhere-7731';
const SECRET = 'SK-never-in-clear-9f2c41';

let t: TestApp;
let admin: string;
let seen: http.IncomingHttpHeaders[] = [];
let okServer: http.Server;
let failServer: http.Server;
let hangServer: http.Server;
/** The base path of each engine screen, taken from its list endpoint. */
const NLP = listNlpEngines.path.replace(/\/list$/, '');
const SPEECH = listSpeechEngines.path.replace(/\/list$/, '');
const urlOf = (s: http.Server, path = '/v1/chat') => `http://127.0.0.1:${(s.address() as AddressInfo).port}${path}`;

async function listen(handler: http.RequestListener) {
  const s = http.createServer(handler);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return s;
}

/** A port nothing listens on: bound, read, released. */
async function closedPort() {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  admin = (await tokenFor(t.app, 'admin', PASSWORDS.admin)).authorization;
  okServer = await listen((req, res) => {
    seen.push(req.headers);
    res.end('{"ok":true}');
  });
  failServer = await listen((_req, res) => {
    res.statusCode = 503;
    res.end('down');
  });
  hangServer = await listen(() => {
    /* never answers */
  });
});
afterAll(async () => {
  hangServer.closeAllConnections();
  for (const s of [okServer, failServer, hangServer]) await new Promise((r) => s.close(r));
  await t.close();
});

const post = <T = EngineRow>(url: string, payload: unknown, token = admin, lang?: string) =>
  call<T>(t.app, {
    method: 'POST',
    url,
    token,
    payload: payload as Record<string, unknown>,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const get = <T>(url: string, token = admin) => call<T>(t.app, { method: 'GET', url, token });

const httpNlp = (over: Record<string, unknown> = {}) => ({
  kind: 'nlp',
  name: `nlp-${Math.random().toString(36).slice(2, 8)}`,
  vendor: 'http',
  endpoint: urlOf(okServer),
  appKey: KEY,
  appSecret: SECRET,
  options: { model: 'm1' },
  ...over,
});

describe('engine scope', () => {
  it('refuses channel, tenant and agent users on every engine endpoint, changing nothing', async () => {
    const calls: [string, 'GET' | 'POST', unknown][] = [];
    for (const base of [NLP, SPEECH]) {
      calls.push([`${base}/list`, 'GET', undefined], [`${base}/tenants`, 'GET', undefined]);
      const body = { ...httpNlp(), kind: base === NLP ? 'nlp' : 'asr', vendor: 'local' };
      calls.push([`${base}/add`, 'POST', body], [`${base}/edit`, 'POST', { ...body, id: 'engine-local-nlp' }]);
      for (const a of ['test', 'delete']) calls.push([`${base}/${a}`, 'POST', { id: 'engine-local-nlp' }]);
      calls.push([`${base}/assign`, 'POST', { id: 'engine-local-asr', tenantIds: [] }]);
    }
    for (const user of ['channel', 'tenant', 'agent']) {
      const token = (await tokenFor(t.app, user, PASSWORDS[user])).authorization;
      const before = await dbDigest(t.db, ['sessions', 'login_logs']);
      for (const [url, method, payload] of calls) {
        const r = await call(t.app, { method, url, token, ...(payload ? { payload: payload as object } : {}) });
        expect([r.status, r.body.code], `${user} ${url}`).toEqual([403, '100403']);
      }
      expect(await dbDigest(t.db, ['sessions', 'login_logs'])).toEqual(before);
    }
  });

  it('lists each screen its own kinds: the seeded built-in engines', async () => {
    const nlp = await get<{ list: EngineRow[] }>(`${listNlpEngines.path}?pageNum=1&pageSize=10`);
    expect(nlp.body.data.list.map((e) => [e.kind, e.vendor])).toEqual([['nlp', 'local']]);
    const speech = await get<{ list: EngineRow[] }>(
      `${listSpeechEngines.path}?pageNum=1&pageSize=10&sortField=name&sortOrder=ASC`,
    );
    expect(speech.body.data.list.map((e) => e.kind).sort()).toEqual(['asr', 'tts']);
    expect(speech.body.data.list[0].tenants.map((x) => x.id)).toEqual([DEMO.tenant1, DEMO.tenant2, DEMO.tenant3]);
    const asr = await get<{ list: EngineRow[] }>(`${listSpeechEngines.path}?pageNum=1&pageSize=10&kind=asr`);
    expect(asr.body.data.list.map((e) => e.id)).toEqual(['engine-local-asr']);
  });

  it('an NLP screen call cannot touch a speech engine', async () => {
    const r = await post(updateNlpEngine.path, { id: 'engine-local-asr', kind: 'nlp', name: 'x', vendor: 'local' });
    expect(r.body.code).toBe('100002');
    expect((await post(deleteNlpEngine.path, { id: 'engine-local-tts', cascade: true })).body.code).toBe('100002');
  });
});

describe('engine settings', () => {
  it('stores credentials sealed and never returns them', async () => {
    const r = await post(createNlpEngine.path, httpNlp({ name: 'secret-check' }));
    expect(r.body.code).toBe('000000');
    expect(r.body.data).toMatchObject({ appKey: '******', appSecret: '******', vendor: 'http', status: 'enabled' });
    const [row] = await t.db.select().from(engines).where(eq(engines.id, r.body.data.id));
    expect(row.credentials).toMatch(/^v1\./);
    expect(row.credentials).not.toContain(SECRET);
    const list = await get(`${listNlpEngines.path}?pageNum=1&pageSize=100`);
    const edited = await post(updateNlpEngine.path, { ...httpNlp({ name: 'secret-check' }), id: r.body.data.id });
    for (const body of [r.body, list.body, edited.body]) {
      expect(JSON.stringify(body)).not.toContain(SECRET);
      expect(JSON.stringify(body)).not.toContain(KEY);
    }
    const trail = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, r.body.data.id));
    expect(trail.map((a) => a.action).sort()).toEqual(['create', 'update']);
    expect(JSON.stringify(trail)).not.toContain(SECRET);
    expect(JSON.stringify(trail)).not.toContain(KEY);
    expect(trail.find((a) => a.action === 'create')?.after).toMatchObject({ appSecret: '******', vendor: 'http' });
  });

  it('an edit with empty secret fields keeps the stored ones (the test still sends them)', async () => {
    const c = await post(createNlpEngine.path, httpNlp({ name: 'keep-secret' }));
    const e = await post(updateNlpEngine.path, {
      ...httpNlp({ name: 'keep-secret-2', appKey: '', appSecret: '' }),
      id: c.body.data.id,
    });
    expect(e.body.data).toMatchObject({ name: 'keep-secret-2', appKey: '******', appSecret: '******' });
    seen = [];
    const r = await post(testNlpEngine.path, { id: c.body.data.id });
    expect(r.body.code).toBe('000000');
    expect(seen[0]).toMatchObject({ authorization: `Bearer ${SECRET}`, 'x-app-key': KEY });
    const trail = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, c.body.data.id));
    const update = trail.find((a) => a.action === 'update');
    // Switching to the built-in engine drops the credentials (it has none).
    const local = await post(updateNlpEngine.path, {
      id: c.body.data.id,
      kind: 'nlp',
      name: 'keep-secret-2',
      vendor: 'local',
    });
    expect(local.body.data).toMatchObject({ vendor: 'local', appKey: '', appSecret: '', endpoint: '' });
    expect(update?.before).toMatchObject({ name: 'keep-secret', appSecret: '******' });
    expect(update?.after).toMatchObject({ name: 'keep-secret-2', appSecret: '******' });
  });

  it('refuses bad input with 100001 naming the field and changes nothing', async () => {
    const bad: [string, string, Record<string, unknown>][] = [
      [NLP, 'endpoint', httpNlp({ endpoint: '' })],
      [NLP, 'endpoint', httpNlp({ endpoint: 'ftp://x.example.com/' })],
      [NLP, 'endpoint', httpNlp({ endpoint: 'not a url' })],
      [NLP, 'vendor', httpNlp({ vendor: 'aliyun' })],
      [NLP, 'vendor', httpNlp({ vendor: 'nobody' })],
      [NLP, 'kind', httpNlp({ kind: 'asr' })],
      [NLP, 'name', httpNlp({ name: '   ' })],
      [NLP, 'name', httpNlp({ name: 'x'.repeat(51) })],
      [NLP, 'status', httpNlp({ status: 'on' })],
      [NLP, 'options.model', httpNlp({ options: { model: 'm'.repeat(101) } })],
      [SPEECH, 'vendor', httpNlp({ kind: 'asr', vendor: 'openai' })],
      [SPEECH, 'kind', httpNlp({ kind: 'nlp' })],
    ];
    const before = await dbDigest(t.db);
    for (const [base, field, body] of bad) {
      const r = await post(`${base}/add`, body);
      expect([r.status, r.body.code], `${field} ${JSON.stringify(body)}`).toEqual([400, '100001']);
      expect(r.body.msg, field).toContain(field);
      const e = await post(`${base}/edit`, { ...body, id: 'engine-local-nlp' });
      expect(e.body.code, field).toBe('100001');
    }
    const dup = await post(createNlpEngine.path, httpNlp({ name: '内置NLP引擎' }));
    expect([dup.status, dup.body.code]).toEqual([409, '100003']);
    expect(await dbDigest(t.db)).toEqual(before);
  });

  it('allows a built-in engine without an endpoint', async () => {
    const r = await post(createSpeechEngine.path, {
      kind: 'tts',
      name: 'local-tts-2',
      vendor: 'local',
      options: { voice: 'v' },
    });
    expect(r.body.data).toMatchObject({
      vendor: 'local',
      endpoint: '',
      appKey: '',
      appSecret: '',
      options: { voice: 'v' },
    });
  });
});

describe('test connection', () => {
  const make = async (endpoint: string, name: string) =>
    (await post(createNlpEngine.path, httpNlp({ endpoint, name }))).body.data.id;
  const lastTest = async (id: string) => {
    const [row] = await t.db.select().from(engines).where(eq(engines.id, id));
    return [row.lastTestResult, row.lastTestAt instanceof Date];
  };

  it('the built-in engine answers OK at once and the row records it', async () => {
    const r = await post<{ ok: boolean; latencyMs: number }>(testNlpEngine.path, { id: 'engine-local-nlp' });
    expect(r.body.data).toMatchObject({ ok: true, latencyMs: 0 });
    expect(await lastTest('engine-local-nlp')).toEqual(['ok:0', true]);
  });

  it('an HTTP engine that answers is OK with its latency', async () => {
    const id = await make(urlOf(okServer), 't-ok');
    const r = await post<{ ok: boolean; latencyMs: number; lastTest: { ok: boolean } }>(testNlpEngine.path, { id });
    expect(r.body.code).toBe('000000');
    expect(r.body.data.latencyMs).toBeGreaterThanOrEqual(0);
    expect(r.body.data.lastTest.ok).toBe(true);
    const list = await get<{ list: EngineRow[] }>(`${listNlpEngines.path}?pageNum=1&pageSize=10&name=t-ok`);
    expect(list.body.data.list[0].lastTest).toMatchObject({ ok: true, reason: null });
  });

  it('an HTTP error status fails with 140010 naming the status, recorded on the row', async () => {
    const id = await make(urlOf(failServer), 't-503');
    const r = await post(testNlpEngine.path, { id });
    expect([r.status, r.body.code]).toEqual([400, '140010']);
    expect(r.body.msg).toBe('连接测试失败：HTTP 状态码 503');
    const en = await post(testNlpEngine.path, { id }, admin, 'en-US');
    expect(en.body.msg).toBe('Connection test failed: HTTP status 503');
    expect(await lastTest(id)).toEqual(['http:503', true]);
    const list = await get<{ list: EngineRow[] }>(`${listNlpEngines.path}?pageNum=1&pageSize=10&name=t-503`);
    expect(list.body.data.list[0].lastTest).toMatchObject({ ok: false, reason: 'http', httpStatus: 503 });
  });

  it('a closed port fails as refused', async () => {
    const id = await make(`http://127.0.0.1:${await closedPort()}/`, 't-refused');
    const r = await post(testNlpEngine.path, { id }, admin, 'en');
    expect([r.body.code, r.body.msg]).toEqual(['140010', 'Connection test failed: connection refused']);
    expect(await lastTest(id)).toEqual(['refused', true]);
    // Ports on fetch's "bad port" list (1, 6000, …) are tested like any other.
    const low = await make('http://127.0.0.1:1/', 't-port-1');
    expect((await post(testNlpEngine.path, { id: low }, admin, 'en')).body.msg).toBe(
      'Connection test failed: connection refused',
    );
  });

  it('an unknown host fails as a DNS failure', async () => {
    const id = await make('http://no-such-host.invalid/', 't-dns');
    const r = await post(testNlpEngine.path, { id });
    expect([r.body.code, r.body.msg]).toEqual(['140010', '连接测试失败：域名无法解析']);
  });

  it('a server that never answers times out after 3 s', async () => {
    const id = await make(urlOf(hangServer), 't-hang');
    const started = Date.now();
    const r = await post(testNlpEngine.path, { id }, admin, 'en');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(Date.now() - started).toBeLessThan(6000);
    expect([r.body.code, r.body.msg]).toEqual(['140010', 'Connection test failed: timed out (no answer within 3 s)']);
    expect(await lastTest(id)).toEqual(['timeout', true]);
  }, 15_000);
});

describe('assignment and deletion', () => {
  it('assigns tenants, refuses unknown ones unchanged, and the delete rules hold', async () => {
    const id = (await post(createSpeechEngine.path, { kind: 'asr', name: 'assign-me', vendor: 'local' })).body.data.id;
    const a = await post(assignSpeechEngine.path, { id, tenantIds: [DEMO.tenant2, DEMO.tenant1, DEMO.tenant1] });
    expect(a.body.data.tenants.map((x) => x.id)).toEqual([DEMO.tenant1, DEMO.tenant2]);
    let before = await dbDigest(t.db);
    const unknown = await post(assignSpeechEngine.path, { id, tenantIds: [DEMO.tenant3, 'no-tenant'] });
    expect([unknown.body.code, unknown.body.msg]).toEqual(['100002', '数据不存在: 租户不存在：no-tenant']);
    const refused = await post(deleteSpeechEngine.path, { id });
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
      409,
      '140012',
      '该引擎已分配给2个租户，无法删除',
    ]);
    expect(await dbDigest(t.db)).toEqual(before);
    const gone = await post(deleteSpeechEngine.path, { id, cascade: true });
    expect(gone.body.data).toEqual({ deleted: 1, unassigned: 2 });
    expect(await t.db.select().from(engineTenants).where(eq(engineTenants.engineId, id))).toEqual([]);
    const trail = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, id));
    expect(trail.map((x) => x.action).sort()).toEqual(['assign', 'create', 'delete']);
    expect(trail.find((x) => x.action === 'assign')).toMatchObject({
      entity: 'engine',
      actorName: 'admin',
      before: { tenantIds: [] },
      after: { tenantIds: [DEMO.tenant1, DEMO.tenant2] },
    });
    expect(trail.find((x) => x.action === 'delete')?.before).toMatchObject({ tenantIds: [DEMO.tenant1, DEMO.tenant2] });
    // An unassigned engine deletes without confirmation.
    const lone = (await post(createSpeechEngine.path, { kind: 'asr', name: 'lone', vendor: 'local' })).body.data.id;
    before = await dbDigest(t.db);
    expect((await post(deleteSpeechEngine.path, { id: lone })).body.data).toEqual({ deleted: 1, unassigned: 0 });
  });

  it('offers every tenant to assign', async () => {
    const r = await get<{ id: string }[]>(nlpEngineTenants.path);
    expect(r.body.data.map((x) => x.id)).toEqual([DEMO.tenant1, DEMO.tenant2, DEMO.tenant3]);
  });
});

describe("a tenant's engines", () => {
  it('lists only enabled engines assigned to the session tenant, without endpoint or credentials', async () => {
    const theirs = (await post(createNlpEngine.path, httpNlp({ name: 'only-2002' }))).body.data.id;
    await post(assignNlpEngine.path, { id: theirs, tenantIds: [DEMO.tenant2] });
    const off = (await post(createNlpEngine.path, httpNlp({ name: 'off-2001', status: 'disabled' }))).body.data.id;
    await post(assignNlpEngine.path, { id: off, tenantIds: [DEMO.tenant1] });
    for (const user of ['tenant', 'agent']) {
      const token = (await tokenFor(t.app, user, PASSWORDS[user])).authorization;
      const r = await get<TenantEngine[]>(listMyEngines.path, token);
      expect(r.body.data.map((e) => e.id).sort(), user).toEqual([
        'engine-local-asr',
        'engine-local-nlp',
        'engine-local-tts',
      ]);
      expect(Object.keys(r.body.data[0]).sort()).toEqual(['id', 'kind', 'name', 'options', 'vendor']);
      const nlp = await get<TenantEngine[]>(`${listMyEngines.path}?kind=nlp`, token);
      expect(nlp.body.data.map((e) => e.id)).toEqual(['engine-local-nlp']);
    }
    const t2 = (await tokenFor(t.app, 'tenant2', PASSWORDS.tenant2)).authorization;
    const r2 = await get<TenantEngine[]>(`${listMyEngines.path}?kind=nlp`, t2);
    expect(r2.body.data.map((e) => e.name).sort()).toEqual(['only-2002', '内置NLP引擎']);
    expect(JSON.stringify(r2.body)).not.toContain(SECRET);
    // The operator at platform level has no tenant to read for.
    expect((await get(listMyEngines.path, admin)).body.code).toBe('100403');
  });

  it('no secret anywhere in the audit trail', async () => {
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(sql`${auditLogs.before}::text like ${`%${SECRET}%`} or ${auditLogs.after}::text like ${`%${SECRET}%`}`);
    expect(n).toBe(0);
  });
});
