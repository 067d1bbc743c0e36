import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskAction, TaskRow } from '@zhiyu/contract/modules/aicall/task';
import { listTasks, TASK_DELETABLE, TASK_EDITABLE, TASK_TRANSITIONS } from '@zhiyu/contract/modules/aicall/task';
import { TASK_PROGRESS_TOPIC, type TaskProgress } from '@zhiyu/contract/modules/aicall/task-detail';
import { Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { type RowAction, RowActions } from '../../../components/row-actions/row-actions.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { useRealtime } from '../../../platform/realtime/store.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { addTask, duplicateTask, editTask, fetchTasks, moveTask, removeTasks, taskKeys } from './task.api.ts';
import { taskColumns } from './task.columns.tsx';
import { TaskFormModal } from './task-form.modal.tsx';

export const DETAIL_PATH = '/aicall/botTotal/taskDetails';
const can = (action: TaskAction, row: TaskRow) =>
  (TASK_TRANSITIONS[action].from as readonly string[]).includes(row.status);

/** /aicall/call-manage/outbound-task: the task list with its life-cycle buttons. */
export default function TaskPage() {
  const { t } = useTranslation('task');
  const { t: tc } = useTranslation('common');
  const columns = useMemo(() => taskColumns(t), [t]);
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<TaskRow | undefined>();
  const refresh = () => qc.invalidateQueries({ queryKey: taskKeys.all });
  const done = () => {
    notifySuccess();
    return refresh();
  };
  // Live: a progress message of any task of the tenant refreshes the list.
  const { last } = useRealtime<TaskProgress>(TASK_PROGRESS_TOPIC);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh on each new message
  useEffect(() => {
    if (last) void qc.invalidateQueries({ queryKey: taskKeys.list() });
  }, [last]);
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      editing ? editTask({ ...(v as object), id: editing.id } as never) : addTask(v as never),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const move = useMutation({
    mutationFn: (a: { action: TaskAction; id: string }) => moveTask(a.action, a.id),
    onSuccess: done,
  });
  const copy = useMutation({
    mutationFn: (a: { id: string; redialOnly: boolean }) => duplicateTask(a.id, a.redialOnly),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: removeTasks, onSuccess: done });
  const openForm = (row?: TaskRow) => {
    setEditing(row);
    toggle();
  };
  const lifecycle = (action: TaskAction, row: TaskRow): RowAction => ({
    key: action,
    label: t(action),
    hidden: !can(action, row),
    code: `aicall.task.${action}-button`,
    testId: `task-${action}`,
    ...(action === 'stop'
      ? {
          danger: true,
          confirm: t('stopConfirm', { name: row.name }),
          onClick: () => move.mutateAsync({ action, id: row.id }),
        }
      : { onClick: () => move.mutate({ action, id: row.id }) }),
  });
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={taskKeys.list()}
        list={listTasks}
        request={fetchTasks}
        toolbar={() => (
          <Can code="aicall.task.add-button">
            <Button type="primary" onClick={() => openForm()} data-testid="task-add">
              {t('add')}
            </Button>
          </Can>
        )}
        actions={{
          title: t('actions'),
          render: (row) => (
            <RowActions
              testId={`task-actions-${row.name}`}
              actions={[
                { key: 'details', label: t('details'), to: `${DETAIL_PATH}?id=${row.id}` },
                lifecycle('start', row),
                lifecycle('pause', row),
                lifecycle('resume', row),
                lifecycle('stop', row),
                {
                  key: 'edit',
                  label: t('editAction'),
                  code: 'aicall.task.edit-button',
                  hidden: !TASK_EDITABLE.includes(row.status),
                  onClick: () => openForm(row),
                },
                {
                  key: 'copy',
                  label: t('copy'),
                  code: 'aicall.task.copy-button',
                  onClick: () => copy.mutate({ id: row.id, redialOnly: false }),
                },
                {
                  key: 'copyRedial',
                  label: t('copyRedial'),
                  code: 'aicall.task.copy-button',
                  confirm: t('copyRedialConfirm'),
                  onClick: () => copy.mutateAsync({ id: row.id, redialOnly: true }),
                },
                {
                  key: 'delete',
                  label: tc('delete'),
                  code: 'aicall.task.delete-button',
                  danger: true,
                  hidden: !TASK_DELETABLE.includes(row.status),
                  confirm: t('deleteConfirm', { name: row.name }),
                  onClick: () => remove.mutateAsync([row.id]),
                },
              ]}
            />
          ),
        }}
      />
      <TaskFormModal
        open={open}
        row={editing}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
    </PageContainer>
  );
}
