import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditRow } from '@zhiyu/contract/modules/admin/audit';
import { listAihelperAudit } from '@zhiyu/contract/modules/aihelper/audit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { drawAt, headers, pageOf, rowOf } from '../../../test/page-kit.tsx';
import AihelperAuditPage from './audit-logs.page.tsx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const ROW: AuditRow = {
  id: 'a-1',
  at: Date.UTC(2026, 10, 28, 2, 0, 0),
  actorId: 'u-1',
  actorName: 'tenant',
  action: 'update',
  entity: 'aihelper.threshold',
  entityId: 'th-1',
  entityName: '信用卡',
  channelId: null,
  tenantId: '2001',
  before: { silenceSeconds: 5 },
  after: { silenceSeconds: 9 },
  ip: '127.0.0.1',
  userAgent: 'test',
};
const KEY: AuditRow = { ...ROW, id: 'a-2', action: 'key', entity: 'aihelper.channel', entityName: '呼叫中心' };

beforeEach(async () => {
  await changeLanguage('zh-CN');
  call.mockReset();
  call.mockImplementation((endpoint: unknown) =>
    endpoint === listAihelperAudit ? Promise.resolve(pageOf([ROW, KEY])) : Promise.reject(new Error('unexpected')),
  );
});
afterEach(() => changeLanguage('zh-CN'));

describe('the agent assistant audit logs page', () => {
  it('lists each change with who, what and the object, and expands to before and after', async () => {
    drawAt('/aihelper/auditLogs', <AihelperAuditPage />);
    await screen.findByText('呼叫中心', {}, { timeout: 10_000 });
    expect(headers()).toEqual(expect.arrayContaining(['时间', '操作人', '操作', '对象类型', '对象', 'IP地址']));
    expect(within(rowOf('信用卡')).getByText('通话间隔配置')).toBeTruthy();
    expect(within(rowOf('呼叫中心')).getByText('重新生成密钥')).toBeTruthy();
    fireEvent.click(rowOf('信用卡').querySelector('.ant-table-row-expand-icon') as Element);
    const diff = await screen.findByTestId('audit-diff');
    expect(diff.textContent).toContain('silenceSeconds');
    expect(diff.textContent).toContain('9');
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    drawAt('/aihelper/auditLogs', <AihelperAuditPage />);
    await screen.findByText('呼叫中心', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(rowOf('呼叫中心')).getByText('Regenerate key')).toBeTruthy());
    expect(within(rowOf('信用卡')).getByText('Thresholds')).toBeTruthy();
  });
});
