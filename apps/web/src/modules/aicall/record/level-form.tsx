import type { IntentionLevelRow } from '@zhiyu/contract/modules/aicall/intention';
import { LEVEL_DESCRIPTION_MAX, LEVEL_NAME_MAX } from '@zhiyu/contract/modules/aicall/intention';
import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../components/schema/overlay.ts';
import { RulesEditor } from './rules-editor.tsx';

export type LevelValues = Omit<IntentionLevelRow, 'id' | 'createdAt' | 'updatedAt'>;

/** Create/edit dialog of a level: name, description, priority, validity and its rules. */
export function LevelForm(props: {
  open: boolean;
  row?: IntentionLevelRow;
  nextPriority: number;
  saving: boolean;
  onSubmit: (v: LevelValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('record');
  const [form] = Form.useForm<LevelValues>();
  const { open, row, nextPriority } = props;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      row
        ? {
            name: row.name,
            description: row.description,
            priority: row.priority,
            validity: row.validity,
            rules: row.rules,
          }
        : { priority: nextPriority, validity: 0, rules: [] },
    );
  }, [open, row, nextPriority, form]);
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTH + 200}
      title={row ? t('level.edit') : t('level.add')}
      okText={t('level.save')}
      cancelText={t('level.cancel')}
      confirmLoading={props.saving}
      onOk={() => form.validateFields().then((v) => props.onSubmit({ ...v, rules: v.rules ?? [] }))}
      onCancel={props.onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="intention-level">
        <Form.Item
          name="name"
          label={t('level.name')}
          rules={[{ required: true, whitespace: true, message: t('level.nameRequired') }]}
        >
          <Input maxLength={LEVEL_NAME_MAX} />
        </Form.Item>
        <Form.Item name="description" label={t('level.description')}>
          <Input.TextArea maxLength={LEVEL_DESCRIPTION_MAX} rows={2} />
        </Form.Item>
        <Form.Item
          name="priority"
          label={t('level.priority')}
          tooltip={t('level.priorityTip')}
          rules={[{ required: true, message: t('level.priorityRequired') }]}
        >
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="validity" label={t('level.validity')}>
          <Radio.Group options={[0, 1].map((v) => ({ value: v, label: t(`level.validityValue.${v}`) }))} />
        </Form.Item>
        <Form.Item label={t('level.rules')} tooltip={t('level.rulesTip')}>
          <RulesEditor />
        </Form.Item>
      </Form>
    </Modal>
  );
}
