import { QUESTION_MAX, SIMILAR_MAX_COUNT } from '@zhiyu/contract/modules/aikb/knowledge';
import { QA_ANSWER_MAX, type QaCandidateRow } from '@zhiyu/contract/modules/learnself/qa';
import { Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import { type CandidateFormValues, formValuesOf, similarLines } from './candidate.values.ts';

export interface CandidateModalProps {
  open: boolean;
  editing: QaCandidateRow | undefined;
  title: string;
  saving: boolean;
  onSubmit: (values: Record<string, unknown>) => void;
  onClose: () => void;
}

/** Edit a candidate before it goes into a library: its question, answer and similar questions. */
export function CandidateModal({ open, editing, title, saving, onSubmit, onClose }: CandidateModalProps) {
  const { t } = useTranslation('learnself-qa');
  const [form] = Form.useForm<CandidateFormValues>();
  useEffect(() => {
    if (!open || !editing) return;
    form.resetFields();
    form.setFieldsValue(formValuesOf(editing));
  }, [open, editing, form]);
  const similarRule = {
    validator: (_r: unknown, v: string) => {
      const lines = similarLines(v);
      const question = String(form.getFieldValue('question') ?? '').trim();
      if (lines.length > SIMILAR_MAX_COUNT)
        return Promise.reject(new Error(t('edit.similarMax', { max: SIMILAR_MAX_COUNT })));
      if (lines.some((l) => l.length > QUESTION_MAX))
        return Promise.reject(new Error(t('edit.similarLong', { max: QUESTION_MAX })));
      if (lines.includes(question)) return Promise.reject(new Error(t('edit.similarIsQuestion')));
      return Promise.resolve();
    },
  };
  return (
    <AppModal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      forceRender
      destroyOnHidden={false}
    >
      {editing && (
        <Typography.Paragraph type="secondary" data-testid="qa-edit-source">
          {t('edit.from', { source: t(`source.${editing.source}`), name: editing.sourceName || editing.sourceId })}
        </Typography.Paragraph>
      )}
      <Form<CandidateFormValues> form={form} layout="vertical" name="qaEdit" onFinish={(v) => onSubmit({ ...v })}>
        <Form.Item
          name="question"
          label={t('col.question')}
          rules={[
            { required: true, whitespace: true, message: t('table:required') },
            { max: QUESTION_MAX, message: t('table:maxlength', { max: QUESTION_MAX }) },
          ]}
        >
          <Input maxLength={QUESTION_MAX} showCount data-testid="qa-edit-question" />
        </Form.Item>
        <Form.Item
          name="answer"
          label={t('col.answer')}
          rules={[
            { required: true, whitespace: true, message: t('table:required') },
            { max: QA_ANSWER_MAX, message: t('table:maxlength', { max: QA_ANSWER_MAX }) },
          ]}
        >
          <Input.TextArea rows={5} maxLength={QA_ANSWER_MAX} showCount data-testid="qa-edit-answer" />
        </Form.Item>
        <Form.Item
          name="similar"
          label={t('col.similar')}
          extra={t('edit.similarHelp')}
          dependencies={['question']}
          rules={[similarRule]}
        >
          <Input.TextArea rows={4} placeholder={t('edit.similarPlaceholder')} data-testid="qa-edit-similar" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
