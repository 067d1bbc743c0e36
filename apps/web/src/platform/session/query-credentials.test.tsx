import { render } from '@testing-library/react';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../app/routes.tsx';
import { applyQueryCredentials } from './query-credentials.ts';

describe('token in the query (requirements §2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores token as the credential and appid as the app id', () => {
    applyQueryCredentials('?token=abc&appid=42');
    expect(localStorage.getItem(K.authorization)).toBe('abc');
    expect(localStorage.getItem(K.appId)).toBe('42');
  });

  it('does not take the SDK token handed to a framed console page for the credential', () => {
    localStorage.setItem(K.authorization, 'session-token');
    localStorage.setItem(K.sdkToken, 'sdk-token');
    applyQueryCredentials('?token=sdk-token&appid=42');
    expect(localStorage.getItem(K.authorization)).toBe('session-token');
  });

  it('leaves storage alone without them', () => {
    localStorage.setItem(K.authorization, 'kept');
    applyQueryCredentials('?page=2');
    expect(localStorage.getItem(K.authorization)).toBe('kept');
  });

  it('applies on navigation, before the route guard reads the session', () => {
    // The gate then asks for the token's grant; this test is about the storage only.
    const refused = { code: '999988', msg: '', data: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refused), { headers: { 'content-type': 'application/json' } })),
    );
    render(
      <MemoryRouter initialEntries={['/index/user/setting?token=sso-token&appid=7']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(localStorage.getItem(K.authorization)).toBe('sso-token');
    expect(localStorage.getItem(K.appId)).toBe('7');
  });
});
