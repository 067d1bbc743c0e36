import { QC_REASON_MAX } from '@zhiyu/contract/modules/aihelper/qc-record';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import type { ReviewAction } from './qc-record.api.ts';

export interface ReviewAsk {
  hitId: string;
  pointName: string;
  action: Exclude<ReviewAction, 'confirm'>;
}

/**
 * The reason of a dispute, or of accepting or rejecting one: required, at most 200 characters (the
 * contract's rule), asked in a small dialog before the review is sent.
 */
export function ReviewModal({
  ask,
  saving,
  onSubmit,
  onClose,
}: {
  ask: ReviewAsk | null;
  saving: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('aihelper');
  const { t: tc } = useTranslation('common');
  const [form] = Form.useForm<{ reason: string }>();
  // Each opening starts empty.
  useEffect(() => {
    if (ask) form.resetFields();
  }, [ask, form]);
  return (
    <AppModal
      open={!!ask}
      title={ask ? t(`qcRecord.ask.${ask.action}`, { name: ask.pointName }) : ''}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={ask ? t(`qcRecord.action.${ask.action}`) : tc('ok')}
      cancelText={tc('cancel')}
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} name="review" layout="vertical" onFinish={(v) => onSubmit(v.reason.trim())}>
        <Form.Item
          name="reason"
          label={t('qcRecord.reason')}
          rules={[
            { required: true, whitespace: true, message: t('qcRecord.reasonRequired') },
            { max: QC_REASON_MAX, message: t('qcRecord.reasonMax', { n: QC_REASON_MAX }) },
          ]}
        >
          <Input.TextArea
            rows={4}
            showCount
            maxLength={QC_REASON_MAX}
            placeholder={t(`qcRecord.reasonPlaceholder.${ask?.action ?? 'dispute'}`)}
          />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
