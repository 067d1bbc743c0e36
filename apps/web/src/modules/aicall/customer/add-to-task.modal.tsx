import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../components/schema/overlay.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { addToTask, customerKeys, fetchOpenTasks } from './customer.api.ts';
import { currentFilter } from './customer-filter.ts';

/**
 * Adds the chosen customers, or (no ids) every customer matching the list's filter, to an
 * outbound task not yet completed or stopped; reports how many were added and skipped.
 */
export function AddToTaskModal({ target, onClose }: { target: { ids: string[] } | null; onClose: () => void }) {
  const { t } = useTranslation('customer');
  const [taskId, setTaskId] = useState<string>();
  const open = target !== null;
  const tasks = useQuery({ queryKey: customerKeys.tasks(), queryFn: fetchOpenTasks, enabled: open });
  useEffect(() => {
    if (open) setTaskId(undefined);
  }, [open]);
  const run = useMutation({
    mutationFn: () =>
      addToTask({
        taskId: taskId ?? '',
        ...(target?.ids.length ? { ids: target.ids } : { filter: currentFilter() }),
      }),
    onSuccess: (r) => {
      notifySuccess(t('toTask.done', { added: r.added, skipped: r.skipped }));
      onClose();
    },
  });
  const all = !target?.ids.length;
  return (
    <Modal
      open={open}
      title={t('toTask.title')}
      width={DIALOG_WIDTH}
      okText={t('confirm')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !taskId }}
      confirmLoading={run.isPending}
      onOk={() => run.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={all ? t('toTask.allHint') : t('toTask.selectedHint', { count: target?.ids.length ?? 0 })}
      />
      <Form layout="vertical">
        <Form.Item label={t('toTask.task')} required>
          <Select
            data-testid="task-select"
            showSearch
            optionFilterProp="label"
            loading={tasks.isPending}
            value={taskId}
            onChange={setTaskId}
            placeholder={t('toTask.taskPlaceholder')}
            notFoundContent={t('toTask.none')}
            options={(tasks.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
