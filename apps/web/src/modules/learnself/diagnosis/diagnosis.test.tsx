import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  applyDiagnosisFix,
  type Finding,
  getDiagnosis,
  listDiagnoses,
} from '@zhiyu/contract/modules/learnself/diagnosis';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';
import { setItem } from '../../../platform/session/storage.ts';
import { DiagnosesTable } from './diagnoses.table.tsx';
import type { DiagnosisDetail } from './diagnosis.api.ts';
import DiagnosisPanel from './diagnosis.panel.tsx';
import { canApply, findingText, fixText, kindCounts, sortFindings } from './findings.data.ts';
import { FindingsTable } from './findings.table.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess }));

vi.setConfig({ testTimeout: 30_000 });
const base = { count: 1, score: null, applied: false, appliedBy: '', appliedAt: null };
const FINDINGS: Finding[] = [
  {
    ...base,
    id: 'f1',
    kind: 'outlier',
    labels: ['cancel', 'book'],
    texts: ['cancel it, no, book it'],
    score: 0.93,
    fix: 'move',
    ops: [{ op: 'move', label: 'cancel', text: 'cancel it, no, book it', to: 'book' }],
  },
  {
    ...base,
    id: 'f2',
    kind: 'few',
    labels: ['complain'],
    texts: ['I want to complain'],
    count: 2,
    fix: 'addExamples',
    ops: [],
  },
  {
    ...base,
    id: 'f3',
    kind: 'conflict',
    labels: ['human', 'bill'],
    texts: ['put me through', 'put me through'],
    count: 2,
    score: 1,
    fix: 'delete',
    ops: [{ op: 'delete', label: 'bill', text: 'put me through' }],
    applied: true,
    appliedBy: 'tenant',
    appliedAt: Date.UTC(2026, 10, 28, 9, 30),
  },
];

const detail = (over: Partial<DiagnosisDetail> = {}): DiagnosisDetail => ({
  id: 'd1',
  datasetId: 'ds-1',
  datasetName: 'Hotline',
  versionId: 'v-1',
  version: 2,
  state: 'done',
  accuracy: 0.875,
  counts: { outlier: 1, few: 1, conflict: 1 },
  creator: 'tenant',
  createdAt: Date.UTC(2026, 10, 28, 9, 0),
  finishedAt: Date.UTC(2026, 10, 28, 9, 1),
  findings: FINDINGS,
  labels: ['bill', 'book', 'cancel'],
  matrix: [
    [5, 0, 0],
    [0, 6, 1],
    [0, 3, 2],
  ],
  ...over,
});

beforeAll(() => changeLanguage('en-US'));
beforeEach(() => {
  call.mockReset();
  toastSuccess.mockReset();
  setItem(K.btnWhiteList, [
    { id: 'learnself.diagnosis.run-button' },
    { id: 'learnself.diagnosis.fix-button' },
    { id: 'learnself.generate.run-button' },
  ]);
});

function wrap(node: ReactNode) {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {node}
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const rowOf = (text: string) => screen.getByText(text, { exact: false }).closest('tr') as HTMLElement;

describe('findings (requirements R4 §5)', () => {
  const t = i18n.getFixedT('en-US', 'learnself-tools');

  it('sorts by kind, counts each kind, and says what is wrong and what the fix does', () => {
    expect(sortFindings(FINDINGS).map((f) => f.id)).toEqual(['f3', 'f1', 'f2']);
    expect(kindCounts(FINDINGS)).toEqual({ conflict: 1, duplicate: 0, confusion: 0, outlier: 1, few: 1 });
    expect(FINDINGS.map(canApply)).toEqual([true, false, false]);
    expect(findingText(t, FINDINGS[0])).toBe('Labelled cancel, but cross-validation predicts book with 93% confidence');
    expect(fixText(t, FINDINGS[0])).toBe('Move "cancel it, no, book it" from cancel to book');
    expect(fixText(t, FINDINGS[1])).toBe('Add examples to complain, at least 5');
    expect(findingText(t, FINDINGS[2])).toBe('The same utterance is labelled human, bill');
    expect(fixText(t, FINDINGS[2])).toBe('Delete "put me through" from bill');
  });

  it('an applied fix shows who applied it and its button is disabled; another applies with one click', async () => {
    call.mockResolvedValue({ moved: 1, deleted: 0 });
    wrap(<FindingsTable diagnosis={detail()} />);
    const done = rowOf('The same utterance is labelled human, bill');
    expect(within(done).getByTestId('finding-applied').textContent).toContain('Yes');
    expect(done.textContent).toContain('tenant');
    expect(within(done).getByTestId('finding-apply')).toHaveProperty('disabled', true);

    const open = rowOf('Labelled cancel');
    expect(within(open).getByTestId('finding-applied').textContent).toContain('No');
    const apply = within(open).getByTestId('finding-apply');
    expect(apply).toHaveProperty('disabled', false);
    fireEvent.click(apply);
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith(applyDiagnosisFix, { body: { id: 'd1', findingId: 'f1' } }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Fix applied: 1 moved, 0 deleted'));
    expect(screen.getByTestId('finding-new-version')).toBeTruthy();
  });

  it('advice has no one-click fix but opens the generator on its intent', () => {
    wrap(<FindingsTable diagnosis={detail()} />);
    const advice = rowOf('complain has only 2 utterances');
    expect(within(advice).queryByTestId('finding-apply')).toBeNull();
    const link = within(advice).getByTestId('finding-generate').closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/learnself/generate?datasetId=ds-1&datasetName=Hotline&label=complain');
  });

  it('filters by kind', () => {
    wrap(<FindingsTable diagnosis={detail()} />);
    fireEvent.click(screen.getByText('Likely mislabelled 1'));
    const rows = screen.getByTestId('finding-table').querySelectorAll('tr.ant-table-row');
    expect([...rows].map((r) => r.querySelector('[data-testid="finding-kind"]')?.textContent)).toEqual([
      'Likely mislabelled',
    ]);
  });
});

describe('a diagnosis opened', () => {
  it('while running says so, and shows no findings yet', async () => {
    call.mockResolvedValue(detail({ state: 'running', findings: [], labels: [], matrix: [], finishedAt: null }));
    wrap(<DiagnosisPanel id="d1" onBack={() => undefined} onOpen={() => undefined} />);
    expect((await screen.findByTestId('diagnosis-running')).textContent).toContain('Diagnosing…');
    expect(screen.queryByTestId('finding-table')).toBeNull();
    expect(call).toHaveBeenCalledWith(getDiagnosis, { query: { id: 'd1' } });
  });

  it('when failed says so and offers to run it again', async () => {
    call.mockResolvedValue(detail({ state: 'failed', findings: [], labels: [], matrix: [] }));
    wrap(<DiagnosisPanel id="d1" onBack={() => undefined} onOpen={() => undefined} />);
    const failed = await screen.findByTestId('diagnosis-failed');
    expect(failed.textContent).toContain('The diagnosis failed');
    expect(within(failed).getByTestId('diagnosis-rerun')).toBeTruthy();
  });

  it('when done lists the findings and the matrix with the most confused intents first', async () => {
    call.mockResolvedValue(detail());
    wrap(<DiagnosisPanel id="d1" onBack={() => undefined} onOpen={() => undefined} />);
    await screen.findByTestId('finding-table');
    expect(screen.getByTestId('diagnosis-summary').textContent).toContain('88%');
    const grid = screen.getByTestId('confusion-matrix');
    const labels = [...grid.querySelectorAll('tr.ant-table-row')].map((r) => r.querySelector('td')?.textContent);
    expect(labels).toEqual(['cancel', 'book', 'bill']);
    expect(grid.textContent).toContain('Utterances');
  });
});

describe('the diagnoses list', () => {
  it('tells what to do when there is none yet', async () => {
    call.mockImplementation((endpoint: unknown) =>
      endpoint === listDiagnoses
        ? Promise.resolve({ list: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 10 })
        : Promise.reject(new Error('unexpected call')),
    );
    wrap(<DiagnosesTable />);
    expect((await screen.findByTestId('diagnosis-empty')).textContent).toContain(
      'No diagnosis yet. Pick a dataset and a version above and click "Run diagnosis".',
    );
  });
});
