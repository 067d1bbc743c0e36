import type { TriggerRow } from '@zhiyu/contract/modules/aihelper/trigger';
import { Col, Form, Row } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import { isIn, isShown, SchemaField } from '../../../components/schema/fields.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { ActionsEditor } from './actions.editor.tsx';
import { triggerForm } from './trigger.api.ts';
import { triggerColumns } from './trigger.columns.tsx';

type Values = Record<string, unknown>;

interface Props {
  open: boolean;
  editing: TriggerRow | undefined;
  title: string;
  saving: boolean;
  onSubmit: (values: Values) => void;
  onClose: () => void;
}

/**
 * The create/edit dialog of a trigger: the schema's fields (the line conditions only for an event
 * with a line), then the actions editor. A new trigger starts with one tip to fill in.
 */
export function TriggerModal({ open, editing, title, saving, onSubmit, onClose }: Props) {
  const { t } = useTranslation('aihelper-config');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm();
  const columns = useMemo(() => (triggerColumns(t) as SchemaColumn[]).filter((c) => isIn(c, 'form')), [t]);
  const values = (Form.useWatch([], form) ?? {}) as Values;
  const row = useMemo(() => (editing ? triggerForm(editing) : undefined), [editing]);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(row ?? { actions: [{ kind: 'tip' }] });
  }, [open, row, form]);
  return (
    <AppModal
      open={open}
      title={title}
      width={720}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={tc('save')}
      cancelText={tc('cancel')}
      confirmLoading={saving}
      forceRender
      destroyOnHidden={false}
    >
      <Form form={form} name="trigger" layout="vertical" onFinish={onSubmit} data-testid="trigger-form">
        <Row gutter={16}>
          {columns
            .filter((c) => isShown(c, values))
            .map((c) => (
              <SchemaField key={c.dataIndex} col={c} mode="modal" values={values} />
            ))}
          <Col span={24}>
            <ActionsEditor />
          </Col>
        </Row>
      </Form>
    </AppModal>
  );
}
