import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addClusterToDataset, type ClusterRow, listClusterMembers } from '@zhiyu/contract/modules/learnself/cluster';
import { listDatasetLabels, listDatasets } from '@zhiyu/contract/modules/learnself/dataset';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { setItem } from '../../../platform/session/storage.ts';
import { AddIntentModal } from './add-intent.modal.tsx';
import { type AddTarget, addCount, addRequest, isNewLabel } from './add-intent.values.ts';
import { MembersDrawer } from './members.drawer.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess }));

vi.setConfig({ testTimeout: 30_000 });
const MEMBERS = [
  { poolId: 'p1', text: '骨科明早有空位吗', occurrences: 3, similarity: 0.91 },
  { poolId: 'p2', text: '明早骨科还有空位吗', occurrences: 2, similarity: 0.84 },
  { poolId: 'p3', text: '骨科明天早上有空位吗', occurrences: 1, similarity: 0.7 },
];
const cluster: ClusterRow = {
  id: 'c1',
  runId: 'run-1',
  size: 3,
  occurrences: 6,
  representatives: [],
  keywords: [],
  nearestLabel: null,
  nearestSimilarity: null,
  status: 'open',
  addedTo: '',
};

beforeAll(() => changeLanguage('zh-CN'));
beforeEach(() => {
  call.mockReset();
  call.mockImplementation((endpoint: unknown) => {
    if (endpoint === listClusterMembers) return Promise.resolve(MEMBERS);
    if (endpoint === listDatasetLabels) return Promise.resolve([{ label: '预约挂号', count: 12 }]);
    if (endpoint === listDatasets) return Promise.resolve({ list: [], total: 0 });
    if (endpoint === addClusterToDataset) return Promise.resolve({ added: 1, skipped: 1 });
    return Promise.reject(new Error('unexpected call'));
  });
  setItem(K.btnWhiteList, [{ id: 'learnself.cluster.label-button' }]);
});

function Harness() {
  const [adding, setAdding] = useState<AddTarget | null>(null);
  return (
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MembersDrawer cluster={cluster} onClose={() => undefined} onAdd={setAdding} addedAt={0} />
        <AddIntentModal
          target={adding}
          dataset={{ id: 'ds-1', name: '预约挂号热线意图' }}
          onClose={() => setAdding(null)}
        />
      </QueryClientProvider>
    </MemoryRouter>
  );
}

describe('member picking → add request (requirements R4 §2)', () => {
  it('builds the request: picked members only when some are picked, the intent trimmed', () => {
    const all: AddTarget = { clusterId: 'c1', size: 3 };
    expect(addRequest(all, 'ds-1', ' 预约挂号 ')).toEqual({ clusterId: 'c1', datasetId: 'ds-1', label: '预约挂号' });
    expect(addRequest({ ...all, picked: [] }, 'ds-1', 'x')).not.toHaveProperty('poolIds');
    const picked = { ...all, picked: ['p2', 'p1', 'p2'] };
    expect(addRequest(picked, 'ds-1', 'x').poolIds).toEqual(['p2', 'p1']);
    expect([addCount(all), addCount(picked)]).toEqual([3, 2]);
    expect(isNewLabel(' 预约挂号 ', [{ label: '预约挂号' }])).toBe(false);
    expect(isNewLabel('改约', [{ label: '预约挂号' }])).toBe(true);
    expect(isNewLabel('  ', [])).toBe(false);
  });

  it('two picked members go to the intent chosen in the dialog, with the run’s dataset', async () => {
    render(<Harness />);
    const table = await screen.findByTestId('members-table');
    await within(table).findByText('明早骨科还有空位吗');
    const boxes = within(table).getAllByRole('checkbox');
    // The first box is the header's select-all; pick the first two members.
    fireEvent.click(boxes[1]);
    fireEvent.click(boxes[2]);
    const pick = screen.getByTestId('members-add-picked');
    expect(pick.textContent).toContain('已选 2 条');
    fireEvent.click(pick);
    expect((await screen.findByTestId('add-count')).textContent).toContain('选中的 2 条');
    const label = screen.getByTestId('add-label').querySelector('input') ?? screen.getByTestId('add-label');
    fireEvent.change(label, { target: { value: ' 预约挂号 ' } });
    fireEvent.click(screen.getByRole('button', { name: '加 入' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(addClusterToDataset, {
        body: { clusterId: 'c1', datasetId: 'ds-1', label: '预约挂号', poolIds: ['p1', 'p2'] },
      }),
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('已加入 1 条，跳过 1 条（已在该意图下）'));
  });
});
