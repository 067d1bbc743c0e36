import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { ApiError } from '../../../platform/request/errors.ts';

vi.setConfig({ testTimeout: 30_000 });

const bindMock = vi.fn();
vi.mock('./bind.api.ts', async (load) => ({
  ...(await load<typeof import('./bind.api.ts')>()),
  bind: (...a: unknown[]) => bindMock(...a),
}));

const { default: BindPage } = await import('./bind.page.tsx');

beforeAll(() => changeLanguage('zh-CN'));
beforeEach(() => bindMock.mockReset());

const page = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <BindPage />
    </MemoryRouter>,
  );
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /绑\s*定/ })));
const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

describe('/bindPage', () => {
  it('takes the channel from the link and binds with account and code', async () => {
    bindMock.mockResolvedValue({ channelName: '官网客服', account: 'u-1', boundAt: Date.UTC(2026, 0, 2, 3, 4, 5) });
    page('/bindPage?key=wk-abc');
    expect(screen.queryByLabelText('渠道标识')).toBeNull();
    fill('外部账号', ' u-1 ');
    fill('绑定码', '123456');
    await submit();
    await waitFor(() => expect(screen.getByText('绑定成功')).toBeTruthy());
    expect(bindMock).toHaveBeenCalledWith('wk-abc', ' u-1 ', '123456');
    expect(document.body.textContent).toContain('账号 u-1 已绑定到渠道「官网客服」');
  });

  it('checks the form before calling: every field, and six digits', async () => {
    page('/bindPage');
    await submit();
    await waitFor(() => expect(errors()).toEqual(['请输入渠道标识', '请输入外部账号', '请输入绑定码']));
    fill('渠道标识', 'wk-abc');
    fill('外部账号', 'u-1');
    fill('绑定码', '12a45');
    await submit();
    await waitFor(() => expect(errors()).toEqual(['绑定码为 6 位数字']));
    expect(bindMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong or expired code and stays on the form", async () => {
    bindMock.mockRejectedValueOnce(new ApiError('170008', '绑定码错误'));
    bindMock.mockRejectedValueOnce(new ApiError('170009', '绑定码已过期，请重新获取'));
    page('/bindPage?key=wk-abc');
    fill('外部账号', 'u-1');
    fill('绑定码', '000000');
    await submit();
    await waitFor(() => expect(screen.getByTestId('bind-error').textContent).toBe('绑定码错误'));
    fill('绑定码', '111111');
    // Typing clears the old message; the next refusal shows its own.
    expect(screen.queryByTestId('bind-error')).toBeNull();
    await submit();
    await waitFor(() => expect(screen.getByTestId('bind-error').textContent).toBe('绑定码已过期，请重新获取'));
    expect(screen.queryByText('绑定成功')).toBeNull();
  });
});
