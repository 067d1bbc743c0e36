import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createTag, deleteTags, listTags, type TagRow, updateTag } from '@zhiyu/contract/modules/aicall/tag';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { setItem } from '../../platform/session/storage.ts';
import type { SchemaColumn } from '../schema/types.ts';
import { CrudTable } from './crud-table.tsx';
import { useCrud } from './use-crud.ts';

beforeAll(() => changeLanguage('zh-CN'));
// antd and jsdom are slow on a busy machine (the whole web suite at once): each test gets room.
vi.setConfig({ testTimeout: 30_000 });

const tagBody = { name: 'x', group: 'other', enabled: 1, description: '' } as const;

const row: TagRow = {
  id: 't1',
  name: 'vip',
  group: 'other',
  enabled: 1,
  description: '',
  createdAt: 0,
  updatedAt: 0,
};
const columns: SchemaColumn<TagRow>[] = [{ dataIndex: 'name', title: 'name', in: ['table', 'form'] }];

function Screen({
  request,
}: {
  request: () => Promise<{ list: TagRow[]; total: number; totalCapped: boolean; pageNum: number; pageSize: number }>;
}) {
  const crud = useCrud({
    list: listTags,
    invalidate: [['tags']],
    create: { endpoint: createTag, body: () => tagBody },
    update: {
      endpoint: updateTag,
      body: ({ row: r }) => ({ id: r.id, ...tagBody }),
    },
    remove: { endpoint: deleteTags, body: (rows) => ({ ids: rows.map((r) => r.id) }) },
  });
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={['tags', 'list']}
      list={listTags}
      request={request}
      codes={{ add: 'aicall.tag.add-button', edit: 'aicall.tag.edit-button', delete: 'aicall.tag.delete-button' }}
      texts={{
        add: 'add-tag',
        edit: 'edit-tag',
        actions: 'ops',
        deleteConfirm: (r) => `remove ${r.name}?`,
        batchDelete: 'remove-checked',
        batchDeleteConfirm: (rows) => `remove ${rows.length}?`,
      }}
    />
  );
}

const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const draw = (
  request = vi.fn(async () => ({ list: [row], total: 120, totalCapped: false, pageNum: 1, pageSize: 10 })),
) => {
  render(
    <MemoryRouter>
      <QueryClientProvider client={qc}>
        <Screen request={request} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return request;
};

describe('CrudTable', () => {
  it('pages through the one pagination: sizes 5 to 100, a size selector and a jumper', async () => {
    const request = draw();
    await waitFor(() => expect(request).toHaveBeenCalled());
    await screen.findByText('vip');
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ pageNum: 1, pageSize: 10 }));
    const pager = screen.getByTestId('list-pagination');
    expect(pager.querySelector('[data-part="sizes"]')).toBeTruthy();
    expect(pager.querySelector('.ant-pagination-options-quick-jumper')).toBeTruthy();
  });

  it('shows add, batch delete, edit and delete only with their button codes', async () => {
    draw();
    await screen.findByText('vip');
    expect(screen.queryByRole('button', { name: 'add-tag' })).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    setItem(K.btnWhiteList, [
      { id: 'aicall.tag.add-button' },
      { id: 'aicall.tag.edit-button' },
      { id: 'aicall.tag.delete-button' },
    ]);
    await screen.findByRole('button', { name: 'add-tag' });
    expect(screen.getByText('remove-checked')).toBeTruthy();
    expect(screen.getByText('编辑')).toBeTruthy();
    expect(screen.getByText('删除')).toBeTruthy();
  });

  it('opens the create dialog at 580 px', async () => {
    setItem(K.btnWhiteList, [{ id: 'aicall.tag.add-button' }, { id: 'aicall.tag.edit-button' }]);
    draw();
    fireEvent.click(await screen.findByRole('button', { name: 'add-tag' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('add-tag');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('580px');
  });
});
