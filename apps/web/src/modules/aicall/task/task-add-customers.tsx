import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/crud/app-modal.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { addCustomers, fetchOptions, taskKeys } from './task.api.ts';
import { CustomerFilterFields, toBody } from './task-form.modal.tsx';

/** Adds the app's customers matching a filter to the task (ones already in it are skipped). */
export function AddCustomersButton({ taskId }: { taskId: string }) {
  const { t } = useTranslation('task');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const mode = Form.useWatch(['customers', 'mode'], form);
  const qc = useQueryClient();
  const { data: options } = useQuery({ queryKey: taskKeys.options(), queryFn: fetchOptions, enabled: open });
  const add = useMutation({
    mutationFn: (filter: Record<string, unknown>) => addCustomers({ taskId, filter: filter as never }),
    onSuccess: async () => {
      setOpen(false);
      notifySuccess();
      await qc.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="task-add-customers">
        {t('detail.addCustomers')}
      </Button>
      <AppModal
        open={open}
        title={t('detail.addCustomers')}
        okText={t('confirm')}
        cancelText={t('cancel')}
        confirmLoading={add.isPending}
        onCancel={() => setOpen(false)}
        onOk={() =>
          form
            .validateFields()
            .then((v) => add.mutate((toBody(v, true) as { customers: Record<string, unknown> }).customers))
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ customers: { mode: 'all' } }}>
          <CustomerFilterFields mode={mode} tags={options?.tags ?? []} />
        </Form>
      </AppModal>
    </>
  );
}
