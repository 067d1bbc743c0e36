import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';

const api = vi.hoisted(() => ({ duplicateBot: vi.fn() }));
const toasts = vi.hoisted(() => ({ toastSuccess: vi.fn(), toastError: vi.fn() }));
vi.mock('./bot.api.ts', async (orig) => ({ ...(await orig<object>()), duplicateBot: api.duplicateBot }));
vi.mock('../../../platform/request/toast.ts', async (orig) => ({ ...(await orig<object>()), ...toasts }));

const { useCopyBot } = await import('./use-copy-bot.ts');
const { botKeys } = await import('./bot.api.ts');

beforeAll(() => changeLanguage('zh-CN'));
beforeEach(() => vi.clearAllMocks());

function setup() {
  const qc = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(qc, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useCopyBot({ id: 'b1' }), { wrapper });
  return { result, invalidate };
}

describe('copying a bot', () => {
  it('names the copy and refetches the list', async () => {
    api.duplicateBot.mockResolvedValue({ id: 'b2', name: '售后回访-副本' });
    const { result, invalidate } = setup();
    await act(() => result.current.mutateAsync());
    expect(api.duplicateBot).toHaveBeenCalledWith('b1', { silent: true });
    expect(toasts.toastSuccess).toHaveBeenCalledWith('已复制为「售后回访-副本」');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: botKeys.all });
  });

  it('says why a copy failed, once', async () => {
    api.duplicateBot.mockRejectedValue(new Error('机器人不存在'));
    const { result, invalidate } = setup();
    act(() => result.current.mutate());
    await waitFor(() => expect(toasts.toastError).toHaveBeenCalledWith('复制失败：机器人不存在'));
    expect(toasts.toastError).toHaveBeenCalledTimes(1);
    expect(toasts.toastSuccess).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
