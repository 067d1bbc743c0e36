import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getKnowledge, type KnowledgeRow, updateKnowledge } from '@zhiyu/contract/modules/aikb/knowledge';
import { addDatasetItems, listDatasetItems, listDatasetLabels } from '@zhiyu/contract/modules/learnself/dataset';
import { generateSimilar } from '@zhiyu/contract/modules/learnself/generate';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { setItem } from '../../../platform/session/storage.ts';
import { addToKnowledge } from './generate.api.ts';
import { generateLink, highlight, mergeSimilar, presetOf } from './generate.data.ts';
import GeneratePage from './generate.page.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../../platform/request/toast.ts', () => toast);

vi.setConfig({ testTimeout: 30_000 });
const QUESTIONS = ['帮我预约挂号', '麻烦预约挂号', '请问预约挂号'];
const ITEM: KnowledgeRow = {
  id: 'kn-1',
  libraryId: 'kb-1',
  type: 'qaScript',
  question: '怎么挂号',
  similar: ['如何挂号'],
  answer: '<p>在公众号挂号</p>',
  categoryId: 'cat-1',
  categoryPath: ['门诊'],
  tags: ['挂号'],
  validity: 0,
  effectiveFrom: null,
  effectiveTo: 1_900_000_000_000,
  creator: 'tenant',
  updater: 'tenant',
  creatorName: 'tenant',
  updaterName: 'tenant',
  createdAt: 1,
  updatedAt: 2,
};

beforeAll(() => changeLanguage('en-US'));
beforeEach(() => {
  call.mockReset();
  toast.toastError.mockReset();
  toast.toastSuccess.mockReset();
  setItem(K.btnWhiteList, [{ id: 'learnself.generate.run-button' }, { id: 'learnself.dataset.items-button' }]);
});

describe('generation helpers (requirements R4 §6)', () => {
  it('marks the characters a question does not share with its sentence', () => {
    expect(highlight('帮我预约挂号', '我想预约挂号')).toEqual([
      { text: '帮', mark: true },
      { text: '我预约挂号', mark: false },
    ]);
    expect(highlight('如何注销?', '如何注销账户？')).toEqual([{ text: '如何注销?', mark: false }]);
    expect(highlight('麻烦你预约', '预约')).toEqual([
      { text: '麻烦你', mark: true },
      { text: '预约', mark: false },
    ]);
  });

  it('adds accepted questions after those of the item, never the standard question or a repeat', () => {
    expect(mergeSimilar(['如何挂号'], '怎么挂号', ['怎么挂号', ' 如何挂号 ', '挂号流程', '挂号流程'])).toEqual({
      similar: ['如何挂号', '挂号流程'],
      added: 1,
      skipped: 3,
      over: 0,
    });
    const full = Array.from({ length: 49 }, (_v, i) => `q${i}`);
    expect(mergeSimilar(full, 'x', ['a', 'b']).over).toBe(1);
  });

  it('reads back the intent preset it links to', () => {
    const link = generateLink('ds-1', '预约挂号热线意图', '预约挂号');
    expect(presetOf(new URLSearchParams(link.split('?')[1]))).toEqual({
      datasetId: 'ds-1',
      datasetName: '预约挂号热线意图',
      label: '预约挂号',
    });
    expect(presetOf(new URLSearchParams(''))).toBeNull();
  });
});

describe('accepting into a knowledge item', () => {
  it('saves the whole item through the library edit with the new similar questions', async () => {
    call.mockImplementation((endpoint: unknown) =>
      endpoint === getKnowledge ? Promise.resolve(ITEM) : Promise.resolve({ ...ITEM, similar: [] }),
    );
    const r = await addToKnowledge('kn-1', ['挂号流程', '如何挂号']);
    expect([r.added, r.skipped, r.saved]).toEqual([1, 1, true]);
    expect(call).toHaveBeenCalledWith(getKnowledge, { query: { id: 'kn-1' } });
    expect(call).toHaveBeenCalledWith(updateKnowledge, {
      body: {
        id: 'kn-1',
        type: 'qaScript',
        question: '怎么挂号',
        similar: ['如何挂号', '挂号流程'],
        answer: '<p>在公众号挂号</p>',
        categoryId: 'cat-1',
        tags: ['挂号'],
        validity: 0,
        effectiveFrom: null,
        effectiveTo: 1_900_000_000_000,
      },
    });
  });

  it('saves nothing past the limit of similar questions', async () => {
    const crowded = { ...ITEM, similar: Array.from({ length: 50 }, (_v, i) => `q${i}`) };
    call.mockResolvedValue(crowded);
    const r = await addToKnowledge('kn-1', ['挂号流程']);
    expect([r.saved, r.over]).toEqual([false, 1]);
    expect(call).not.toHaveBeenCalledWith(updateKnowledge, expect.anything());
  });
});

describe('the similar-question page', () => {
  function renderPage() {
    call.mockImplementation((endpoint: unknown) => {
      if (endpoint === listDatasetLabels) return Promise.resolve([{ label: '预约挂号', count: 6 }]);
      if (endpoint === listDatasetItems)
        return Promise.resolve({ list: [{ text: '我想预约挂号' }], total: 1, totalCapped: false });
      if (endpoint === generateSimilar)
        return Promise.resolve({ generator: 'builtin', engine: '', questions: QUESTIONS, dropped: 4 });
      if (endpoint === addDatasetItems) return Promise.resolve({ added: 2, skipped: 0 });
      return Promise.resolve({ list: [], total: 0, totalCapped: false });
    });
    render(
      <MemoryRouter initialEntries={[generateLink('ds-1', '预约挂号热线意图', '预约挂号')]}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <GeneratePage />
        </QueryClientProvider>
      </MemoryRouter>,
    );
  }

  it('says what to do before anything is generated', () => {
    renderPage();
    expect(screen.getByTestId('generated-idle').textContent).toContain('Pick an intent or a knowledge item');
  });

  it('lists the generated questions, labelled built in, and accepts the picked ones into the intent', async () => {
    renderPage();
    // The preset intent's first utterance becomes the sentence to vary.
    await waitFor(() => expect(screen.getByTestId('generate-text').querySelector('input')?.value).toBe('我想预约挂号'));
    fireEvent.click(screen.getByTestId('generate-run'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(generateSimilar, {
        body: { text: '我想预约挂号', max: 10, builtin: false, datasetId: 'ds-1', label: '预约挂号' },
      }),
    );
    const table = await screen.findByTestId('generated-table');
    expect(
      within(table)
        .getAllByTestId('generated-text')
        .map((e) => e.textContent),
    ).toEqual(QUESTIONS);
    // What differs from the sentence is highlighted.
    expect(within(table).getAllByTestId('generated-text')[1].querySelector('mark')?.textContent).toBe('麻烦');
    expect(screen.getByTestId('generated-by').textContent).toContain('built-in generator');
    expect(screen.getByTestId('generated-by').textContent).toContain('4 dropped');
    expect(screen.getByTestId('generated-into').textContent).toBe('Accept into: 预约挂号热线意图 / 预约挂号');

    const boxes = within(table).getAllByRole('checkbox');
    fireEvent.click(boxes[1]);
    fireEvent.click(boxes[3]);
    fireEvent.click(screen.getByTestId('generated-accept-picked'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(addDatasetItems, {
        body: { datasetId: 'ds-1', label: '预约挂号', texts: [QUESTIONS[0], QUESTIONS[2]], source: 'generated' },
      }),
    );
    await waitFor(() => expect(within(table).getAllByTestId('generated-accepted')).toHaveLength(2));
    expect(toast.toastSuccess).toHaveBeenCalledWith('2 added to the intent 预约挂号, 0 skipped (already there)');
    // Accepted rows cannot be picked again; the one left is accepted on its own.
    expect(within(table).getAllByRole('checkbox')[1]).toHaveProperty('disabled', true);
    const left = within(table).getAllByTestId('generated-accept');
    expect(left.map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, false, true]);
    fireEvent.click(left[1]);
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(addDatasetItems, {
        body: { datasetId: 'ds-1', label: '预约挂号', texts: [QUESTIONS[1]], source: 'generated' },
      }),
    );
  });
});
