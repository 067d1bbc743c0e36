import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type MarkItemRow, markItem, markQueue, NOISE, unmarkItem } from '@zhiyu/contract/modules/learnself/marking';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import type { TaskDetail } from './marking.api.ts';
import { Workbench } from './workbench.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => changeLanguage('en-US'));

const item = (id: string, text: string, predictions: MarkItemRow['predictions']): MarkItemRow => ({
  id,
  taskId: 't1',
  text,
  poolId: '',
  source: 'manual',
  predictions,
  state: 'pending',
  label: '',
  mine: '',
  marks: [],
  reviewer: '',
  committed: false,
});
const ITEMS = [
  item('a', 'first utterance', [
    { label: 'change', probability: 0.8 },
    { label: 'book', probability: 0.1 },
  ]),
  item('b', 'second utterance', [{ label: 'book', probability: 0.7 }]),
  item('c', 'third utterance', []),
];
const task: TaskDetail = {
  id: 't1',
  name: 'hotline',
  datasetId: 'd1',
  datasetName: 'Hotline',
  datasetType: 'nlu',
  modelId: 'm1',
  modelName: 'm',
  twoPerson: false,
  labellers: [],
  total: 3,
  done: 0,
  conflicts: 0,
  committed: 0,
  agreement: null,
  kappa: null,
  creator: 'tenant',
  createdAt: 0,
  labels: ['book', 'cancel', 'change'],
  byUser: [],
};

// The server: my labels by utterance; the queue is what I have not labelled.
const mine = new Map<string, string>();
beforeEach(() => {
  mine.clear();
  call.mockReset();
  call.mockImplementation((endpoint: unknown, args: { body?: { itemId: string; label?: string } }) => {
    const found = ITEMS.find((i) => i.id === args?.body?.itemId);
    if (endpoint === markQueue) {
      const items = ITEMS.filter((i) => !mine.has(i.id));
      return Promise.resolve({ items, remaining: items.length });
    }
    if (endpoint === markItem && found) {
      mine.set(found.id, args.body?.label ?? '');
      return Promise.resolve({ ...found, mine: args.body?.label, label: args.body?.label, state: 'done' });
    }
    if (endpoint === unmarkItem && found) {
      mine.delete(found.id);
      return Promise.resolve(found);
    }
    return Promise.reject(new Error('unexpected call'));
  });
});

const press = (key: string, more: Record<string, unknown> = {}) =>
  act(() => {
    fireEvent.keyDown(document.body, { key, ...more });
  });
const shown = () => screen.getByTestId('mark-text').textContent;
const marked = () => call.mock.calls.filter(([e]) => e === markItem).map(([, a]) => [a.body.itemId, a.body.label]);

describe('the workbench keyboard (requirements R4 §3)', () => {
  it('labels with a digit, Enter and N, moves with the arrows, undoes with Ctrl+Z, ignores typing', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Workbench task={task} active />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(shown()).toBe('first utterance'));
    // The top prediction is preselected, with its confidence.
    const top = screen.getAllByTestId('mark-option')[0];
    expect(top.getAttribute('data-label')).toBe('change');
    expect(top.getAttribute('data-selected')).toBe('true');
    expect(top.textContent).toContain('80%');

    // 2 picks the second option (the second prediction).
    press('2');
    await waitFor(() => expect(shown()).toBe('second utterance'));
    expect(marked()).toEqual([['a', 'book']]);
    expect(screen.getByTestId('mark-recent').textContent).toContain('first utterance');

    // Enter confirms the preselected top prediction.
    press('Enter');
    await waitFor(() => expect(shown()).toBe('third utterance'));
    expect(marked()[1]).toEqual(['b', 'book']);

    // Without predictions nothing is preselected: Enter does nothing, N marks noise.
    expect(screen.getByTestId('mark-no-selection')).toBeTruthy();
    press('Enter');
    press('n');
    await waitFor(() =>
      expect(screen.getByTestId('mark-empty').textContent).toContain('Nothing left for you to label'),
    );
    expect(marked()).toEqual([
      ['a', 'book'],
      ['b', 'book'],
      ['c', NOISE],
    ]);

    // Back through what I labelled, and forward again.
    press('ArrowUp');
    await waitFor(() => expect(shown()).toBe('third utterance'));
    expect(screen.getByTestId('mark-mine').textContent).toContain('Noise');
    press('ArrowLeft');
    expect(shown()).toBe('second utterance');
    press('ArrowDown');
    expect(shown()).toBe('third utterance');
    press('ArrowDown');
    expect(screen.getByTestId('mark-empty')).toBeTruthy();

    // Ctrl+Z takes my last label back and shows that utterance to label again.
    press('z', { ctrlKey: true });
    await waitFor(() => expect(call).toHaveBeenCalledWith(unmarkItem, { body: { itemId: 'c' } }));
    await waitFor(() => expect(screen.queryByTestId('mark-mine')).toBeNull());
    expect(shown()).toBe('third utterance');

    // Typing in the label search labels nothing.
    const search = screen.getByTestId('mark-search').querySelector('input') ?? screen.getByTestId('mark-search');
    fireEvent.keyDown(search, { key: '1' });
    fireEvent.keyDown(search, { key: 'n' });
    fireEvent.change(search, { target: { value: 'can' } });
    expect(marked()).toHaveLength(3);
    // Enter in the search picks its first match.
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(marked()[3]).toEqual(['c', 'cancel']));

    // Back to a labelled one, relabel it with a digit: its label changes, the list moves on.
    press('ArrowUp');
    await waitFor(() => expect(shown()).toBe('third utterance'));
    press('ArrowUp');
    expect(shown()).toBe('second utterance');
    press('3');
    await waitFor(() => expect(marked()[4]).toEqual(['b', 'change']));
    await waitFor(() => expect(shown()).toBe('third utterance'));
  });
});
