import { render, screen, within } from '@testing-library/react';
import type { HitTestCompare, HitTestResult } from '@zhiyu/contract/modules/aikb/hit-test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadLanguage } from '../../../platform/i18n/index.ts';
import { CompareView } from './compare.view.tsx';
import { bandOf } from './hit-test.format.ts';
import { HitsTable } from './hits.table.tsx';

// antd and jsdom are slow on a busy machine: each test gets room.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await loadLanguage('zh-CN', { everything: true });
  await changeLanguage('zh-CN');
});

const thresholds = { answer: 0.35, suggest: 0.25 };
const hit = (refId: string, rank: number, score: number, over: Partial<HitTestResult['hits'][0]> = {}) => ({
  rank,
  refId,
  kind: 'item' as const,
  libraryId: 'lib',
  libraryName: '常见问题',
  title: `问题${refId}`,
  field: 'similar' as const,
  matched: `说法${refId}`,
  score,
  answerable: true,
  ...over,
});
const result = (over: Partial<HitTestResult>): HitTestResult => ({
  id: 'r1',
  question: '退货',
  askedAt: 0,
  askedBy: 'tenant',
  allLibraries: true,
  libraries: [{ id: 'lib', name: '常见问题' }],
  topN: 10,
  answer: { kind: 'answer', text: '答案', refId: 'a', hitKind: 'item', score: 0.9, candidates: [] },
  hits: [],
  thresholds,
  rerunOf: null,
  ...over,
});

describe('score bands', () => {
  it('follow the thresholds, ends included', () => {
    expect([0.35, 0.3499, 0.25, 0.2499].map((s) => bandOf(s, thresholds))).toEqual([
      'answer',
      'suggest',
      'suggest',
      'below',
    ]);
  });
});

describe('HitsTable', () => {
  it('lists hits in rank order with the matched field, marks an item that cannot answer', async () => {
    const hits = [hit('a', 1, 0.9), hit('b', 2, 0.3, { field: 'question', answerable: false }), hit('c', 3, 0.1)];
    render(<HitsTable result={result({ hits })} />);
    const rows = await screen.findAllByRole('row');
    const body = rows.slice(1);
    expect(body.map((r) => within(r).getByTestId('hit-title').textContent)).toEqual(['问题a', '问题b', '问题c']);
    expect(body[0].textContent).toContain('相似问题');
    expect(body[1].textContent).toContain('标准问题');
    expect(body[1].textContent).toContain('不可回答');
    expect(body.map((r) => within(r).getByTestId('score-bar').getAttribute('data-band'))).toEqual([
      'answer',
      'suggest',
      'below',
    ]);
  });
});

describe('CompareView', () => {
  it('shows the verdict and every move, the gone hits last', async () => {
    const before = result({ hits: [hit('a', 1, 0.9), hit('b', 2, 0.5)] });
    const after = result({
      id: 'r2',
      rerunOf: 'r1',
      answer: { kind: 'didYouMean', text: '您是不是想问：', refId: null, hitKind: null, score: null, candidates: [] },
      hits: [hit('b', 1, 0.3), hit('n', 2, 0.28)],
    });
    const compare: HitTestCompare = {
      before,
      after,
      diff: {
        outcomeChanged: true,
        answerChanged: false,
        hits: [
          {
            refId: 'b',
            kind: 'item',
            title: '问题b',
            before: { rank: 2, score: 0.5 },
            after: { rank: 1, score: 0.3 },
            move: 'up',
          },
          { refId: 'n', kind: 'item', title: '问题n', before: null, after: { rank: 2, score: 0.28 }, move: 'new' },
          { refId: 'a', kind: 'item', title: '问题a', before: { rank: 1, score: 0.9 }, after: null, move: 'gone' },
        ],
      },
    };
    render(<CompareView compare={compare} onClose={() => undefined} />);
    expect((await screen.findByTestId('hit-compare-verdict')).textContent).toBe('机器人的回复方式变了');
    expect(screen.getAllByTestId('hit-move').map((m) => m.textContent)).toEqual(['上升', '新命中', '不再命中']);
    expect(screen.getAllByTestId('bot-outcome').map((m) => m.textContent)).toEqual(['直接回答', '您是不是想问']);
    expect(screen.getByText('#2 · 0.500')).toBeTruthy();
  });
});
