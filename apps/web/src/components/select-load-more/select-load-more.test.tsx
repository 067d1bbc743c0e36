import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type LoadMoreQuery, SelectLoadMore } from './select-load-more.tsx';

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

const LINES = Array.from({ length: 25 }, (_, i) => ({ id: `l${i + 1}`, name: `线路${i + 1}` }));
const toOption = (l: { id: string; name: string }) => ({ value: l.id, label: l.name });
const scrollToEnd = () => {
  // jsdom lays nothing out (every height is 0), so any scroll of the popup counts as its end.
  for (const el of document.querySelectorAll('.ant-select-dropdown *')) fireEvent.scroll(el);
};

describe('SelectLoadMore', { timeout: 30_000 }, () => {
  it('never asks again a source that answered every row on page 1', async () => {
    const calls: LoadMoreQuery[] = [];
    const all = async (q: LoadMoreQuery) => {
      calls.push(q);
      return { list: LINES, total: LINES.length };
    };
    wrap(<SelectLoadMore open queryKey={['all-at-once']} request={all} toOption={toOption} />);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
    scrollToEnd();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([{ pageNum: 1, pageSize: 20 }]);
  });

  it('shows a chosen value that no loaded page holds by its known label', async () => {
    const page = async () => ({ list: LINES.slice(0, 2), total: 2 });
    const view = wrap(
      <SelectLoadMore
        queryKey={['known']}
        request={page}
        toOption={toOption}
        value="far-away"
        known={[{ value: 'far-away', label: '远处的线路' }]}
      />,
    );
    await waitFor(() => expect(view.container.querySelector('.ant-select')?.textContent).toContain('远处的线路'));
  });

  it('holds several values in multiple mode, each by its label', async () => {
    const page = async () => ({ list: LINES.slice(0, 3), total: 3 });
    const view = wrap(
      <SelectLoadMore mode="multiple" queryKey={['many']} request={page} toOption={toOption} value={['l1', 'l3']} />,
    );
    await waitFor(() => {
      const text = view.container.querySelector('.ant-select')?.textContent ?? '';
      expect(text).toContain('线路1');
      expect(text).toContain('线路3');
      expect(text).not.toContain('线路2');
    });
  });

  it('lists an option the source marks disabled as not choosable', async () => {
    const page = async () => ({ list: LINES.slice(0, 2), total: 2 });
    wrap(
      <SelectLoadMore
        open
        queryKey={['disabled']}
        request={page}
        toOption={(l) => ({ ...toOption(l), disabled: l.id === 'l2' })}
      />,
    );
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2));
    const [first, second] = document.querySelectorAll('.ant-select-item-option');
    expect(first.className).not.toContain('ant-select-item-option-disabled');
    expect(second.className).toContain('ant-select-item-option-disabled');
  });
});
