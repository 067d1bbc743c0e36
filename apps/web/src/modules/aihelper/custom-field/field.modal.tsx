import type { CustomFieldRow, FieldType } from '@zhiyu/contract/modules/aihelper/field';
import { Col, Form, Row } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import { isIn, isShown, SchemaField } from '../../../components/schema/fields.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { fieldForm, NATURAL_EXTRACTION } from './field.api.ts';
import { fieldColumns } from './field.columns.tsx';
import { OptionsEditor } from './options.editor.tsx';

type Values = Record<string, unknown>;

interface Props {
  open: boolean;
  editing: CustomFieldRow | undefined;
  title: string;
  saving: boolean;
  onSubmit: (values: Values) => void;
  onClose: () => void;
}

/**
 * The create/edit dialog of a custom field: the schema's form fields, and after the extraction the
 * options editor, shown only for a select. Choosing a type picks its natural extraction (a phone
 * field finds phone numbers, a select its options); the user may choose another after that.
 */
export function FieldModal({ open, editing, title, saving, onSubmit, onClose }: Props) {
  const { t } = useTranslation('aihelper-config');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm();
  const columns = useMemo(() => (fieldColumns(t) as SchemaColumn[]).filter((c) => isIn(c, 'form')), [t]);
  // Watching every value lets `show` follow what is typed, and the options editor the type.
  const values = (Form.useWatch([], form) ?? {}) as Values;
  const row = useMemo(() => (editing ? fieldForm(editing) : undefined), [editing]);
  // Each opening starts from the row (edit) or the columns' initial values (create).
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) form.setFieldsValue(row);
  }, [open, row, form]);
  return (
    <AppModal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={tc('save')}
      cancelText={tc('cancel')}
      confirmLoading={saving}
      forceRender
      destroyOnHidden={false}
    >
      <Form
        form={form}
        name="edit"
        layout="vertical"
        // Only what the user changes (never the row put in above) moves the extraction.
        onValuesChange={(changed: Values) => {
          if ('type' in changed) form.setFieldsValue({ extraction: NATURAL_EXTRACTION[changed.type as FieldType] });
        }}
        onFinish={onSubmit}
      >
        <Row gutter={16}>
          {columns
            .filter((c) => isShown(c, values))
            .flatMap((c) => [
              <SchemaField key={c.dataIndex} col={c} mode="modal" values={values} />,
              c.dataIndex === 'extraction' && values.type === 'select' && (
                <Col key="options" span={24}>
                  <OptionsEditor />
                </Col>
              ),
            ])}
        </Row>
      </Form>
    </AppModal>
  );
}
