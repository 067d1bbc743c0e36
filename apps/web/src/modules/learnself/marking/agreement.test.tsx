import { render, screen } from '@testing-library/react';
import type { MarkItemRow, MarkTaskRow } from '@zhiyu/contract/modules/learnself/marking';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';
import { formatAgreement, formatKappa, ItemAgreementTag, itemAgreement, kappaBand, TaskFigures } from './agreement.tsx';
import { itemColumns } from './items.columns.tsx';
import { taskColumns } from './tasks.columns.tsx';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => changeLanguage('en-US'));
const t = i18n.getFixedT('en-US', 'learnself-marking');

const task: MarkTaskRow = {
  id: 't1',
  name: 'double',
  datasetId: 'd1',
  datasetName: 'Hotline',
  datasetType: 'nlu',
  modelId: '',
  modelName: '',
  twoPerson: true,
  labellers: ['ann', 'bob'],
  total: 10,
  done: 7,
  conflicts: 2,
  committed: 0,
  agreement: 0.7777,
  kappa: 0.6543,
  creator: 'tenant',
  createdAt: 0,
};
const marks = (...pairs: [string, string][]): Pick<MarkItemRow, 'marks'> => ({
  marks: pairs.map(([user, label]) => ({ user, label, at: 0 })),
});

describe('agreement and kappa as shown (requirements R4 §3)', () => {
  it('kappa has two decimals, agreement is a percentage, and both are - when unknown', () => {
    expect(formatKappa(0.6543)).toBe('0.65');
    expect(formatKappa(1)).toBe('1.00');
    expect(formatKappa(-0.125)).toBe('-0.13');
    expect(formatKappa(0)).toBe('0.00');
    expect(formatKappa(null)).toBe('-');
    expect(formatAgreement(0.7777)).toBe('77.8%');
    expect(formatAgreement(1)).toBe('100%');
    expect(formatAgreement(0)).toBe('0%');
    expect(formatAgreement(null)).toBe('-');
  });

  it('reads kappa in the Landis and Koch bands', () => {
    expect([-0.1, 0, 0.2, 0.35, 0.6, 0.61, 0.81, 1].map(kappaBand)).toEqual([
      'poor',
      'slight',
      'slight',
      'fair',
      'moderate',
      'substantial',
      'perfect',
      'perfect',
    ]);
  });

  it('per utterance of a two-person task: agree, disagree, or only one labelled', () => {
    expect(itemAgreement(marks(['ann', 'book'], ['bob', 'book']), task)).toBe('agree');
    expect(itemAgreement(marks(['ann', 'book'], ['bob', 'cancel']), task)).toBe('disagree');
    expect(itemAgreement(marks(['bob', 'cancel']), task)).toBe('partial');
    expect(itemAgreement(marks(), task)).toBeNull();
    // Someone who is not one of the two (a reviewer's view shows only the labellers) does not count.
    expect(itemAgreement(marks(['ann', 'book'], ['eve', 'cancel']), task)).toBe('partial');
    expect(itemAgreement(marks(['ann', 'book'], ['bob', 'book']), { ...task, twoPerson: false })).toBeNull();
    render(<ItemAgreementTag value="disagree" />);
    expect(screen.getByTestId('item-agreement').textContent).toBe('Disagree');
  });

  it('the task figures show progress, agreement and kappa with its band for a two-person task', () => {
    render(<TaskFigures task={task} byUser={[{ user: 'ann', count: 6 }]} t={t} />);
    expect(screen.getByTestId('task-progress').textContent).toContain('7/10');
    expect(screen.getByTestId('task-agreement').textContent).toBe('77.8%');
    expect(screen.getByTestId('task-kappa').textContent).toBe('0.65 substantial');
    expect(screen.getByTestId('task-figures').textContent).toContain('ann: 6');
  });

  it('a one-person task shows neither agreement nor kappa', () => {
    render(<TaskFigures task={{ ...task, twoPerson: false, labellers: [] }} byUser={[]} t={t} />);
    expect(screen.queryByTestId('task-agreement')).toBeNull();
    expect(screen.queryByTestId('task-kappa')).toBeNull();
  });

  it('the task list shows kappa with two decimals, - when null, and two-person as yes or no', () => {
    const cols = taskColumns(t, (row) => row.name);
    const cell = (key: string, row: MarkTaskRow) => {
      const col = cols.find((c) => c.dataIndex === key);
      return col?.render?.(row[key as keyof MarkTaskRow], row);
    };
    expect(cell('kappa', task)).toBe('0.65');
    expect(cell('kappa', { ...task, kappa: null })).toBe('-');
    expect(cell('agreement', task)).toBe('77.8%');
    expect(cell('twoPerson', task)).toBe('Yes');
    expect(cell('twoPerson', { ...task, twoPerson: false })).toBe('No');
    expect(cell('labellers', task)).toBe('ann, bob');
    render(cell('done', task) as ReactElement);
    expect(screen.getByTestId('task-row-progress').textContent).toBe('7/10');
  });

  it('the item list shows who labelled what and whether they agree', () => {
    const detail = { ...task, labels: ['book', 'cancel'], byUser: [] };
    const cols = itemColumns(t, detail);
    const row = {
      ...marks(['ann', 'book'], ['bob', '__noise__']),
      id: 'i1',
      taskId: 't1',
      text: 'x',
      poolId: '',
      source: 'manual',
      predictions: [],
      state: 'conflict' as const,
      label: '',
      mine: '',
      reviewer: '',
      committed: false,
    };
    const agreement = cols.find((c) => c.title === 'Agreement');
    render(<div>{cols.find((c) => c.dataIndex === 'marks')?.render?.(row.marks, row)}</div>);
    expect(screen.getByTestId('item-marks').textContent).toBe('ann: bookbob: Noise');
    render(<div>{agreement?.render?.(undefined, row)}</div>);
    expect(screen.getByTestId('item-agreement').textContent).toBe('Disagree');
    expect(itemColumns(t, { ...detail, twoPerson: false }).some((c) => c.title === 'Agreement')).toBe(false);
  });
});
