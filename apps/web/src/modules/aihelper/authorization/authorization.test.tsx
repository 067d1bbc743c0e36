import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { updateLicense } from '@zhiyu/contract/modules/admin/public';
import { getSeats, releaseSeat, type SeatOverview } from '@zhiyu/contract/modules/aihelper/seat';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { drawAt, grantButtons } from '../../../test/page-kit.tsx';
import AuthorizationPage from './authorization.page.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const AT = Date.UTC(2026, 10, 28, 2, 0, 0);
const VALID: SeatOverview = {
  state: 'valid',
  licence: {
    customer: '演示客户',
    modules: ['aicall', 'aihelper'],
    seats: 20,
    issuedAt: AT,
    expiresAt: AT + 86_400_000,
  },
  licensed: true,
  seats: 20,
  inUse: 2,
  holders: [{ userId: 'u-1', username: 'agent01', tenantId: '2001', since: AT, lastSeenAt: AT + 60_000 }],
};
let overview: SeatOverview = VALID;

beforeEach(async () => {
  await changeLanguage('zh-CN');
  overview = VALID;
  call.mockReset();
  call.mockImplementation((endpoint: unknown) => {
    if (endpoint === getSeats) return Promise.resolve(overview);
    if (endpoint === releaseSeat) return Promise.resolve({ released: true });
    if (endpoint === updateLicense) {
      overview = { ...VALID, seats: 50, licence: { ...VALID.licence, seats: 50 } as SeatOverview['licence'] };
      return Promise.resolve(overview.licence);
    }
    return Promise.reject(new Error('unexpected'));
  });
  grantButtons('aihelper.authorization', ['release']);
});
afterEach(async () => {
  localStorage.removeItem(STORAGE_KEYS.userInfo);
  await changeLanguage('zh-CN');
});

const draw = () => drawAt('/aihelper/authorization', <AuthorizationPage />);

describe('the licence and seats page', () => {
  it('shows the licence, the seats in use and who holds them, and frees a seat after confirming', async () => {
    draw();
    const facts = await screen.findByTestId('licence-facts', {}, { timeout: 10_000 });
    expect(facts.textContent).toContain('演示客户');
    expect(facts.textContent).toContain('aihelper');
    expect(screen.getByTestId('seat-usage').textContent).toContain('已用 2 / 20 席');
    const holders = screen.getByTestId('seat-holders');
    expect(holders.textContent).toContain('agent01');
    fireEvent.click(within(holders).getByTestId('seat-release'));
    const confirm = await screen.findByText('确定释放“agent01”的席位吗？其工作台下次刷新时需重新占用席位。');
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () => fireEvent.click(within(pop).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(call).toHaveBeenCalledWith(releaseSeat, { body: { userId: 'u-1' } }));
  });

  it('says when no licence is installed, or when it does not cover the desk', async () => {
    overview = { ...VALID, state: 'none', licence: null, seats: null, inUse: 1 };
    const first = draw();
    expect((await screen.findByTestId('licence-none', {}, { timeout: 10_000 })).textContent).toContain('未安装许可证');
    expect(screen.getByTestId('seat-usage').textContent).toContain('不限席位');
    first.unmount();
    overview = { ...VALID, licensed: false };
    draw();
    expect(
      await screen.findByText('许可证未包含坐席助手模块，坐席工作台不可用。', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('lets a platform operator install a new licence here, then shows its seats', async () => {
    localStorage.setItem(
      STORAGE_KEYS.userInfo,
      JSON.stringify({
        id: 'op',
        username: 'admin',
        nickname: 'op',
        channelId: null,
        tenantId: null,
        language: 'zh-CN',
      }),
    );
    draw();
    await screen.findByTestId('licence-facts', {}, { timeout: 10_000 });
    const file = new File(['  {"signed":"licence"}\n'], 'licence.json', { type: 'application/json' });
    await act(async () => fireEvent.change(screen.getByTestId('licence-upload-file'), { target: { files: [file] } }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(updateLicense, { body: { licence: '{"signed":"licence"}' } }),
    );
    await waitFor(() => expect(screen.getByTestId('seat-usage').textContent).toContain('50'));
  });

  it('offers no licence upload to a tenant', async () => {
    draw();
    await screen.findByTestId('licence-facts', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('licence-upload')).toBeNull();
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    await screen.findByTestId('licence-facts', {}, { timeout: 10_000 });
    expect(screen.getByTestId('seat-usage').textContent).toContain('2 of 20 seats in use');
    expect(screen.getByText('Free the seat')).toBeTruthy();
  });
});
