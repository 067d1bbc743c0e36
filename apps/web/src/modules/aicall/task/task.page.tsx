import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createTask,
  deleteTasks,
  listTasks,
  TASK_DELETABLE,
  TASK_EDITABLE,
  TASK_TRANSITIONS,
  type TaskAction,
  type TaskRow,
  updateTask,
} from '@zhiyu/contract/modules/aicall/task';
import { TASK_PROGRESS_TOPIC, type TaskProgress } from '@zhiyu/contract/modules/aicall/task-detail';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import type { RowAction } from '../../../components/row-actions/row-actions.tsx';
import { useRealtime } from '../../../platform/realtime/store.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { duplicateTask, moveTask, taskKeys } from './task.api.ts';
import { taskColumns } from './task.columns.tsx';
import { TaskFormModal } from './task-form.modal.tsx';

export const DETAIL_PATH = '/aicall/botTotal/taskDetails';
const can = (action: TaskAction, row: TaskRow) =>
  (TASK_TRANSITIONS[action].from as readonly string[]).includes(row.status);

/** /aicall/call-manage/outbound-task: the task list with its life-cycle buttons. */
export default function TaskPage() {
  const { t } = useTranslation('task');
  const columns = useMemo(() => taskColumns(t), [t]);
  const crud = useCrud({
    list: listTasks,
    invalidate: [taskKeys.all],
    // The task form builds the wire body itself (windows, retry rules); the server checks it.
    create: { endpoint: createTask, body: (v) => v as never },
    update: { endpoint: updateTask, body: ({ row, values }) => ({ ...values, id: row.id }) as never },
    remove: { endpoint: deleteTasks, body: idsOf },
  });
  const done = () => {
    notifySuccess();
    return crud.refresh();
  };
  // Live: a progress message of any task of the tenant refreshes the list.
  const qc = useQueryClient();
  const { last } = useRealtime<TaskProgress>(TASK_PROGRESS_TOPIC);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh on each new message
  useEffect(() => {
    if (last) void qc.invalidateQueries({ queryKey: taskKeys.list() });
  }, [last]);
  const move = useMutation({
    mutationFn: (a: { action: TaskAction; id: string }) => moveTask(a.action, a.id),
    onSuccess: done,
  });
  const copy = useMutation({
    mutationFn: (a: { id: string; redialOnly: boolean }) => duplicateTask(a.id, a.redialOnly),
    onSuccess: done,
  });
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
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={taskKeys.list()}
        list={listTasks}
        codes={crudCodes('aicall.task')}
        texts={{
          add: t('add'),
          edit: t('add'),
          actions: t('actions'),
          editAction: t('editAction'),
          deleteConfirm: (row) => t('deleteConfirm', { name: row.name }),
        }}
        addTestId="task-add"
        actionsTestId={(row) => `task-actions-${row.name}`}
        rowActions={(row, { edit, remove }) => [
          { key: 'details', label: t('details'), to: `${DETAIL_PATH}?id=${row.id}` },
          lifecycle('start', row),
          lifecycle('pause', row),
          lifecycle('resume', row),
          lifecycle('stop', row),
          edit && { ...edit, hidden: !TASK_EDITABLE.includes(row.status) },
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
          remove && { ...remove, hidden: !TASK_DELETABLE.includes(row.status) },
        ]}
        form={(f) => (
          <TaskFormModal open={f.open} row={f.editing} saving={f.saving} onSubmit={f.onSubmit} onClose={f.onClose} />
        )}
      />
    </PageContainer>
  );
}
