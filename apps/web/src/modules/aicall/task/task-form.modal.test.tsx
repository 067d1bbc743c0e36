import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { searchBots } from '@zhiyu/contract/modules/lookups/bot';
import { listAllCallChannels } from '@zhiyu/contract/modules/lookups/call-channel';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { TaskFormModal } from './task-form.modal.tsx';

beforeAll(() => changeLanguage('zh-CN'));
afterEach(() => vi.restoreAllMocks());

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

const BOTS = [
  { id: 'b1', name: '信用卡分期营销', botType: 0, share: 0, appId: 'a', updatedAt: 1, publishedVersion: 2 },
  { id: 'b2', name: '售后回访', botType: 0, share: 0, appId: 'a', updatedAt: 1, publishedVersion: null },
];
const LINES = [
  { id: 'l1', name: '演示外呼线路', lineNumber: '02100000000', channelStatus: 1, concurrency: 20 },
  { id: 'l2', name: '02188880006', lineNumber: '02188880006', channelStatus: 1, concurrency: 5 },
];

/** A stand-in server: answers the form's calls and records what was sent. */
function serve(): Sent[] {
  const sent: Sent[] = [];
  localStorage.setItem(K.authorization, 'token');
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init?.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body });
    const data =
      url.pathname === searchBots.path
        ? { list: BOTS, total: BOTS.length, totalCapped: false, pageNum: 1, pageSize: 20 }
        : url.pathname === listAllCallChannels.path
          ? LINES
          : { bots: [], lines: [], maxConcurrency: 20, tags: [] };
    return new Response(JSON.stringify({ code: '000000', msg: '', data }));
  });
  return sent;
}

function renderForm() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <TaskFormModal open saving={false} onSubmit={() => undefined} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

const openSelect = (testId: string) => {
  const el = document.querySelector(`[data-testid="${testId}"]`) as Element;
  fireEvent.mouseDown((el.closest('.ant-select') ?? el) as Element);
};
const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('task form pickers (requirements §7)', { timeout: 30_000 }, () => {
  it('asks channel/all for the enabled lines and offers them by name and number', async () => {
    const sent = serve();
    renderForm();
    await waitFor(() => expect(sent.some((s) => s.path === listAllCallChannels.path)).toBe(true));
    const lineCalls = sent.filter((s) => s.path === listAllCallChannels.path);
    expect(lineCalls).toEqual([
      { method: 'POST', path: listAllCallChannels.path, query: {}, body: { channelStatus: 1 } },
    ]);
    openSelect('task-lines');
    await waitFor(() => expect(optionTexts()).toEqual(['演示外呼线路 (02100000000)', '02188880006']));
  });

  it('asks bot/list for outbound bots 20 a page; a bot never published is listed but not choosable', async () => {
    const sent = serve();
    renderForm();
    await waitFor(() => expect(sent.some((s) => s.path === searchBots.path)).toBe(true));
    expect(sent.filter((s) => s.path === searchBots.path).map((s) => [s.method, s.query])).toEqual([
      ['GET', { pageNum: '1', pageSize: '20', botType: '0' }],
    ]);
    openSelect('task-bot');
    await waitFor(() => expect(optionTexts()).toEqual(['信用卡分期营销 · 版本 v2', '售后回访 · 未发布']));
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    expect(options[1].className).toContain('ant-select-item-option-disabled');
    expect(options[0].className).not.toContain('ant-select-item-option-disabled');
  });

  it('sends the typed name to bot/list once typing stops', async () => {
    const sent = serve();
    renderForm();
    await waitFor(() => expect(sent.some((s) => s.path === searchBots.path)).toBe(true));
    const input = document.querySelector('[data-testid="task-bot"] input, [data-testid="task-bot"]') as Element;
    const search = (input.tagName === 'INPUT' ? input : input.querySelector('input')) as HTMLInputElement;
    openSelect('task-bot');
    fireEvent.change(search, { target: { value: '信用卡' } });
    await waitFor(
      () =>
        expect(sent.filter((s) => s.path === searchBots.path).map((s) => s.query)).toContainEqual({
          pageNum: '1',
          pageSize: '20',
          botType: '0',
          name: '信用卡',
        }),
      { timeout: 3000 },
    );
  });
});
