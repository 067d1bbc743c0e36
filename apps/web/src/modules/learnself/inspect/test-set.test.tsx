import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { DATASET_IO_HEADERS } from '@zhiyu/contract/modules/learnself/dataset-io';
import { TEST_SET_MAX } from '@zhiyu/contract/modules/learnself/model';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { testItemsOf } from './test-set.rows.ts';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', async (load) => ({
  ...(await load<typeof import('../../../platform/request/call.ts')>()),
  call: (...a: unknown[]) => callMock(...a),
}));
// The upload hands its parsed rows straight to the section (the real one asks the server).
let giveRows: ((rows: string[][]) => void) | undefined;
vi.mock('../../../components/upload/file-upload.tsx', () => ({
  FileUpload: (p: { onRows: (rows: string[][]) => void }) => {
    giveRows = p.onRows;
    return null;
  },
}));
const { TestSetSection } = await import('./test-set.section.tsx');

beforeAll(() => changeLanguage('en-US'));

const H = [DATASET_IO_HEADERS.label.zh, DATASET_IO_HEADERS.text.zh];

describe('test set rows', () => {
  it('reads the intent and utterance columns by header in either language, skipping incomplete rows', () => {
    expect(
      testItemsOf([
        ['Utterance', 'Intent'],
        ['check my bill', 'billing'],
        ['', 'billing'],
        ['', ''],
      ]),
    ).toEqual({
      ok: true,
      items: [{ label: 'billing', text: 'check my bill' }],
      skipped: 1,
    });
    expect(testItemsOf([H, ['a', 'b']])).toMatchObject({ ok: true, items: [{ label: 'a', text: 'b' }] });
  });

  it('names what is wrong: missing headers, nothing to test, too many rows', () => {
    expect(
      testItemsOf([
        ['question', 'answer'],
        ['a', 'b'],
      ]),
    ).toEqual({ ok: false, problem: 'headers' });
    expect(testItemsOf([H])).toEqual({ ok: false, problem: 'empty' });
    expect(testItemsOf([])).toEqual({ ok: false, problem: 'empty' });
    const many = Array.from({ length: TEST_SET_MAX + 1 }, (_, i) => ['x', `u${i}`]);
    expect(testItemsOf([H, ...many])).toEqual({ ok: false, problem: 'tooMany' });
  });
});

describe('test set section', () => {
  it('runs the rows through the model and shows accuracy, precision at the threshold and the misses', async () => {
    callMock.mockResolvedValue({
      total: 4,
      correct: 3,
      recognised: 2,
      recognisedCorrect: 2,
      errors: [{ index: 1, text: 'u2', expected: 'b', predicted: 'a', probability: 0.61 }],
    });
    const wrap = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    );
    render(<TestSetSection modelId="m1" />, { wrapper: wrap });
    await act(async () =>
      giveRows?.([
        ['Intent', 'Utterance'],
        ['a', 'u1'],
        ['b', 'u2'],
        ['a', 'u3'],
        ['c', 'u4'],
      ]),
    );
    expect(callMock.mock.calls[0][1]).toEqual({
      body: {
        id: 'm1',
        items: [
          { label: 'a', text: 'u1' },
          { label: 'b', text: 'u2' },
          { label: 'a', text: 'u3' },
          { label: 'c', text: 'u4' },
        ],
      },
    });
    const summary = await screen.findByTestId('test-set-summary');
    expect(summary.textContent).toContain('75.0%');
    expect(summary.textContent).toContain('100.0%');
    const row = within(screen.getByTestId('test-set-errors')).getByText('u2').closest('tr') as HTMLElement;
    // The workbook row: the header is row 1, the second item row 3.
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['3', 'u2', 'b', 'a', '0.61']);
  });
});
