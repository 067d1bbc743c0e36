import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { setItem } from '../../platform/session/storage.ts';
import { type RowAction, RowActions, splitActions } from './row-actions.tsx';

beforeAll(() => changeLanguage('zh-CN'));

const grant = (...codes: string[]) =>
  setItem(
    K.btnWhiteList,
    codes.map((id) => ({ id })),
  );

function draw(actions: RowAction[]) {
  return render(
    <MemoryRouter>
      <RowActions testId="cell" actions={actions} />
    </MemoryRouter>,
  );
}

const inline = () =>
  [...screen.getByTestId('cell').querySelectorAll(':scope > button, :scope > a > button')]
    .map((b) => b.textContent?.replace(/\s/g, ''))
    .filter((x) => x !== '更多');

async function openMore() {
  fireEvent.click(screen.getByTestId('row-actions-more'));
  await waitFor(() => expect(document.querySelector('.ant-dropdown-menu')).not.toBeNull());
}

const menuLabels = () =>
  [...document.querySelectorAll('.ant-dropdown-menu-item')].map((li) => li.textContent?.replace(/\s/g, ''));

describe('RowActions', () => {
  it('shows up to three actions inline and no 更多', () => {
    draw([
      { key: 'a', label: '编辑' },
      { key: 'b', label: '复制' },
      { key: 'c', label: '详情' },
    ]);
    expect(inline()).toEqual(['编辑', '复制', '详情']);
    expect(screen.queryByTestId('row-actions-more')).toBeNull();
  });

  it('keeps three inline and puts the rest in the 更多 menu, in order', async () => {
    const clicked = vi.fn();
    draw(
      ['一', '二', '三', '四', '五', '六'].map((label, i) => ({ key: String(i), label, onClick: () => clicked(i) })),
    );
    expect(inline()).toEqual(['一', '二', '三']);
    expect(screen.getByTestId('row-actions-more').textContent).toContain('更多');
    await openMore();
    expect(menuLabels()).toEqual(['四', '五', '六']);
    fireEvent.click(screen.getByText('五'));
    expect(clicked).toHaveBeenCalledWith(4);
  });

  it('leaves out actions without their button code and hidden ones before splitting', async () => {
    grant('admin.user.edit-button', 'admin.user.delete-button');
    draw([
      { key: 'edit', label: '编辑', code: 'admin.user.edit-button' },
      { key: 'copy', label: '复制', code: 'admin.user.status-button' },
      { key: 'hidden', label: '隐藏', hidden: true },
      { key: 'info', label: '信息' },
      { key: 'delete', label: '删除', code: 'admin.user.delete-button', danger: true },
    ]);
    expect(inline()).toEqual(['编辑', '信息', '删除']);
    expect(screen.queryByTestId('row-actions-more')).toBeNull();
    act(() => grant('admin.user.edit-button', 'admin.user.status-button', 'admin.user.delete-button'));
    expect(inline()).toEqual(['编辑', '复制', '信息']);
    await openMore();
    expect(menuLabels()).toEqual(['删除']);
  });

  it('draws nothing when no action is allowed', () => {
    draw([{ key: 'a', label: '编辑', code: 'admin.user.edit-button' }]);
    expect(screen.queryByTestId('cell')).toBeNull();
  });

  it('asks before an inline action with a confirm, and runs it on OK', async () => {
    const run = vi.fn();
    draw([{ key: 'stop', label: '停止', confirm: '确定停止吗？', onClick: run }]);
    fireEvent.click(screen.getByText('停止'));
    expect(run).not.toHaveBeenCalled();
    await screen.findByText('确定停止吗？');
    fireEvent.click(document.querySelector('.ant-popconfirm .ant-btn-primary') as Element);
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('asks in a confirmation dialog for a menu action with a confirm, and runs it on OK only', async () => {
    const run = vi.fn().mockResolvedValue(undefined);
    draw([
      { key: 'a', label: '一' },
      { key: 'b', label: '二' },
      { key: 'c', label: '三' },
      { key: 'delete', label: '删除', danger: true, confirm: '确定删除「甲」吗？', onClick: run, testId: 'del' },
    ]);
    await openMore();
    fireEvent.click(screen.getByTestId('del'));
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('确定删除「甲」吗？'),
    );
    expect(run).not.toHaveBeenCalled();
    const ok = [...document.querySelectorAll('.ant-modal-confirm .ant-btn')].find((b) =>
      /确\s*定/.test(b.textContent ?? ''),
    );
    fireEvent.click(ok as Element);
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('disables a disabled action in both places', async () => {
    const run = vi.fn();
    draw([
      { key: 'a', label: '一', disabled: true, onClick: run },
      { key: 'b', label: '二' },
      { key: 'c', label: '三' },
      { key: 'd', label: '四', disabled: true, onClick: run },
    ]);
    expect(screen.getByText('一').closest('button')?.disabled).toBe(true);
    await openMore();
    expect(screen.getByText('四').closest('li')?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByText('四'));
    expect(run).not.toHaveBeenCalled();
  });
});

describe('splitActions', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => ({ key: String(i), label: i }));
  it('splits after the third action only when there are more than three', () => {
    expect(splitActions(list(3)).map((p) => p.length)).toEqual([3, 0]);
    expect(splitActions(list(4)).map((p) => p.length)).toEqual([3, 1]);
    expect(splitActions(list(7), 2).map((p) => p.length)).toEqual([2, 5]);
  });
});
