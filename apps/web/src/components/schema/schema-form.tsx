import { Form, type FormInstance, Row } from 'antd';
import type { ReactNode } from 'react';
import { isIn, isShown, SchemaField, toWire } from './fields.tsx';
import type { Mode, SchemaColumn } from './types.ts';

type Values = Record<string, unknown>;

export interface SchemaFormProps<Row> {
  columns: SchemaColumn<Row>[];
  form: FormInstance;
  /** `modal` spans 24 per field; `form` 6. */
  mode?: Exclude<Mode, 'search'>;
  initialValues?: Partial<Row>;
  /** Called with the wire values (after each column's `dataValue`) once every rule passes. */
  onSubmit: (values: Values) => void;
  /** Form name: field ids become `<name>_<dataIndex>`. */
  name?: string;
  children?: ReactNode;
}

/**
 * A column whose options follow the form: its request params read from the current values, the
 * known labels of a paged select from everything the form holds (the edited row's names too).
 */
function withParams(c: SchemaColumn, values: Values, held: Values): SchemaColumn {
  const r = c.request;
  const p = c.pages;
  let out = r && typeof r.params === 'function' ? { ...c, request: { ...r, params: r.params(values) } } : c;
  if (p && typeof p.known === 'function') out = { ...out, pages: { ...p, known: p.known(held) } };
  return out;
}

/** The create/edit form of a column list: every column placed in `form`, shown by `show`. */
export function SchemaForm<Row>({
  columns,
  form,
  mode = 'form',
  initialValues,
  onSubmit,
  name = 'schema',
  children,
}: SchemaFormProps<Row>) {
  const cols = columns as SchemaColumn[];
  // Watching every value lets `show` and `disabled` functions follow what the user types.
  const values = (Form.useWatch([], form) ?? {}) as Values;
  // Also the values no field shows (set from the edited row): the watch above re-renders on each change.
  const held = { ...(form.getFieldsValue(true) as Values), ...values };
  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues as Values}
      onFinish={(v: Values) => onSubmit(toWire(cols, v))}
    >
      <Row gutter={16}>
        {cols
          .filter((c) => isIn(c, 'form') && isShown(c, values))
          .map((c) => (
            <SchemaField key={c.dataIndex} col={withParams(c, values, held)} mode={mode} values={values} />
          ))}
      </Row>
      {children}
    </Form>
  );
}
