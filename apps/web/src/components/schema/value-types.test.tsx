import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../platform/i18n/index.ts';
import { renderForm, wrap } from './test-utils.tsx';
import type { SchemaColumn, ValueType } from './types.ts';
import { VALUE_TYPES } from './value-types/registry.ts';

beforeAll(() => changeLanguage('zh-CN'));

const col = (valueType: ValueType, extra: Partial<SchemaColumn> = {}): SchemaColumn => ({
  dataIndex: 'f',
  title: 'F',
  valueType,
  valueEnum: { a: 'A', b: 'B' },
  ...extra,
});

describe('value types render the matching antd control', () => {
  it.each([
    ['text', '.ant-input'],
    ['textarea', 'textarea.ant-input'],
    ['select', '.ant-select'],
    ['date', '.ant-picker'],
    ['daterange', '.ant-picker-range'],
    ['number', '.ant-input-number'],
    ['checkbox', '.ant-checkbox-group'],
    ['radioGroup', '.ant-radio-group'],
    ['switch', 'button.ant-switch'],
    ['category', '.ant-cascader'],
    ['create', 'textarea'],
    ['executeType', '.ant-radio-group'],
    ['template', 'textarea.ant-input'],
  ] as [ValueType, string][])('%s → %s', async (type, selector) => {
    const { container } = renderForm([col(type)]);
    await waitFor(() => expect(container.querySelector(selector)).not.toBeNull());
  });

  it('covers every value type of requirements §3', () => {
    expect(Object.keys(VALUE_TYPES).sort()).toEqual(
      [
        'text',
        'textarea',
        'select',
        'date',
        'daterange',
        'number',
        'checkbox',
        'radioGroup',
        'switch',
        'picture',
        'richtext',
        'category',
        'create',
        'executeType',
        'hidden',
        'template',
      ].sort(),
    );
  });

  it('picture loads the uploader (lazily) as a picture card', async () => {
    const { container } = renderForm([col('picture')]);
    await waitFor(() => expect(container.querySelector('.ant-upload-wrapper')).not.toBeNull(), { timeout: 5000 });
  });

  it('hidden carries its value without a visible field', async () => {
    const { container, submit, submitted } = renderForm([col('hidden', { initialValue: 'x1' })]);
    expect(container.querySelector('.ant-form-item-hidden input[type=hidden]')).not.toBeNull();
    act(() => submit());
    await waitFor(() => expect(submitted).toEqual([{ f: 'x1' }]));
  });
});

describe('switch', () => {
  it('sends 1 when on and 0 when off (active 1, inactive 0)', async () => {
    const { container, submit, submitted } = renderForm([col('switch', { valueEnum: undefined })]);
    const sw = container.querySelector('button.ant-switch') as HTMLButtonElement;
    // A new record starts active.
    expect(sw.getAttribute('aria-checked')).toBe('true');
    act(() => submit());
    await waitFor(() => expect(submitted.at(-1)).toEqual({ f: 1 }));
    fireEvent.click(sw);
    act(() => submit());
    await waitFor(() => expect(submitted.at(-1)).toEqual({ f: 0 }));
  });

  it('shows a stored 0 as off', async () => {
    const { container } = renderForm([col('switch', { valueEnum: undefined, initialValue: 0 })]);
    expect(container.querySelector('button.ant-switch')?.getAttribute('aria-checked')).toBe('false');
  });
});

describe('column fields', () => {
  it('span is 24 in a modal and 6 on a page unless given', () => {
    const modal = renderForm([col('text')], 'modal');
    expect(modal.container.querySelector('.ant-col-24')).not.toBeNull();
    modal.unmount();
    const page = renderForm([col('text'), col('text', { dataIndex: 'g', span: 12 })], 'form');
    expect(page.container.querySelector('.ant-col-6')).not.toBeNull();
    expect(page.container.querySelector('.ant-col-12')).not.toBeNull();
  });

  it('required refuses an empty value with 请输入 and submits nothing', async () => {
    const { container, submit, submitted, findByText } = renderForm([col('text', { required: true })]);
    act(() => submit());
    expect(await findByText('请输入')).toBeTruthy();
    expect(submitted).toEqual([]);
    expect(container.querySelector('.ant-form-item-required')).not.toBeNull();
  });

  it('required accepts a filled number and a multiple select, and refuses them empty', async () => {
    const cols = [
      col('number', { dataIndex: 'n', required: true, initialValue: 5 }),
      col('select', { dataIndex: 'm', required: true, multiple: true, enum: ['a', 'b'], initialValue: ['a'] }),
      col('switch', { dataIndex: 's', valueEnum: undefined, required: true, initialValue: 0 }),
    ];
    const filled = renderForm(cols);
    act(() => filled.submit());
    await waitFor(() => expect(filled.submitted).toEqual([{ n: 5, m: ['a'], s: 0 }]));
    filled.unmount();
    const empty = renderForm([
      col('number', { dataIndex: 'n', required: true }),
      col('select', { dataIndex: 'm', required: true, multiple: true, enum: ['a'] }),
    ]);
    act(() => empty.submit());
    // What is typed says 请输入, what is chosen says 请选择.
    // The two fields validate on their own; under load one message can show a moment after the other.
    await waitFor(() => {
      expect(empty.getAllByText('请输入')).toHaveLength(1);
      expect(empty.getAllByText('请选择', { selector: '.ant-form-item-explain-error' })).toHaveLength(1);
    });
    expect(empty.submitted).toEqual([]);
  });

  it('chosen fields say 请选择 before anything is chosen: a select in a form, a status in a search', () => {
    const Editor = VALUE_TYPES.switch.Editor;
    const search = render(wrap(<Editor col={col('switch', { valueEnum: undefined })} mode="search" />));
    expect(search.container.textContent).toContain('请选择');
    const SelectEditor = VALUE_TYPES.select.Editor;
    const form = render(wrap(<SelectEditor col={col('select', { enum: ['a'] })} mode="modal" />));
    expect(form.container.textContent).toContain('请选择');
  });

  it('a yes/no switch column reads 是/否: a checkbox in the form, plain 是 or 否 in the table', async () => {
    const c = col('switch', { dataIndex: 'required', valueEnum: undefined, yesNo: true, initialValue: 1 });
    const { container, submit, submitted } = renderForm([c]);
    expect(container.querySelector('button.ant-switch')).toBeNull();
    const box = container.querySelector('input[type="checkbox"]') as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(container.textContent).toContain('是');
    act(() => box.click());
    act(() => submit());
    await waitFor(() => expect(submitted).toEqual([{ required: 0 }]));
    const Cell = VALUE_TYPES.switch.Cell!;
    const yes = render(<Cell col={c} value={1} />);
    expect(yes.container.textContent).toBe('是');
    expect(yes.container.querySelector('.ant-tag')).toBeNull();
    const no = render(<Cell col={c} value={0} />);
    expect(no.container.textContent).toBe('否');
  });

  it('maxlength caps the input and shows a counter; dataValue shapes the wire value', async () => {
    const { container, submit, submitted } = renderForm([
      col('text', { maxlength: 5, dataValue: (v) => ({ word: String(v).toUpperCase() }) }),
    ]);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.maxLength).toBe(5);
    expect(container.querySelector('.ant-input-show-count-suffix')).not.toBeNull();
    fireEvent.change(input, { target: { value: 'abc' } });
    act(() => submit());
    await waitFor(() => expect(submitted).toEqual([{ word: 'ABC' }]));
  });

  it('show hides a field depending on another value; disabled disables it', async () => {
    const { container } = renderForm([
      col('switch', { dataIndex: 'on', valueEnum: undefined, initialValue: 0 }),
      col('text', { dataIndex: 'extra', show: (v) => v.on === 1 }),
      col('text', { dataIndex: 'locked', disabled: true }),
    ]);
    expect(container.querySelector('#schema_extra')).toBeNull();
    expect((container.querySelector('#schema_locked') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(container.querySelector('button.ant-switch') as Element);
    await waitFor(() => expect(container.querySelector('#schema_extra')).not.toBeNull());
  });

  it('number honours min, max, precision and a suffix', async () => {
    const { container, submit, submitted } = renderForm([
      col('number', { min: 1, max: 10, precision: 1, suffix: 'kg', initialValue: 3 }),
    ]);
    expect(container.textContent).toContain('kg');
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.getAttribute('aria-valuemax')).toBe('10');
    expect(input.value).toBe('3.0');
    act(() => submit());
    await waitFor(() => expect(submitted).toEqual([{ f: 3 }]));
  });

  it('select takes options from a request with params and label/value mappers', async () => {
    const seen: unknown[] = [];
    const { container } = renderForm([
      col('select', {
        valueEnum: undefined,
        request: {
          load: async (p) => {
            seen.push(p);
            return [{ code: 7, caption: 'Seven' }];
          },
          params: { kind: 'x' },
          label: (it: { caption: string }) => it.caption,
          value: (it: { code: number }) => it.code,
        },
        initialValue: 7,
      }),
    ]);
    await waitFor(() => expect(container.querySelector('.ant-select')?.textContent).toContain('Seven'));
    expect(seen).toEqual([{ kind: 'x' }]);
  });

  it('select names a chosen value its options no longer hold as deleted, not by its id', async () => {
    const { container } = renderForm([
      col('select', {
        valueEnum: undefined,
        multiple: true,
        markGone: true,
        request: { load: async () => [{ label: 'Seven', value: 's7' }] },
        initialValue: ['s7', 'row-deleted-since'],
      }),
    ]);
    await waitFor(() => expect(container.querySelector('.ant-select')?.textContent).toContain('Seven'));
    const shown = container.querySelector('.ant-select')?.textContent ?? '';
    expect(shown).toContain('（已删除）');
    expect(shown).not.toContain('row-deleted-since');
  });

  it('executeType adds a cycle only when repeating', async () => {
    const { container, submit, submitted, getByText } = renderForm([col('executeType')]);
    act(() => submit());
    await waitFor(() => expect(submitted.at(-1)).toEqual({ f: { type: 0 } }));
    fireEvent.click(getByText('重复执行'));
    await waitFor(() => expect(container.querySelector('.ant-select')).not.toBeNull());
    act(() => submit());
    await waitFor(() => expect(submitted.at(-1)).toEqual({ f: { type: 1, executionCycle: 'day' } }));
  });

  it('template refuses an unknown placeholder and inserts offered ones', async () => {
    const { container, submit, submitted, findByText, getByText } = renderForm([
      col('template', { variables: ['name', 'phone'] }),
    ]);
    const box = container.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '你好 {nmae}' } });
    act(() => submit());
    expect(await findByText('未知变量：{nmae}')).toBeTruthy();
    fireEvent.change(box, { target: { value: '你好 ' } });
    fireEvent.click(getByText('{name}'));
    act(() => submit());
    await waitFor(() => expect(submitted).toEqual([{ f: '你好 {name}' }]));
  });
});
