import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  getManagedUser,
  listManagedUsers,
  type ManagedUserRow,
  updateManagedUser,
} from '@zhiyu/contract/modules/admin/user-manage';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { setItem } from '../../platform/session/storage.ts';
import type { SchemaColumn } from '../schema/types.ts';
import { CrudTable } from './crud-table.tsx';
import { useCrud } from './use-crud.ts';

// The server: every endpoint the kit calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../platform/request/call.ts', () => ({ call }));
// antd's message root closes on timers that would outlive this file's jsdom.
vi.mock('../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => changeLanguage('zh-CN'));

const row: ManagedUserRow = {
  id: 'u1',
  username: 'alice',
  nickname: 'Alice',
  level: 'tenant',
  channelId: null,
  channelName: '',
  tenantId: 't1',
  tenantName: 'T1',
  appId: null,
  roles: [],
  phone: '138****0000',
  email: '',
  remark: '',
  status: 1,
  locked: false,
  mustChangePassword: false,
  createdAt: 0,
};
const columns: SchemaColumn<ManagedUserRow>[] = [
  { dataIndex: 'username', title: 'username', in: ['table'] },
  { dataIndex: 'nickname', title: 'nickname', in: ['table', 'form'] },
  { dataIndex: 'phone', title: 'phone', in: ['table', 'form'] },
];

/** Answers of the detail endpoint, one per read, each settled by the test. */
let reads: { resolve: (v: unknown) => void; reject: (e: Error) => void }[] = [];
const page = (pageNum = 1) => ({ list: [row], total: 30, totalCapped: false, pageNum, pageSize: 10 });
beforeEach(() => {
  reads = [];
  call.mockReset();
  call.mockImplementation((endpoint: unknown, args?: { query?: { pageNum?: number } }) => {
    if (endpoint === listManagedUsers) return Promise.resolve(page(args?.query?.pageNum));
    if (endpoint === getManagedUser) return new Promise((resolve, reject) => reads.push({ resolve, reject }));
    return Promise.resolve(row);
  });
  setItem(K.btnWhiteList, [{ id: 'admin.user.edit-button' }, { id: 'admin.user.delete-button' }]);
});
const detail = (over: Partial<ManagedUserRow>) => ({ ...row, ...over, apps: [] });

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function Users({ local, readOnly }: { local?: boolean; readOnly?: boolean }) {
  const crud = useCrud({
    list: listManagedUsers,
    invalidate: [['users']],
    update: {
      endpoint: updateManagedUser,
      body: ({ row: r, values }) => ({
        id: r.id,
        nickname: String(values.nickname),
        phone: String(values.phone),
        email: '',
        remark: '',
      }),
    },
    detail: { endpoint: getManagedUser, query: (r) => ({ id: r.id }) },
  });
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={['users', 'list']}
      list={listManagedUsers}
      listState={local ? 'local' : undefined}
      codes={readOnly ? { delete: 'admin.user.delete-button' } : { edit: 'admin.user.edit-button' }}
      texts={
        readOnly
          ? { actions: 'ops', deleteConfirm: (r) => `remove ${r.username}?` }
          : { edit: 'edit-user', actions: 'ops', deleteConfirm: (r) => `remove ${r.username}?` }
      }
    />
  );
}

function draw(local?: boolean, readOnly?: boolean) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={['/users?tab=all']}>
      <QueryClientProvider client={qc}>
        <Users local={local} readOnly={readOnly} />
        <Address />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const dialog = () => document.querySelector('.ant-modal') as HTMLElement;
const save = () => within(dialog()).getByRole('button', { name: /保\s*存/ }) as HTMLButtonElement;
const phoneInput = () => dialog().querySelector('#edit_phone') as HTMLInputElement;
async function openEdit() {
  fireEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
  await screen.findByRole('dialog');
}

describe('useCrud detail: the edit form starts from a record read for it', () => {
  it('waits for the record with a busy dialog and no save, then shows the record, not the masked row', async () => {
    draw();
    await screen.findByText('138****0000');
    await openEdit();
    expect(dialog().textContent).toContain('edit-user');
    await waitFor(() => expect(dialog().querySelector('[aria-busy="true"]')).toBeTruthy());
    expect(save().disabled).toBe(true);
    expect(call).toHaveBeenCalledWith(getManagedUser, { query: { id: 'u1' } });

    await act(async () => reads[0].resolve(detail({ nickname: 'Alice Full', phone: '13800000000' })));
    await waitFor(() => expect(phoneInput().value).toBe('13800000000'));
    expect((dialog().querySelector('#edit_nickname') as HTMLInputElement).value).toBe('Alice Full');
    await waitFor(() => expect(dialog().querySelector('[aria-busy="true"]')).toBeNull());
    expect(save().disabled).toBe(false);

    await act(async () => fireEvent.click(save()));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(updateManagedUser, {
        body: { id: 'u1', nickname: 'Alice Full', phone: '13800000000', email: '', remark: '' },
      }),
    );
  });

  it('reads the record again at each opening', async () => {
    draw();
    await screen.findByText('138****0000');
    await openEdit();
    await act(async () => reads[0].resolve(detail({ phone: '13800000000' })));
    await waitFor(() => expect(phoneInput().value).toBe('13800000000'));
    fireEvent.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));

    await openEdit();
    await waitFor(() => expect(reads).toHaveLength(2));
    expect(save().disabled).toBe(true);
    await act(async () => reads[1].resolve(detail({ phone: '13911112222' })));
    await waitFor(() => expect(phoneInput().value).toBe('13911112222'));
  });

  it('closes the dialog when the record cannot be read', async () => {
    draw();
    await screen.findByText('138****0000');
    await openEdit();
    await act(async () => reads[0].reject(new Error('gone')));
    // The dialog starts closing (jsdom runs no leave animation, so it lingers in the DOM, leaving).
    await waitFor(() => expect(dialog().className).toContain('ant-zoom-leave'));
    expect(call).not.toHaveBeenCalledWith(updateManagedUser, expect.anything());
    // Edit opens it again, reading the record anew.
    await openEdit();
    await waitFor(() => expect(reads).toHaveLength(2));
    await act(async () => reads[1].resolve(detail({ phone: '13800000000' })));
    await waitFor(() => expect(phoneInput().value).toBe('13800000000'));
  });
});

describe('CrudTable listState="local"', () => {
  it('pages without touching the address', async () => {
    draw(true);
    await screen.findByText('138****0000');
    fireEvent.click(within(screen.getByTestId('list-pagination')).getByTitle('2'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(listManagedUsers, { query: expect.objectContaining({ pageNum: 2 }) }),
    );
    expect(screen.getByTestId('address').textContent).toBe('?tab=all');
  });
});

describe('CrudTable without add and edit', () => {
  it('offers delete only and has no form (rows come some other way, e.g. an upload)', async () => {
    draw(false, true);
    await screen.findByText('138****0000');
    expect(screen.getByRole('button', { name: /删\s*除/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(document.querySelector('.ant-modal, form#edit')).toBeNull();
  });
});
