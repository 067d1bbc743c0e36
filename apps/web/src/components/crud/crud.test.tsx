import { render, renderHook, screen } from '@testing-library/react';
import { TABLE_PAGE_SIZES } from '@zhiyu/contract/list';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { DIALOG_WIDTH, DRAWER_WIDTH } from '../schema/overlay.ts';
import { AppDrawer, AppModal } from './app-modal.tsx';
import { useEditDelete } from './crud-actions.tsx';
import { crudCodes } from './crud-codes.ts';

beforeAll(() => changeLanguage('zh-CN'));

describe('list and dialog rules of the kit', () => {
  it('dialogs are 580 px and drawers 900 px unless a width is named', () => {
    expect(DIALOG_WIDTH).toBe(580);
    expect(DRAWER_WIDTH).toBe(900);
    render(
      <AppModal open title="m" getContainer={false}>
        body
      </AppModal>,
    );
    const dialog = document.querySelector('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('580px');
    render(
      <AppDrawer open title="d" getContainer={false}>
        body
      </AppDrawer>,
    );
    const drawer = document.querySelector('.ant-drawer-content-wrapper') as HTMLElement;
    expect(drawer.style.width).toBe('900px');
  });

  it('tables page by 5, 10, 20, 50 or 100', () => {
    expect([...TABLE_PAGE_SIZES]).toEqual([5, 10, 20, 50, 100]);
  });

  it('edit and delete carry their button codes, the delete asks first', () => {
    const { result } = renderHook(() => useEditDelete());
    const actions = result.current({
      edit: { code: 'aicall.tag.edit-button', onClick: () => undefined },
      remove: { code: 'aicall.tag.delete-button', confirm: 'sure?', onClick: () => Promise.resolve() },
    });
    expect(actions.map((a) => [a.key, a.code, !!a.confirm, !!a.danger])).toEqual([
      ['edit', 'aicall.tag.edit-button', false, false],
      ['delete', 'aicall.tag.delete-button', true, true],
    ]);
    expect(actions.map((a) => a.label)).toEqual(['编辑', '删除']);
    expect(screen.queryByText('sure?')).toBeNull();
  });

  it('button codes come from the registry: a misspelt one fails type-checking', () => {
    expect(crudCodes('aicall.tag')).toEqual({
      add: 'aicall.tag.add-button',
      edit: 'aicall.tag.edit-button',
      delete: 'aicall.tag.delete-button',
    });
    // @ts-expect-error no such screen in the registry
    crudCodes('aicall.tags');
    const { result } = renderHook(() => useEditDelete());
    // @ts-expect-error not a button code
    result.current({ edit: { code: 'aicall.tag.list', onClick: () => undefined } });
  });
});
