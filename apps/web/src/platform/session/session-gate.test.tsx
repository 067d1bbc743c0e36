import { render, screen } from '@testing-library/react';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guarded } from '../../app/guarded.tsx';
import { AppRoutes } from '../../app/routes.tsx';
import { changeLanguage } from '../i18n/index.ts';
import { useQueryCredentials } from './query-credentials.ts';
import { SessionGate } from './session-gate.tsx';

const PAGE = '/iframe/aikb/words-library';
const nav = [{ path: '/aikb', type: 0, children: [{ path: '/aikb/words-library', type: 1 }] }];
const grant = {
  userInfo: { id: '7', username: 'tenant', nickname: '租户' },
  appId: '10000007',
  corpId: null,
  uuid: 'u',
  botTypes: [],
  nav_data: nav,
  apiWhiteList: [],
  btnWhiteList: [],
  currentOrg: null,
};

/** The network boundary: /ai-admin/auth/session answers the grant for `good`, 999988 (not signed in) for anything else. */
let sessionCalls: string[] = [];
beforeEach(async () => {
  await changeLanguage('zh-CN');
  sessionCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('authorization') ?? '';
      if (String(url).endsWith('/ai-admin/auth/session')) sessionCalls.push(auth);
      const body =
        auth === 'good'
          ? { code: '000000', msg: 'ok', data: grant }
          : { code: '999988', msg: '未登录或登录已失效', data: null };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

const Library = guarded(PAGE, () => <p>知识库列表</p>);

/** The route tree's order: the query's credentials first, then the gate, then the guarded page. */
function open(address: string) {
  function Apply() {
    useQueryCredentials();
    return null;
  }
  return render(
    <MemoryRouter initialEntries={[address]}>
      <Apply />
      <Where />
      <Routes>
        <Route
          path={PAGE}
          element={
            <SessionGate>
              <Library />
            </SessionGate>
          }
        />
        <Route path="/login" element={<p>登录页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a page opened with ?token=…&appid=… (requirements §2)', () => {
  it('loads the grant of a token in a browser without a session, and renders the page, not 403', async () => {
    open(`${PAGE}?token=good&appid=42`);
    expect(screen.getByTestId('session-loading').textContent).toBe('正在登录…');
    expect(await screen.findByText('知识库列表')).toBeTruthy();
    expect(screen.queryByText('无权访问')).toBeNull();
    expect(sessionCalls).toEqual(['good']);
    expect(JSON.parse(localStorage.getItem(K.navData) ?? '[]')).toEqual(nav);
    // The query's appid stays the application id; the grant's does not replace it.
    expect(localStorage.getItem(K.appId)).toBe('42');
  });

  it("replaces another user's stored session with the token's", async () => {
    localStorage.setItem(K.authorization, 'someone-else');
    localStorage.setItem(K.refreshToken, 'their-refresh');
    localStorage.setItem(K.sdkToken, 'their-sdk');
    localStorage.setItem(K.userInfo, JSON.stringify({ id: '1', username: 'admin' }));
    localStorage.setItem(K.navData, JSON.stringify([]));
    localStorage.setItem(K.agreement, '1');
    open(`${PAGE}?token=good`);
    expect(await screen.findByText('知识库列表')).toBeTruthy();
    expect(localStorage.getItem(K.authorization)).toBe('good');
    expect(JSON.parse(localStorage.getItem(K.userInfo) ?? '{}').username).toBe('tenant');
    expect([localStorage.getItem(K.refreshToken), localStorage.getItem(K.sdkToken)]).toEqual([null, null]);
    expect(localStorage.getItem(K.agreement)).toBe('1');
  });

  it('sends a bad token to /login with nothing stored', async () => {
    open(`${PAGE}?token=bad&appid=42`);
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect([localStorage.getItem(K.authorization), localStorage.getItem(K.userInfo)]).toEqual([null, null]);
  });

  it('keeps a stored session with its grant as it is (no call)', async () => {
    localStorage.setItem(K.authorization, 'good');
    localStorage.setItem(K.userInfo, JSON.stringify(grant.userInfo));
    localStorage.setItem(K.navData, JSON.stringify(nav));
    open(`${PAGE}?token=good`);
    expect(screen.getByText('知识库列表')).toBeTruthy();
    expect(sessionCalls).toEqual([]);
  });
});

describe('the root address (requirements §2)', () => {
  const root = () =>
    render(
      <MemoryRouter initialEntries={['/']}>
        <Where />
        <AppRoutes />
      </MemoryRouter>,
    );

  // The router shows the new address once the lazily loaded page is in (a transition).
  const at = (path: string) =>
    vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe(path), { timeout: 20_000 });

  it('leads to /login when signed out, and a signed-in user on to their home', async () => {
    const first = root();
    await at('/login');
    first.unmount();
    localStorage.setItem(K.authorization, 'good');
    localStorage.setItem(K.userInfo, JSON.stringify(grant.userInfo));
    localStorage.setItem(K.navData, JSON.stringify(nav));
    root();
    await at('/aikb/words-library');
  }, 40_000);
});
