import { Col, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { Mode, SchemaColumn } from './types.ts';
import { valueTypeOf } from './value-types/registry.ts';

type Values = Record<string, unknown>;

/** requirements §3: span 6 by default, 24 inside a modal. */
export const spanOf = (col: SchemaColumn, mode: Mode) => col.span ?? (mode === 'modal' ? 24 : 6);

export const isIn = (col: SchemaColumn, place: 'search' | 'table' | 'form') =>
  (col.in ?? ['table', 'form']).includes(place);

export const isShown = (col: SchemaColumn, values: Values) =>
  typeof col.show === 'function' ? col.show(values) : col.show !== false;

/** One column as a Form.Item inside its grid cell: label, tooltip, rules, value conversions. */
export function SchemaField({ col, mode, values }: { col: SchemaColumn; mode: Mode; values: Values }) {
  const { t } = useTranslation('table');
  const vt = valueTypeOf(col.valueType);
  const {
    rules: typeRules,
    initialValue: typeInitial,
    ...item
  } = (vt.item?.(col, mode) ?? {}) as {
    rules?: Rule[];
    initialValue?: unknown;
  };
  const editing = mode !== 'search';
  const rules: Rule[] = editing
    ? [
        // A value type with its own emptiness rule (daterange: "at least one end") replaces the generic one.
        ...(col.required && !typeRules ? [{ ...requiredRule(col), message: t(requiredMessage(col)) }] : []),
        ...(col.maxlength && col.valueType !== 'create'
          ? [{ max: col.maxlength, message: t('maxlength', { max: col.maxlength }) }]
          : []),
        ...(typeRules ?? []),
        ...(col.rules ?? []),
      ]
    : [];
  const disabled = typeof col.disabled === 'function' ? col.disabled(values) : col.disabled;
  const Editor = vt.Editor;
  const field = (
    <Form.Item
      name={col.dataIndex}
      label={col.title}
      tooltip={col.tooltip}
      extra={mode === 'search' ? undefined : col.extra}
      rules={rules}
      required={editing && col.required}
      initialValue={col.initialValue ?? typeInitial}
      {...item}
    >
      <Editor col={col} mode={mode} disabled={disabled} />
    </Form.Item>
  );
  if (col.valueType === 'hidden') return field;
  return <Col span={spanOf(col, mode)}>{field}</Col>;
}

/** The search form's starting values: each search column's `initialValue`. */
export function initialFilters(cols: SchemaColumn[]): Record<string, unknown> {
  return Object.fromEntries(
    cols.filter((c) => isIn(c, 'search') && c.initialValue !== undefined).map((c) => [c.dataIndex, c.initialValue]),
  );
}

/** The form's values on the wire: each column's `dataValue` applied; empty search fields dropped. */
export function toWire(cols: SchemaColumn[], values: Values): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries(values)) {
    const col = cols.find((c) => c.dataIndex === k);
    if (v === undefined || v === null || v === '') continue;
    const mapped = col?.dataValue ? col.dataValue(v, values) : v;
    if (col?.dataValue && mapped && typeof mapped === 'object' && !Array.isArray(mapped)) Object.assign(out, mapped);
    else if (mapped !== undefined) out[k] = mapped;
  }
  return out;
}

/** 'Please enter' for what is typed, 'please upload' for pictures, 'please select' for everything chosen. */
function requiredMessage(col: SchemaColumn): 'required' | 'requiredSelect' | 'requiredUpload' {
  const vt = col.valueType ?? 'text';
  if (vt === 'picture') return 'requiredUpload';
  if (
    vt === 'text' ||
    vt === 'textarea' ||
    vt === 'number' ||
    vt === 'create' ||
    vt === 'richtext' ||
    vt === 'template'
  )
    return 'required';
  return 'requiredSelect';
}

/**
 * The generic "required" rule, typed by what the field holds: a text must not be blank, a number
 * and an option list only present. (Untyped, the validator treats every value as a string, so a
 * filled number or a multiple select failed as the required message.)
 */
function requiredRule(col: SchemaColumn): Rule {
  const vt = col.valueType ?? 'text';
  if (vt === 'text' || vt === 'textarea') return { required: true, whitespace: true };
  if (vt === 'number') return { required: true, type: 'number' };
  if (col.multiple || vt === 'checkbox' || vt === 'create') return { required: true, type: 'array' };
  // Switches (0 is a value), selects, cascader paths, dates, pictures: anything but nothing.
  return {
    required: true,
    validator: (rule, v) =>
      v === undefined || v === null || v === '' ? Promise.reject(rule.message) : Promise.resolve(),
  };
}
