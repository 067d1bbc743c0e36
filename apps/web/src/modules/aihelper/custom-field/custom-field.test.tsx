import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type CustomFieldRow,
  createCustomField,
  deleteCustomFields,
  listCustomFields,
  updateCustomField,
} from '@zhiyu/contract/modules/aihelper/field';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../platform/i18n/index.ts';
import { choose, dialogWith, drawAt, grantButtons, headers, rowOf, serveCrud } from '../../../test/page-kit.tsx';
import CustomFieldPage from './custom-field.page.tsx';

// The server: every endpoint the page calls, answered here.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../platform/request/call.ts', () => ({ call }));
// antd's message root closes on timers that would outlive this file's jsdom.
vi.mock('../../../platform/request/toast.ts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

vi.setConfig({ testTimeout: 90_000 });
const UPDATED = Date.UTC(2026, 4, 6, 1, 2, 3);
const PHONE: CustomFieldRow = {
  id: 'cf-1',
  name: '联系电话',
  type: 'phone',
  required: true,
  options: [],
  extraction: 'phone',
  order: 1,
  createdAt: UPDATED,
  updatedAt: UPDATED,
};
const BUSINESS: CustomFieldRow = {
  ...PHONE,
  id: 'cf-2',
  name: '业务类型',
  type: 'select',
  required: false,
  options: [
    { label: '信用卡', keywords: ['信用卡', '卡片'] },
    { label: '贷款', keywords: ['借款'] },
    { label: '理财', keywords: [] },
    { label: '保险', keywords: [] },
  ],
  extraction: 'options',
  order: 2,
};

beforeEach(async () => {
  await changeLanguage('zh-CN');
  serveCrud(
    call,
    { list: listCustomFields, create: createCustomField, update: updateCustomField, remove: deleteCustomFields },
    () => [PHONE, BUSINESS],
    PHONE,
    'cf-new',
  );
  grantButtons('aihelper.customField');
});
afterEach(() => changeLanguage('zh-CN'));

const draw = () => drawAt('/aihelper/customField', <CustomFieldPage />);

const dialog = () => dialogWith('edit_name');
/** The label shown by the dialog's select `id`. */
const shown = (id: string) =>
  document
    .querySelector(`#${id}`)
    ?.closest('.ant-select')
    ?.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent;
const editor = () => document.querySelector('[data-testid="field-options-editor"]');

describe('the custom fields page', () => {
  it('lists each field with its order, type, required, extraction, options and time', async () => {
    draw();
    await screen.findByText('联系电话', {}, { timeout: 10_000 });
    expect(headers()).toEqual(
      expect.arrayContaining(['排序', '字段名称', '类型', '必填', '提取方式', '选项', '更新时间', '操作']),
    );
    const phone = rowOf('联系电话');
    expect(within(phone).getByText('手机号')).toBeTruthy();
    expect(within(phone).getByText('是')).toBeTruthy();
    expect(within(phone).getByText('电话号码')).toBeTruthy();
    expect(within(phone).getByText(dayjs(UPDATED).format('YYYY-MM-DD HH:mm:ss'))).toBeTruthy();
    const business = rowOf('业务类型');
    expect(within(business).getByText('下拉选择')).toBeTruthy();
    expect(within(business).getByText('否')).toBeTruthy();
    expect(within(business).getByText('按选项')).toBeTruthy();
    // The first three options as tags, the rest counted.
    const tags = [...within(business).getByTestId('field-options').querySelectorAll('.ant-tag')].map(
      (t) => t.textContent,
    );
    expect(tags).toEqual(['信用卡', '贷款', '理财', '+1']);
    expect(within(business).getByTestId('field-edit').textContent?.replace(/\s/g, '')).toBe('编辑');
    expect(call).toHaveBeenCalledWith(listCustomFields, { query: { pageNum: 1, pageSize: 10 } });
  });

  it('shows the options editor only for a select, and picks the natural extraction of a type', async () => {
    draw();
    await screen.findByText('联系电话', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('field-add'));
    await dialog();
    expect(shown('edit_type')).toBe('文本');
    expect(shown('edit_extraction')).toBe('不自动提取');
    expect(screen.getByTestId('field-extraction-help').textContent).toBe('不从通话中提取，由坐席自己填写');
    expect(editor()).toBeNull();
    await choose('edit_type', '下拉选择');
    await waitFor(() => expect(editor()).not.toBeNull());
    await waitFor(() => expect(shown('edit_extraction')).toBe('按选项'));
    await choose('edit_type', '手机号');
    await waitFor(() => expect(editor()).toBeNull());
    await waitFor(() => expect(shown('edit_extraction')).toBe('电话号码'));
    await choose('edit_type', '数字');
    await waitFor(() => expect(shown('edit_extraction')).toBe('金额'));
  });

  it('creates a select with its options and keywords', async () => {
    draw();
    await screen.findByText('联系电话', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('field-add'));
    const form = await dialog();
    fireEvent.change(form.querySelector('#edit_name') as Element, { target: { value: '意向产品' } });
    await choose('edit_type', '下拉选择');
    await waitFor(() => expect(editor()).not.toBeNull());
    // A select without options is refused before anything is sent.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
    await screen.findByText('请至少添加一个选项');
    expect(call).not.toHaveBeenCalledWith(createCustomField, expect.anything());
    fireEvent.click(screen.getByTestId('field-option-add'));
    const option = await screen.findByTestId('field-option');
    fireEvent.change(within(option).getByPlaceholderText('选项名称'), { target: { value: '信用卡' } });
    const keywords = option.querySelector('.ant-select input') as HTMLInputElement;
    fireEvent.change(keywords, { target: { value: '卡片，' } });
    fireEvent.change(keywords, { target: { value: '额度,' } });
    fireEvent.click(form.querySelector('#edit_required') as Element);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(createCustomField, {
        body: {
          name: '意向产品',
          type: 'select',
          required: true,
          options: [{ label: '信用卡', keywords: ['卡片', '额度'] }],
          extraction: 'options',
          order: 0,
        },
      }),
    );
  });

  it('edits a select from its row (its options in the editor) and deletes after confirming', async () => {
    draw();
    await screen.findByText('业务类型', {}, { timeout: 10_000 });
    fireEvent.click(within(rowOf('业务类型')).getByTestId('field-edit'));
    const form = await dialog();
    await waitFor(() => expect((form.querySelector('#edit_name') as HTMLInputElement).value).toBe('业务类型'));
    await waitFor(() => expect(screen.getAllByTestId('field-option')).toHaveLength(4));
    // Removing an option, then saving: the extraction the row had is kept.
    fireEvent.click(within(screen.getAllByTestId('field-option')[3]).getByTestId('field-option-remove'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(updateCustomField, {
        body: {
          id: 'cf-2',
          name: '业务类型',
          type: 'select',
          required: false,
          options: BUSINESS.options.slice(0, 3),
          extraction: 'options',
          order: 2,
        },
      }),
    );

    fireEvent.click(within(rowOf('联系电话')).getByTestId('field-delete'));
    const confirm = await screen.findByText('确定删除字段「联系电话」吗？');
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () => fireEvent.click(within(pop).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(call).toHaveBeenCalledWith(deleteCustomFields, { body: { ids: ['cf-1'] } }));
  });

  it('speaks English', async () => {
    await changeLanguage('en-US');
    draw();
    await screen.findByText('联系电话', {}, { timeout: 10_000 });
    expect(headers()).toEqual(
      expect.arrayContaining(['Order', 'Field name', 'Type', 'Required', 'Extraction', 'Options', 'Updated']),
    );
    const phone = rowOf('联系电话');
    expect(within(phone).getAllByText('Phone number')).toHaveLength(2);
    expect(within(phone).getByText('Yes')).toBeTruthy();
    expect(within(rowOf('业务类型')).getByText('By option')).toBeTruthy();
  });
});
