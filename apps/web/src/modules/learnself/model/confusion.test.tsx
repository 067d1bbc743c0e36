import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { cellColor, confusedFirst, heat, sortedConfusion } from './confusion.data.ts';
import { ConfusionTable } from './confusion.table.tsx';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => changeLanguage('en-US'));

// Rows are the true label, columns the prediction, in the evaluation's own label order.
const evaluation = {
  labels: ['refund', 'book', 'cancel'],
  matrix: [
    [5, 1, 0],
    [0, 8, 2],
    [1, 0, 3],
  ],
};

describe('sortedConfusion', () => {
  it('sorts the labels by name and reorders rows and columns alike', () => {
    const c = sortedConfusion(evaluation);
    expect(c.labels).toEqual(['book', 'cancel', 'refund']);
    expect(c.rows.map((r) => [r.label, ...r.counts, r.total])).toEqual([
      ['book', 8, 2, 0, 10],
      ['cancel', 0, 3, 1, 4],
      ['refund', 1, 0, 5, 6],
    ]);
  });

  it('reads a short matrix as zeros', () => {
    const c = sortedConfusion({ labels: ['b', 'a'], matrix: [[1]] });
    expect(c.rows.map((r) => r.counts)).toEqual([
      [0, 0],
      [0, 1],
    ]);
  });
});

describe('confusedFirst (semantic diagnosis)', () => {
  const e = {
    labels: ['alpha', 'beta', 'gamma', 'delta'],
    matrix: [
      [4, 0, 0, 0],
      [0, 6, 0, 0],
      [0, 0, 3, 5],
      [1, 0, 0, 2],
    ],
  };
  it('puts the most confused pair first, side by side, then the rest by name', () => {
    expect(confusedFirst(e).map((i) => e.labels[i])).toEqual(['gamma', 'delta', 'alpha', 'beta']);
    const c = sortedConfusion(e, 'confusion');
    expect(c.rows.map((r) => [r.label, ...r.counts])).toEqual([
      ['gamma', 3, 5, 0, 0],
      ['delta', 0, 2, 1, 0],
      ['alpha', 0, 0, 4, 0],
      ['beta', 0, 0, 0, 6],
    ]);
  });
});

describe('heat colouring', () => {
  it('grows with the share of the row, right green, wrong red, nothing for an empty cell', () => {
    expect([heat(5, 10), heat(0, 0), heat(3, 2)]).toEqual([0.5, 0, 1]);
    expect(cellColor(0, 10, true)).toBeUndefined();
    expect(cellColor(10, 10, true)).toBe('rgba(82, 196, 26, 0.72)');
    expect(cellColor(1, 10, false)).toBe('rgba(245, 34, 45, 0.18)');
  });
});

describe('ConfusionTable', () => {
  it('draws the sorted grid with counts, row totals and coloured cells', async () => {
    render(<ConfusionTable evaluation={evaluation} />);
    const grid = screen.getByTestId('confusion-matrix');
    const rows = await within(grid).findAllByRole('row');
    // The data rows (antd adds a hidden measure row to scrolled tables).
    const body = rows.filter((r) => r.classList.contains('ant-table-row'));
    const cells = body.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells).toEqual([
      ['book', '8', '2', '', '10'],
      ['cancel', '', '3', '1', '4'],
      ['refund', '1', '', '5', '6'],
    ]);
    const diagonal = body[0].querySelectorAll('td')[1] as HTMLElement;
    const wrong = body[0].querySelectorAll('td')[2] as HTMLElement;
    const empty = body[0].querySelectorAll('td')[3] as HTMLElement;
    expect(diagonal.style.background).toContain('82, 196, 26');
    expect(wrong.style.background).toContain('245, 34, 45');
    expect(empty.style.background).toBe('');
    expect(grid.textContent).toContain('True label');
  });
});
