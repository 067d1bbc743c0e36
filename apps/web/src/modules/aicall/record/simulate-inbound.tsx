import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboundNumber } from '@zhiyu/contract/modules/aicall/inbound';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../components/schema/overlay.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { fetchInboundNumbers, recordKeys, simulate } from './record.api.ts';

const label = (n: InboundNumber) => `${n.number} ${n.name ? `(${n.name})` : ''} → ${n.botName}`;

/** Simulate an inbound call: a caller rings one of the app's numbers that has an inbound bot; the call is then listed. */
export function SimulateInbound() {
  const { t } = useTranslation('record');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ lineId: string; caller: string }>();
  const qc = useQueryClient();
  const numbers = useQuery({ queryKey: recordKeys.numbers(), queryFn: fetchInboundNumbers, enabled: open });
  const run = useMutation({
    mutationFn: (v: { lineId: string; caller: string }) => simulate(v.lineId, v.caller),
    onSuccess: async () => {
      notifySuccess(t('simulate.done'));
      setOpen(false);
      form.resetFields();
      await qc.invalidateQueries({ queryKey: recordKeys.all });
    },
  });
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('simulate.button')}
      </Button>
      <Modal
        open={open}
        width={DIALOG_WIDTH}
        title={t('simulate.title')}
        okText={t('simulate.ok')}
        cancelText={t('simulate.cancel')}
        confirmLoading={run.isPending}
        onOk={() => form.validateFields().then((v) => run.mutate(v))}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="simulate-inbound">
          <Form.Item
            name="lineId"
            label={t('simulate.number')}
            rules={[{ required: true, message: t('simulate.numberRequired') }]}
          >
            <Select
              loading={numbers.isLoading}
              notFoundContent={t('simulate.noNumbers')}
              options={(numbers.data ?? []).map((n) => ({
                value: n.lineId,
                label: label(n),
                disabled: !n.enabled || n.publishedVersion === null,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="caller"
            label={t('simulate.caller')}
            rules={[
              { required: true, message: t('simulate.callerRequired') },
              { pattern: /^\+?[\d\s-]{5,24}$/, message: t('simulate.callerInvalid') },
            ]}
          >
            <Input placeholder="13800138000" maxLength={24} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
