import { Button, Col, Form, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isIn, isShown, SchemaField } from './fields.tsx';
import type { SchemaColumn } from './types.ts';

type Values = Record<string, unknown>;

export interface SearchFormProps<Row> {
  columns: SchemaColumn<Row>[];
  /**
   * The filters in force (from the URL), shown as the form's initial values. The owner remounts
   * the form for each history entry (key it on the location), so back and forward show exactly
   * what the URL says: resetting a mounted form's store proved unreliable under load.
   */
  values: Values;
  onSearch: (values: Values) => void;
}

/** The search form of a column list: the columns placed in `search`, query and reset buttons. */
export function SearchForm<Row>({ columns, values, onSearch }: SearchFormProps<Row>) {
  const { t } = useTranslation('table');
  const [form] = Form.useForm();
  const cols = (columns as SchemaColumn[]).filter((c) => isIn(c, 'search') && c.valueType !== 'hidden');
  const watched = (Form.useWatch([], form) ?? {}) as Values;
  if (!cols.length) return null;
  // Back to each column's own initial value, not to the filters the form was opened with.
  const reset = () => {
    form.setFieldsValue(Object.fromEntries(cols.map((c) => [c.dataIndex, c.initialValue])));
    onSearch(form.getFieldsValue());
  };
  return (
    <Form
      form={form}
      name="search"
      layout="inline"
      initialValues={values}
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
