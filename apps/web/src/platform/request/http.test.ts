import { login } from '@zhiyu/contract/modules/admin/auth';
import { listOrgs } from '@zhiyu/contract/modules/admin/user';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigate } from '../navigation.ts';
import { call } from './call.ts';
import { requestIdOf } from './http.ts';
import { resetToasts, toastSuccess } from './toast.ts';
import { get } from './wrappers.ts';

type Reply = { status?: number; statusText?: string; body?: unknown };
let requests: { url: string; headers: Headers }[] = [];
let navigations: string[] = [];

function reply(r: Reply) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, headers: new Headers(init.headers) });
      return new Response(r.body === undefined ? '' : JSON.stringify(r.body), {
        status: r.status ?? 200,
        statusText: r.statusText ?? '',
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

// Notices of earlier tests may linger (jsdom runs no leave animation): only new ones count.
const shown = () =>
  [...document.querySelectorAll('.ant-message-notice:not([data-old])')].map((n) => n.textContent ?? '');

/** antd's message renders asynchronously into document.body; wait for it, then make sure no more come. */
async function toasts(expected: string[]): Promise<void> {
  await vi.waitFor(() => expect(shown()).toEqual(expected), { timeout: 3000, interval: 25 });
  await new Promise((r) => setTimeout(r, 150));
  expect(shown()).toEqual(expected);
}

function signIn() {
  localStorage.setItem(K.authorization, 'tok');
  localStorage.setItem(K.userInfo, JSON.stringify({ username: 'tenant' }));
  localStorage.setItem(K.agreement, 'true');
  localStorage.setItem(K.uuid, 'u-1');
  localStorage.setItem(K.channelId, 'c-1');
  localStorage.setItem(K.channelHistory, '["c-1"]');
  localStorage.setItem(K.navData, '[]');
}

// The toast module loads antd's message on the first toast; on a loaded machine that import alone
// took longer than a toast may take to show, and the late toast landed in the next test. Load it
// first, so each test waits for its toast, not for the module.
beforeAll(() => import('antd/es/message'), 60_000);
beforeEach(() => {
  for (const n of document.querySelectorAll('.ant-message-notice')) n.setAttribute('data-old', '');
  requests = [];
  navigations = [];
  resetToasts();
  setNavigate((to) => navigations.push(to));
  signIn();
});
afterEach(() => vi.unstubAllGlobals());
// The toasts close on timers that would otherwise render after jsdom is gone: close them all and
// let React finish while the document still exists.
afterAll(async () => {
  const { default: message } = await import('antd/es/message');
  message.destroy();
  await new Promise((r) => setTimeout(r, 200));
});

describe('request layer (requirements §7, §8)', () => {
  it('unwraps data and sends the contract headers', async () => {
    reply({ body: { code: '000000', msg: 'ok', data: [{ id: '1', name: 'A', type: 'tenant' }] } });
    await expect(call(listOrgs)).resolves.toEqual([{ id: '1', name: 'A', type: 'tenant' }]);
    const h = requests[0].headers;
    expect(h.get('api-version')).toBe('5.2.0');
    expect(h.get('authorization')).toBe('tok');
    expect(h.get('request-id')).toBe('tenant');
    expect(h.get('appid')).toBe('10000000');
  });

  it('sends the username as the request id unencoded, and URL-encodes only what a header cannot carry', () => {
    expect(requestIdOf('a@b.com')).toBe('a@b.com');
    expect(requestIdOf('tenant_01')).toBe('tenant_01');
    expect(requestIdOf('张三')).toBe('%E5%BC%A0%E4%B8%89');
  });

  it('never sends authorization on the login call', async () => {
    reply({ body: { code: '110001', msg: '用户名或密码错误', data: null } });
    await expect(call(login, { body: { username: 'a', password: 'b' } })).rejects.toThrow();
    expect(requests[0].headers.has('authorization')).toBe(false);
    await toasts(['用户名或密码错误']);
  });

  it('login-silent codes clear storage except kept keys and go to /login without a toast', async () => {
    reply({ status: 401, body: { code: '999988', msg: '未登录', data: null } });
    await expect(call(listOrgs)).rejects.toThrow();
    expect(navigations).toEqual(['/login']);
    expect(Object.keys(localStorage).sort()).toEqual([K.agreement, K.channelHistory, K.channelId, K.uuid].sort());
    await toasts([]);
  });

  it('login-message codes show the message, then go to /login', async () => {
    reply({ status: 403, body: { code: '999987', msg: '账号已被停用', data: null } });
    await expect(call(listOrgs)).rejects.toThrow();
    expect(navigations).toEqual(['/login']);
    expect(localStorage.getItem(K.authorization)).toBeNull();
    await toasts(['账号已被停用']);
  });

  it('881055 is silent and keeps the session', async () => {
    reply({ status: 400, body: { code: '881055', msg: '需要验证码', data: null } });
    await expect(call(listOrgs)).rejects.toMatchObject({ code: '881055' });
    await toasts([]);
    expect(localStorage.getItem(K.authorization)).toBe('tok');
  });

  it('other codes toast the server message; `message` is an alias of `msg`', async () => {
    reply({ status: 400, body: { code: '100001', message: '参数错误: name', data: null } });
    await expect(call(listOrgs)).rejects.toThrow();
    await toasts(['参数错误: name']);
  });

  it('falls back to the code when there is no message, and to status for HTTP failures', async () => {
    reply({ status: 200, body: { code: '123456', data: null } });
    await expect(call(listOrgs)).rejects.toThrow();
    reply({ status: 502, statusText: 'Bad Gateway' });
    await expect(get('/v1/aicall-web/bot/list')).rejects.toMatchObject({ code: '502' });
    await toasts(['123456', 'Bad Gateway']);
  });

  it('shows identical error messages once within 4 seconds', async () => {
    reply({ status: 500, body: { code: '500000', msg: '服务器内部错误', data: null } });
    await Promise.allSettled([call(listOrgs), call(listOrgs), call(listOrgs)]);
    await toasts(['服务器内部错误']);
  });

  it('shows every success toast, identical ones within 4 seconds too (each is another action)', async () => {
    toastSuccess('操作成功');
    toastSuccess('操作成功');
    await toasts(['操作成功', '操作成功']);
  });

  it('sends the user to /login without calling when no credential is stored', async () => {
    localStorage.removeItem(K.authorization);
    reply({ body: { code: '000000', data: [] } });
    await expect(call(listOrgs)).rejects.toThrow();
    expect(requests).toHaveLength(0);
    expect(navigations).toEqual(['/login']);
  });
});
