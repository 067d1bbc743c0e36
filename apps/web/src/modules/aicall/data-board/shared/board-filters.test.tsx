import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../../platform/i18n/index.ts';
import { BoardFilters } from './board-filters.tsx';
import type { BoardFilter } from './use-board-filter.ts';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => changeLanguage('zh-CN'));

const FILTER: BoardFilter = {
  startDay: '2026-11-01',
  endDay: '2026-11-20',
  direction: 1,
  granularity: 1,
  sort: 'DESC',
};

describe('board filter bar', () => {
  it('an open range picker keeps the month the user moved to when the board re-renders', () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ code: '000000', data: { tasks: [], bots: [] } })),
    );
    let rerender: () => void = () => undefined;
    function Board() {
      const [, setTick] = useState(0);
      rerender = () => setTick((n) => n + 1);
      return <BoardFilters filter={FILTER} onChange={() => undefined} />;
    }
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <Board />
      </QueryClientProvider>,
    );
    const input = container.querySelector('#board-range') as HTMLInputElement;
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.click(input);
    const month = () => document.querySelector('.ant-picker-header-view')?.textContent;
    expect(month()).toContain('Nov');
    fireEvent.click(document.querySelector('.ant-picker-header-prev-btn') as Element);
    const moved = month();
    expect(moved).toContain('Oct');
    act(() => rerender());
    expect(month()).toBe(moved);
    vi.restoreAllMocks();
  });
});
