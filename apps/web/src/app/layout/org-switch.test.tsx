import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { OrgSwitch } from './org-switch.tsx';

let answer: (() => void) | null = null;
beforeEach(async () => {
  await changeLanguage('zh-CN');
  localStorage.setItem(K.authorization, 'tok');
  localStorage.setItem(K.userInfo, JSON.stringify({ username: 'admin' }));
  // The organisation list answers only when the test says so: a slow server.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              new Response(
                JSON.stringify({
                  code: '000000',
                  msg: 'ok',
                  data: [{ id: '2001', name: '知语演示租户', type: 'tenant' }],
                }),
                { headers: { 'content-type': 'application/json' } },
              ),
            );
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('organisation switch', () => {
  it('opens on a click while the list is still loading, says so, then shows the organisations', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OrgSwitch />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('org-switch'));
    expect((await screen.findByTestId('org-loading')).textContent).toBe('正在加载组织…');
    answer?.();
    expect((await screen.findByTestId('org-2001')).textContent).toBe('知语演示租户');
    expect(screen.queryByTestId('org-loading')).toBeNull();
  });
});
