import { act, fireEvent, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from '../../../components/schema/test-utils.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { changeLanguage, i18n } from '../../../platform/i18n/index.ts';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));

const { createColumns } = await import('./user.columns.tsx');

const ORGS = {
  tenant: { level: 'tenant', channels: [], tenants: [{ id: '2001', name: 'T1', channelId: '1001' }] },
  platform: {
    level: 'platform',
    channels: [{ id: '1001', name: 'A', channelId: '1001' }],
    tenants: [
      { id: '2001', name: 'T1', channelId: '1001' },
      { id: '2002', name: 'T2', channelId: '1001' },
    ],
  },
};
const ROLES: Record<string, { id: string; name: string }[]> = {
  '2001': [{ id: 'r-agent-2001', name: '坐席' }],
  '2002': [{ id: 'r-tenant-admin-2002', name: '租户管理员二' }],
};

/** The server as the create dialog meets it: orgs of the caller, roles per tenant. */
function answer(caller: 'tenant' | 'platform') {
  call.mockImplementation(async (endpoint: { path: string }, args?: { query?: Record<string, string> }) => {
    if (endpoint.path.endsWith('/orgs')) return ORGS[caller];
    if (endpoint.path.endsWith('/role-options')) return ROLES[args?.query?.tenantId ?? ''] ?? [];
    throw new Error(`unexpected ${endpoint.path}`);
  });
}

beforeAll(async () => {
  await changeLanguage('zh-CN');
  await i18n.loadNamespaces('people');
});
beforeEach(() => {
  call.mockReset();
});

const t = () => i18n.getFixedT('zh-CN', 'people');
const roleSelect = (c: HTMLElement) => c.querySelector('#schema_roleIds') as HTMLInputElement | null;
async function open(c: HTMLElement) {
  const input = roleSelect(c) as HTMLInputElement;
  fireEvent.mouseDown(input.closest('.ant-select') as Element);
}

describe('新增用户: roles at creation', () => {
  it('a tenant admin picks roles of their own tenant, and they are sent with the create', async () => {
    answer('tenant');
    const view = renderForm(createColumns(t(), 'all', 'tenant') as unknown as SchemaColumn[]);
    await waitFor(() => expect(roleSelect(view.container)).not.toBeNull());
    await open(view.container);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="坐席"]')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-select-item-option[title="坐席"]') as Element);
    fireEvent.change(view.container.querySelector('#schema_username') as Element, { target: { value: 'new_one' } });
    fireEvent.change(view.container.querySelector('#schema_nickname') as Element, { target: { value: 'n' } });
    fireEvent.change(view.container.querySelector('#schema_password') as Element, {
      target: { value: 'Fresh#Pass2026' },
    });
    await act(async () => view.submit());
    await waitFor(() => expect(view.submitted).toHaveLength(1));
    expect(view.submitted[0]).toMatchObject({ username: 'new_one', roleIds: ['r-agent-2001'] });
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/ai-admin/user-manage/role-options' }), {
      query: { tenantId: '2001' },
    });
  }, 30_000);

  it('an operator sees the role field once a tenant is chosen, with that tenant roles', async () => {
    answer('platform');
    const view = renderForm(createColumns(t(), 'tenant', 'platform') as unknown as SchemaColumn[]);
    await waitFor(() => expect(view.container.querySelector('#schema_tenantId')).not.toBeNull());
    expect(roleSelect(view.container)).toBeNull();
    fireEvent.mouseDown(view.container.querySelector('#schema_tenantId')?.closest('.ant-select') as Element);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="T2"]')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-select-item-option[title="T2"]') as Element);
    await waitFor(() => expect(roleSelect(view.container)).not.toBeNull());
    await open(view.container);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="租户管理员二"]')).not.toBeNull());
    expect(document.querySelector('.ant-select-item-option[title="坐席"]')).toBeNull();
  }, 30_000);
});
