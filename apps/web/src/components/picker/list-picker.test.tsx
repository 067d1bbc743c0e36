import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectLoadMore } from '../select-load-more/select-load-more.tsx';
import { ListPicker, type PickerQuery } from './list-picker.tsx';

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
    </QueryClientProvider>,
  );

const BOTS = Array.from({ length: 23 }, (_, i) => ({ id: `b${i + 1}`, name: `机器人${i + 1}` }));
function server(calls: PickerQuery[]) {
  return async (q: PickerQuery) => {
    calls.push(q);
    const rows = BOTS.filter((b) => !q.name || b.name.includes(q.name));
    return { list: rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize), total: rows.length };
  };
}
const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('ListPicker', () => {
  it('asks for pageNum 1 and pageSize 10 and shows data.list', async () => {
    const calls: PickerQuery[] = [];
    wrap(<ListPicker queryKey={['t1']} request={server(calls)} rowKey={(b) => b.id} renderItem={(b) => b.name} />);
    await screen.findByText('机器人1');
    expect(calls[0]).toEqual({ pageNum: 1, pageSize: 10 });
    expect(screen.queryByText('机器人11')).toBeNull();
  });

  it('sends the name filter once, 300 ms after typing stops', async () => {
    const calls: PickerQuery[] = [];
    wrap(<ListPicker queryKey={['t2']} request={server(calls)} rowKey={(b) => b.id} renderItem={(b) => b.name} />);
    await screen.findByText('机器人1');
    const input = document.querySelector('input') as HTMLInputElement;
    for (const v of ['机', '机器', '机器人2']) {
      fireEvent.change(input, { target: { value: v } });
      await sleep(100);
    }
    expect(calls.filter((c) => c.name)).toEqual([]);
    await sleep(300);
    await waitFor(() => expect(calls.filter((c) => c.name)).toEqual([{ pageNum: 1, pageSize: 10, name: '机器人2' }]));
  });

  it('refreshes when the window regains focus', async () => {
    const calls: PickerQuery[] = [];
    wrap(<ListPicker queryKey={['t3']} request={server(calls)} rowKey={(b) => b.id} renderItem={(b) => b.name} />);
    await screen.findByText('机器人1');
    const before = calls.length;
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });
});

describe('SelectLoadMore', () => {
  it('loads 20 options a page and the next page when scrolled to the end', async () => {
    const calls: PickerQuery[] = [];
    wrap(
      <SelectLoadMore
        open
        queryKey={['s1']}
        request={server(calls)}
        toOption={(b) => ({ value: b.id, label: b.name })}
      />,
    );
    await waitFor(() => expect(calls[0]).toEqual({ pageNum: 1, pageSize: 20 }));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
    // jsdom lays nothing out (every height is 0), so any scroll of the popup counts as its end.
    for (const el of document.querySelectorAll('.ant-select-dropdown *')) fireEvent.scroll(el);
    await waitFor(() => expect(calls.map((c) => c.pageNum)).toContain(2));
    expect(calls.find((c) => c.pageNum === 2)).toEqual({ pageNum: 2, pageSize: 20 });
  });
});
