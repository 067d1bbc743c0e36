import { act, fireEvent, render, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../platform/i18n/index.ts';
import { setItem } from '../platform/session/storage.ts';
import { lazyPage, loadGuard, loadOnce, type PageModule } from './lazy.tsx';

beforeAll(() => changeLanguage('zh-CN'));

const page = (text: string) => vi.fn(async (): Promise<PageModule> => ({ default: () => <p>{text}</p> }));

function Frame({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </MemoryRouter>
  );
}
const show = (Page: ComponentType) =>
  render(
    <Frame>
      <Page />
    </Frame>,
  );

describe('lazyPage', () => {
  it('a page whose module was preloaded shows on the first render, without the loading state', async () => {
    const load = page('board');
    await loadOnce(load);
    show(lazyPage(load));
    // At once: no fallback, no waiting for React to try again.
    expect(screen.getByText('board')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page not loaded yet shows the loading state, then the page, fetched once with a preload', async () => {
    const load = page('later');
    const preload = loadOnce(load);
    show(lazyPage(load));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('later')).toBeTruthy();
    await preload;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page keeps its state when what holds it renders again (it is never swapped and remounted)', async () => {
    function Counter() {
      const [n, setN] = useState(0);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          count {n}
        </button>
      );
    }
    const Page = lazyPage(async () => ({ default: Counter }));
    let rerender: () => void = () => undefined;
    function Holder() {
      const [, setTick] = useState(0);
      rerender = () => setTick((x) => x + 1);
      return <Page />;
    }
    render(
      <Frame>
        <Holder />
      </Frame>,
    );
    fireEvent.click(await screen.findByText('count 0'));
    expect(screen.getByText('count 1')).toBeTruthy();
    act(() => rerender());
    expect(screen.getByText('count 1')).toBeTruthy();
  });

  it('a preloaded guarded page still shows the 403 page outside the grants, and the page inside', async () => {
    const load = page('secret');
    await Promise.all([loadOnce(load), loadOnce(loadGuard)]);
    setItem(STORAGE_KEYS.navData, []);
    const outside = show(lazyPage(load, '/aicall/data-board/overview'));
    expect(screen.getByText(i18n.t('common:forbidden.title'))).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
    outside.unmount();

    setItem(STORAGE_KEYS.navData, [
      { id: '1', path: '/aicall/data-board/overview', name: 'x', parentId: null, type: 1 },
    ]);
    show(lazyPage(load, '/aicall/data-board/overview'));
    expect(screen.getByText('secret')).toBeTruthy();
  });

  it('a failed chunk is asked for again by the next load', async () => {
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ default: () => <p>again</p> });
    await expect(loadOnce(load)).rejects.toThrow('network');
    show(lazyPage(load));
    expect(await screen.findByText('again')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
