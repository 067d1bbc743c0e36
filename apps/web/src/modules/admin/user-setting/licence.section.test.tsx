import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getLicenceInfo, updateLicense } from '@zhiyu/contract/modules/admin/public';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';

vi.setConfig({ testTimeout: 30_000 });

const callMock = vi.fn();
vi.mock('../../../platform/request/call.ts', async (load) => ({
  ...(await load<typeof import('../../../platform/request/call.ts')>()),
  call: (...a: unknown[]) => callMock(...a),
}));

const { default: LicenceSection } = await import('./licence.section.tsx');

beforeAll(() => changeLanguage('zh-CN'));
beforeEach(() => callMock.mockReset());

const licence = (seats: number) => ({
  customer: '演示客户',
  modules: ['aicall', 'aikb'],
  seats,
  issuedAt: Date.UTC(2026, 0, 1),
  expiresAt: Date.UTC(2099, 0, 1),
});
const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LicenceSection />
    </QueryClientProvider>,
  );

describe('licence section (operator settings)', () => {
  it('shows the installed licence and sends a chosen file as it is, showing the new one', async () => {
    callMock.mockImplementation(async (endpoint: unknown) => (endpoint === getLicenceInfo ? licence(20) : licence(50)));
    show();
    await waitFor(() => expect(screen.getByText('演示客户')).toBeTruthy());
    expect(screen.getByText('20')).toBeTruthy();
    const file = new File(['{"payload":"eA==","signature":"eQ=="}\n'], 'licence.json', { type: 'application/json' });
    await act(async () => fireEvent.change(screen.getByLabelText('上传许可证'), { target: { files: [file] } }));
    await waitFor(() => expect(screen.getByText('50')).toBeTruthy());
    expect(callMock).toHaveBeenCalledWith(updateLicense, {
      body: { licence: '{"payload":"eA==","signature":"eQ=="}' },
    });
  });

  it('says so when no licence is installed', async () => {
    callMock.mockResolvedValue(null);
    show();
    await waitFor(() => expect(screen.getByText('尚未安装许可证')).toBeTruthy());
    expect(screen.getByRole('button', { name: '上传许可证' })).toBeTruthy();
  });
});
