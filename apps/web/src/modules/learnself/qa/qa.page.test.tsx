import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  acceptQaCandidates,
  listQaCandidates,
  listQaCategories,
  listQaDocuments,
  listQaLibraries,
  listQaRuns,
  type QaCandidateRow,
  type QaRunRow,
  runQaExtraction,
  updateQaCandidate,
} from '@zhiyu/contract/modules/learnself/qa';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import dayjs from 'dayjs';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { setItem } from '../../../platform/session/storage.ts';
import { editBody, similarLines } from './candidate.values.ts';
import QaPage from './qa.page.tsx';
import { rangeTooLong, runBody } from './qa-run.values.ts';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess }));

// antd and jsdom are slow on a busy machine: the page is a form, a search form and a table.
vi.setConfig({ testTimeout: 90_000 });
const CANDIDATE: QaCandidateRow = {
  id: 'c1',
  runId: 'run-1',
  source: 'document',
  sourceId: 'd1',
  sourceName: 'faq.md',
  sourceDetail: 'FAQ > Returns',
  sourceLibraryId: 'l0',
  sourceAt: null,
  question: 'How do I return an item?',
  answer: 'Open the order and choose Return.',
  similar: ['How to return an item'],
  confidence: 0.92,
  state: 'pending',
  libraryId: null,
  libraryName: '',
  itemId: null,
  reviewer: '',
  createdAt: 0,
  updatedAt: 0,
};
const RUN: QaRunRow = {
  id: 'run-2',
  source: 'document',
  params: {},
  summary: 'faq.md',
  inputCount: 12,
  truncated: false,
  candidateCount: 5,
  groupedCount: 2,
  knownCount: 1,
  creator: 'tenant',
  createdAt: 0,
};
const page = <T,>(list: T[]) => ({ list, total: list.length, totalCapped: false, pageNum: 1, pageSize: 10 });

beforeAll(() => changeLanguage('en-US'));
beforeEach(() => {
  call.mockReset();
  toastSuccess.mockReset();
  call.mockImplementation((endpoint: unknown) => {
    if (endpoint === listQaCandidates) return Promise.resolve(page([CANDIDATE]));
    if (endpoint === listQaRuns) return Promise.resolve(page([RUN]));
    if (endpoint === listQaDocuments)
      return Promise.resolve(
        page([{ id: 'd1', name: 'faq.md', libraryId: 'l0', libraryName: 'Shop', segmentCount: 4 }]),
      );
    if (endpoint === listQaLibraries)
      return Promise.resolve(page([{ id: 'l1', name: 'Returns library', itemCount: 3, status: 1 }]));
    if (endpoint === listQaCategories) return Promise.resolve([]);
    if (endpoint === runQaExtraction) return Promise.resolve(RUN);
    if (endpoint === updateQaCandidate) return Promise.resolve(CANDIDATE);
    if (endpoint === acceptQaCandidates)
      return Promise.resolve({ pushed: 0, skipped: [{ id: 'c1', question: CANDIDATE.question }] });
    return Promise.reject(new Error('unexpected call'));
  });
  setItem(
    K.btnWhiteList,
    ['run', 'edit', 'reject', 'accept'].map((b) => ({ id: `learnself.qa.${b}-button` })),
  );
});

let search = '';
function Address() {
  search = useLocation().search;
  return null;
}
function draw() {
  render(
    <MemoryRouter initialEntries={['/learnself/qa']}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <QaPage />
        <Address />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
/** Opens an antd select and picks the option with this label. */
async function pick(holder: HTMLElement, label: string) {
  fireEvent.mouseDown(holder.querySelector('.ant-select-selector') ?? holder);
  const option = await waitFor(() => {
    const o = [...document.querySelectorAll('.ant-select-item-option')].find((el) => el.textContent === label);
    if (!o) throw new Error(`no option ${label}`);
    return o;
  });
  fireEvent.click(option);
}

describe('the QA extraction page', () => {
  it('runs an extraction over the chosen document, says what it found and lists that run', async () => {
    draw();
    await screen.findByText(CANDIDATE.question);
    await pick(screen.getByTestId('qa-documents'), 'faq.md (Shop)');
    fireEvent.click(screen.getByTestId('qa-run-start'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(runQaExtraction, { body: { source: 'document', documentIds: ['d1'] } }),
    );
    const result = await screen.findByTestId('qa-run-result');
    expect(result.textContent).toContain('5 candidates found in 12 segments or turns');
    expect(result.textContent).toContain('2 near-identical questions were folded in');
    expect(toastSuccess).toHaveBeenCalledWith('Extraction done: 5 candidates');
    // The list now shows the new run's pending candidates (the filter is in the address).
    await waitFor(() => expect(decodeURIComponent(search)).toContain('"runId":"run-2"'), { timeout: 10_000 });
    await waitFor(
      () =>
        expect(call).toHaveBeenCalledWith(listQaCandidates, {
          query: expect.objectContaining({ runId: 'run-2', state: 'pending' }),
        }),
      { timeout: 10_000 },
    );
  });

  it('accepts a candidate into the library picked, and says which were already there', async () => {
    draw();
    const row = await screen.findByTestId('qa-actions-c1');
    fireEvent.click(within(row).getByTestId('qa-accept'));
    expect((await screen.findByTestId('qa-accept-count')).textContent).toContain('1 candidates go into');
    await pick(screen.getByTestId('qa-accept-library'), 'Returns library');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(acceptQaCandidates, { body: { ids: ['c1'], libraryId: 'l1' } }),
    );
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(`0 pushed; 1 skipped (already in the library): ${CANDIDATE.question}`),
    );
  });

  it('edits a candidate in a dialog: similar questions one a line', async () => {
    draw();
    const row = await screen.findByTestId('qa-actions-c1');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const similar = await screen.findByTestId('qa-edit-similar');
    await waitFor(() => expect((similar as HTMLTextAreaElement).value).toBe('How to return an item'));
    fireEvent.change(similar, { target: { value: 'How to return an item\n Returns, how? \n\nHow to return an item' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(updateQaCandidate, {
        body: {
          id: 'c1',
          question: CANDIDATE.question,
          answer: CANDIDATE.answer,
          similar: ['How to return an item', 'Returns, how?'],
        },
      }),
    );
  });
});

describe('form values to requests', () => {
  it('builds a transcript run of whole days, the bot only for calls, and refuses a range over 92 days', () => {
    const range: [dayjs.Dayjs, dayjs.Dayjs] = [dayjs('2026-01-01T10:00'), dayjs('2026-01-31T09:00')];
    expect(runBody({ source: 'transcript', transcript: 'call', botId: 'b1', channelId: 'c1', range })).toEqual({
      source: 'transcript',
      transcript: 'call',
      botId: 'b1',
      from: dayjs('2026-01-01').startOf('day').valueOf(),
      to: dayjs('2026-01-31').endOf('day').valueOf(),
    });
    expect(
      runBody({ source: 'transcript', transcript: 'text', botId: 'b1', channelId: 'c1', range }),
    ).not.toHaveProperty('botId');
    expect(rangeTooLong(range)).toBe(false);
    expect(rangeTooLong([dayjs('2026-01-01'), dayjs('2026-04-05')])).toBe(true);
    expect(similarLines(' a \n\nb\na')).toEqual(['a', 'b']);
    expect(editBody({ id: 'x' }, { question: ' q ', answer: ' a ' })).toEqual({
      id: 'x',
      question: 'q',
      answer: 'a',
      similar: [],
    });
  });
});
