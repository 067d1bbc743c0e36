import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLiveRows } from './use-live-rows.ts';

vi.setConfig({ testTimeout: 30_000 });

type Row = { id: string; state: number };
const page = (list: Row[]) => ({ list, total: list.length, totalCapped: false, pageNum: 1, pageSize: 10 });
const KEY = ['things', 'list'] as const;

function Harness({ load, read }: { load: () => Promise<ReturnType<typeof page>>; read: (id: string) => Promise<Row> }) {
  const q = useQuery({ queryKey: [...KEY, { pageNum: 1 }], queryFn: load });
  const watching = useLiveRows<Row>({ queryKey: KEY, busy: (r) => r.state > 0, read, interval: 30 });
  return (
    <div>
      <span data-testid="states">{(q.data?.list ?? []).map((r) => `${r.id}:${r.state}`).join(',')}</span>
      <span data-testid="watching">{watching.join(',')}</span>
    </div>
  );
}

function mount(load: () => Promise<ReturnType<typeof page>>, read: (id: string) => Promise<Row>) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <Harness load={load} read={read} />
    </QueryClientProvider>,
  );
}

describe('useLiveRows', () => {
  it('reads only the busy rows again, puts them in place, and stops once none is busy', async () => {
    let server: Row[] = [
      { id: 'a', state: 0 },
      { id: 'b', state: 2 },
    ];
    const load = vi.fn(async () => page(server.map((r) => ({ ...r }))));
    let reads = 0;
    const read = vi.fn(async (id: string) => {
      reads += 1;
      // The job moves on: the second read finds it done.
      if (reads >= 2) server = server.map((r) => (r.id === id ? { ...r, state: 0 } : r));
      return { ...(server.find((r) => r.id === id) as Row) };
    });
    mount(load, read);
    await waitFor(() => expect(screen.getByTestId('watching').textContent).toBe('b'));
    await waitFor(() => expect(screen.getByTestId('states').textContent).toBe('a:0,b:0'));
    expect(read.mock.calls.every(([id]) => id === 'b')).toBe(true);
    // Done: the list was read again once, and nothing is watched any more.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('watching').textContent).toBe(''));
    const after = read.mock.calls.length;
    await new Promise((r) => setTimeout(r, 150));
    expect(read.mock.calls.length).toBe(after);
  });

  it('reads the list again when a busy row cannot be read (deleted meanwhile)', async () => {
    let server: Row[] = [{ id: 'gone', state: 1 }];
    const load = vi.fn(async () => page(server));
    const read = vi.fn(async () => {
      server = [];
      throw new Error('not found');
    });
    mount(load, read);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('watching').textContent).toBe(''));
    expect(screen.getByTestId('states').textContent).toBe('');
  });

  it('reads nothing while no row is busy', async () => {
    const load = vi.fn(async () => page([{ id: 'a', state: 0 }]));
    const read = vi.fn(async (id: string) => ({ id, state: 0 }));
    mount(load, read);
    await waitFor(() => expect(screen.getByTestId('states').textContent).toBe('a:0'));
    await new Promise((r) => setTimeout(r, 150));
    expect(read).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
