import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { searchBots } from '@zhiyu/contract/modules/lookups/bot';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../../platform/i18n/index.ts';
import { BoardFilters } from './board-filters.tsx';
import type { BoardFilter } from './use-board-filter.ts';

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

  it('the bot picker asks bot/list 20 a page for the bots of the direction, and names a bot kept in the URL', {
    timeout: 30_000,
  }, async () => {
    localStorage.setItem(K.authorization, 'token');
    const asked: Record<string, string>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://console.test');
      if (url.pathname === searchBots.path) {
        asked.push(Object.fromEntries(url.searchParams));
        const list = [
          { id: 'b1', name: '售后回访', botType: 0, share: 0, appId: 'a', updatedAt: 1, publishedVersion: 1 },
        ];
        return new Response(JSON.stringify({ code: '000000', data: { list, total: 1, pageNum: 1, pageSize: 20 } }));
      }
      const bots = [{ id: 'b-old', name: '已停用机器人', versions: [1] }];
      return new Response(JSON.stringify({ code: '000000', data: { tasks: [], bots } }));
    });
    const board = (filter: BoardFilter) => (
      <QueryClientProvider client={new QueryClient()}>
        <BoardFilters filter={filter} onChange={() => undefined} />
      </QueryClientProvider>
    );
    const view = render(board({ ...FILTER, botId: 'b-old' }));
    await waitFor(() => expect(asked).toEqual([{ pageNum: '1', pageSize: '20', botType: '0' }]));
    const picker = () => view.container.querySelector('[data-testid="board-bot"]')?.closest('.ant-select');
    await waitFor(() => expect(picker()?.textContent).toContain('已停用机器人'));
    view.unmount();
    render(board({ ...FILTER, direction: 0 }));
    await waitFor(() => expect(asked).toContainEqual({ pageNum: '1', pageSize: '20', botType: '1' }));
    vi.restoreAllMocks();
  });
});
