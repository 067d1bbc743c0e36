import { Button, Col, Form, Row, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isIn, isShown, SchemaField } from './fields.tsx';
import type { SchemaColumn } from './types.ts';

type Values = Record<string, unknown>;

export interface SearchFormProps<Row> {
  columns: SchemaColumn<Row>[];
  /** The filters in force (from the URL): the form shows them after a reload or back. */
  values: Values;
  onSearch: (values: Values) => void;
}

/** The search form of a column list: the columns placed in `search`, query and reset buttons. */
export function SearchForm<Row>({ columns, values, onSearch }: SearchFormProps<Row>) {
  const { t } = useTranslation('table');
  const [form] = Form.useForm();
  const cols = (columns as SchemaColumn[]).filter((c) => isIn(c, 'search') && c.valueType !== 'hidden');
  const watched = (Form.useWatch([], form) ?? {}) as Values;
  const key = JSON.stringify(values);
  // Back/forward changes the URL under a mounted form: show what the URL says. Keyed on the
  // history entry too: navigations render as transitions, so a quick back can land on filters
  // equal to the last rendered ones while the fields still hold unsubmitted text.
  const entry = useLocation().key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values` by content
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [key, entry, form]);
  if (!cols.length) return null;
  const reset = () => {
    form.resetFields();
    onSearch(form.getFieldsValue());
  };
  return (
    <Form
      form={form}
      name="search"
      layout="inline"
      onFinish={onSearch}
      data-testid="search-form"
      style={{ marginBottom: 16 }}
    >
      <Row gutter={[16, 12]} style={{ width: '100%' }}>
        {cols
          .filter((c) => isShown(c, watched))
          .map((c) => (
            <SchemaField key={c.dataIndex} col={c} mode="search" values={watched} />
          ))}
        <Col flex="auto" style={{ textAlign: 'right' }}>
          <Space>
            <Button onClick={reset}>{t('reset')}</Button>
            <Button type="primary" htmlType="submit">
              {t('search')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
