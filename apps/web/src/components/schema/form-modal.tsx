import { Form, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../crud/app-modal.tsx';
import { SchemaForm } from './schema-form.tsx';
import type { SchemaColumn } from './types.ts';

type Values = Record<string, unknown>;

export interface FormModalProps<Row> {
  open: boolean;
  title: string;
  columns: SchemaColumn<Row>[];
  /** The row being edited; absent for create (fields start at each column's initialValue). */
  row?: Partial<Row>;
  saving?: boolean;
  /** The row is still being read (an edit that starts from a detail record): a spinner, no save. */
  loading?: boolean;
  onSubmit: (values: Values) => void;
  onClose: () => void;
  width?: number;
  /** Form name: field ids become `<name>_<dataIndex>` (default `edit`). */
  name?: string;
  /** Below the fields: an editor the columns cannot describe (a trigger's actions), bound to the same form. */
  children?: ReactNode;
}

/** The create/edit form in a 580 px dialog (requirements §9), fields spanning the full width. */
export function FormModal<Row>({
  open,
  title,
  columns,
  row,
  saving,
  loading,
  onSubmit,
  onClose,
  width,
  name = 'edit',
  children,
}: FormModalProps<Row>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm();
  // Each opening starts from the row (edit) or the columns' initial values (create).
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) form.setFieldsValue(row as Values);
  }, [open, row, form]);
  return (
    <AppModal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      forceRender
      destroyOnHidden={false}
    >
      <Spin spinning={!!loading}>
        <SchemaForm columns={columns} form={form} mode="modal" name={name} onSubmit={onSubmit}>
          {children}
        </SchemaForm>
      </Spin>
    </AppModal>
  );
}
