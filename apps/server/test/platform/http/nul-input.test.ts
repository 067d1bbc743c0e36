/**
 * U+0000 in any string input is refused with 100001 naming the field, before sign-in, the access
 * check's database work or any handler: PostgreSQL text cannot hold it, so let through it made the
 * statement fail with a 500. The walk covers every registered endpoint; nothing lists them by hand.
 */

import { accessCodes, type Endpoint } from '@zhiyu/contract/endpoint';
import { uploadFile, viewFile } from '@zhiyu/contract/modules/admin/files';
import { createChannelConfig } from '@zhiyu/contract/modules/aitext/channel';
import { openSession, sendMessage } from '@zhiyu/contract/modules/aitext/chat';
import { ALL_RESOURCES } from '@zhiyu/contract/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '../../../src/modules/admin/auth/table.ts';
import { multipart } from '../../fixtures/xlsx.ts';
import { call, login, PASSWORDS, type TestApp, testApp, tokenFor } from '../../helpers/app.ts';
import { dbDigest } from '../../helpers/db.ts';

let t: TestApp;
let tenantToken = '';
let adminToken = '';
beforeAll(async () => {
  t = await testApp({ CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000' });
  tenantToken = (await tokenFor(t.app, 'tenant', PASSWORDS.tenant)).authorization;
  adminToken = (await tokenFor(t.app, 'admin', PASSWORDS.admin)).authorization;
});
afterAll(() => t.close());

const NUL = '\u0000';
const LEVEL = new Map(ALL_RESOURCES.map((r) => [r.id, r.level]));

/** A caller who passes the endpoint's access check, so a body reaches the point it is checked. */
function tokenOf(e: Endpoint): string {
  const codes = accessCodes(e.access);
  return codes.length === 0 || codes.some((c) => LEVEL.get(c) === 'tenant') ? tenantToken : adminToken;
}

/** The first string leaf of a JSON value with a NUL put in it, and its dotted path. */
function poisonFirstString(value: unknown, path: string[] = []): { value: unknown; field?: string } {
  if (typeof value === 'string') return { value: `a${NUL}b`, field: path.join('.') };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const r = poisonFirstString(value[i], [...path, String(i)]);
      if (r.field !== undefined) return { value: value.map((v, j) => (j === i ? r.value : v)), field: r.field };
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const r = poisonFirstString(v, [...path, k]);
      if (r.field !== undefined) return { value: { ...value, [k]: r.value }, field: r.field };
    }
  }
  return { value };
}

const hasBody = (e: Endpoint) => e.method !== 'GET' && e.method !== 'DELETE';
/** The path with each `:param` (and a trailing `*`) filled in. */
const fill = (p: string, v: string) => p.replace(/:[A-Za-z_]\w*/g, v).replace(/\*$/, v);

async function send(e: Endpoint, url: string, token: string, payload?: unknown) {
  const res = await t.app.inject({
    method: e.method,
    url,
    headers: { authorization: token },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  let body: { code?: string; msg?: string } = {};
  try {
    body = res.json();
  } catch {
    body = { msg: res.body.slice(0, 200) };
  }
  return { status: res.statusCode, body };
}

describe('U+0000 in the input of every registered endpoint', () => {
  it('the query string: 100001 naming the field, for any caller, never a 500', async () => {
    expect(t.app.endpoints.length).toBeGreaterThan(10);
    for (const e of t.app.endpoints) {
      const q = { ...(e.example?.query ?? {}) } as Record<string, unknown>;
      const stringKey = Object.keys(q).find((k) => typeof q[k] === 'string');
      const field = stringKey ?? 'nul';
      q[field] = `x${NUL}y`;
      const qs = new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();
      const url = `${fill(e.path, 'p1')}?${qs}`;
      const payload = hasBody(e) ? (e.example?.body ?? {}) : undefined;
      for (const token of [tokenOf(e), '']) {
        const r = await send(e, url, token, payload);
        expect([r.status, r.body.code, r.body.msg], `${e.id} ${token ? 'signed in' : 'anonymous'}`).toEqual([
          400,
          '100001',
          `参数错误: ${field}`,
        ]);
      }
    }
  }, 300_000);

  it('a path parameter: 100001 naming it', async () => {
    const withParams = t.app.endpoints.filter((e) => /:[A-Za-z_]/.test(e.path));
    expect(withParams.length).toBeGreaterThan(0);
    for (const e of withParams) {
      const name = (e.path.match(/:([A-Za-z_]\w*)/) as RegExpMatchArray)[1];
      const r = await send(e, fill(e.path, 'x%00y'), tokenOf(e));
      expect([r.status, r.body.code, r.body.msg], e.id).toEqual([400, '100001', `参数错误: ${name}`]);
    }
  });

  it('the JSON body (a string value, a nested key): 100001 naming the field, changing nothing', async () => {
    const withBody = t.app.endpoints.filter(hasBody);
    expect(withBody.length).toBeGreaterThan(10);
    const before = await dbDigest(t.db);
    for (const e of withBody) {
      const url = `${fill(e.path, 'p1')}${e.example?.query ? `?${new URLSearchParams(e.example.query as Record<string, string>)}` : ''}`;
      const example = (e.example?.body ?? {}) as Record<string, unknown>;
      const poisoned = poisonFirstString(example);
      const field = poisoned.field ?? 'nul';
      const payload = poisoned.field !== undefined ? poisoned.value : { ...example, nul: NUL };
      const r = await send(e, url, tokenOf(e), payload);
      expect([r.status, r.body.code, r.body.msg], `${e.id} value`).toEqual([400, '100001', `参数错误: ${field}`]);
      const keyed = await send(e, url, tokenOf(e), { ...example, deep: [{ [`k${NUL}`]: 1 }] });
      expect([keyed.status, keyed.body.code, keyed.body.msg], `${e.id} key`).toEqual([
        400,
        '100001',
        '参数错误: deep.0.k\\0',
      ]);
    }
    expect(await dbDigest(t.db)).toEqual(before);
  }, 300_000);
});

describe('U+0000 before sign-in and in public calls', () => {
  it('login with a NUL in the username: 100001 naming the field, no sign-in attempt recorded', async () => {
    const before = await t.db.$count(loginLogs);
    const r = await login(t.app, `tenant${NUL}`, PASSWORDS.tenant);
    expect([r.status, r.body.code, r.body.msg]).toEqual([400, '100001', '参数错误: username']);
    const p = await login(t.app, 'tenant', `Tenant${NUL}@2026`);
    expect([p.status, p.body.code, p.body.msg]).toEqual([400, '100001', '参数错误: password']);
    expect(await t.db.$count(loginLogs)).toBe(before);
  });

  it('the public chat: a NUL in the message or the channel key is 100001, never a 500', async () => {
    const ch = await call<{ widgetKey: string }>(t.app, {
      method: 'POST',
      url: createChannelConfig.path,
      token: tenantToken,
      payload: { name: 'NUL 测试', libraryIds: [] },
    });
    expect(ch.body.code, JSON.stringify(ch.body)).toBe('000000');
    const channelKey = ch.body.data.widgetKey;
    const OPEN = { session: openSession, message: sendMessage };
    const open = (path: keyof typeof OPEN, payload: Record<string, unknown>) =>
      call<{ sessionId: string }>(t.app, { method: 'POST', url: OPEN[path].path, payload });
    const s = await open('session', { channelKey });
    expect(s.body.code).toBe('000000');
    const sessionId = s.body.data.sessionId;
    const text = await open('message', { channelKey, sessionId, text: `退货${NUL}` });
    expect([text.status, text.body.code, text.body.msg]).toEqual([400, '100001', '参数错误: text']);
    const key = await open('message', { channelKey: `${channelKey}${NUL}`, sessionId, text: '退货' });
    expect([key.status, key.body.code, key.body.msg]).toEqual([400, '100001', '参数错误: channelKey']);
    const visitor = await open('session', { channelKey, visitorId: `v${NUL}` });
    expect([visitor.status, visitor.body.code, visitor.body.msg]).toEqual([400, '100001', '参数错误: visitorId']);
    const ok = await open('message', { channelKey, sessionId, text: '退货' });
    expect(ok.body.code).toBe('000000');
  });

  it('paths outside the contract (static files, pages, the real-time channel) never answer 500', async () => {
    for (const url of ['/assets/a%00.js', '/index/a%00b', '/ws?token=a%00b', '/ai-admin/nope?x=%00']) {
      const r = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(r.statusCode, url).toBeLessThan(500);
    }
  });

  it('a file id in the public file address: 100001', async () => {
    const r = await t.app.inject({ url: `${viewFile.path}?id=a%00b` });
    expect([r.statusCode, r.json().code, r.json().msg]).toEqual([400, '100001', '参数错误: id']);
  });
});

describe('U+0000 in multipart requests', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  );
  const upload = (body: { payload: Buffer; headers: Record<string, string> }) =>
    call(t.app, { method: 'POST', url: `${uploadFile.path}?kind=image`, token: tenantToken, ...body });

  /** A multipart body with one text field before the file. */
  function withField(name: string, value: string, file = 'a.png') {
    const m = multipart([{ name: file, type: 'image/png', data: PNG }]);
    const boundary = m.headers['content-type'].split('boundary=')[1];
    const field = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      'utf8',
    );
    return { ...m, payload: Buffer.concat([field, m.payload]) };
  }

  it('a file name holding NUL: 100001 naming it, nothing stored', async () => {
    const r = await upload(multipart([{ name: `a${NUL}.png`, type: 'image/png', data: PNG }]));
    expect([r.status, r.body.code, r.body.msg]).toEqual([400, '100001', '参数错误: files.filename']);
  });

  it('a field value or field name holding NUL: 100001 naming the field', async () => {
    const v = await upload(withField('note', `x${NUL}y`));
    expect([v.status, v.body.code, v.body.msg]).toEqual([400, '100001', '参数错误: note']);
    const n = await upload(withField(`n${NUL}`, 'x'));
    expect([n.status, n.body.code, n.body.msg]).toEqual([400, '100001', '参数错误: n\\0']);
  });

  it('the same upload without NUL is stored', async () => {
    const r = await upload(withField('note', 'x'));
    expect(r.body.code, JSON.stringify(r.body)).toBe('000000');
  });
});
