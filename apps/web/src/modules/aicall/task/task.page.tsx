import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskAction, TaskRow } from '@zhiyu/contract/modules/aicall/task';
import { TASK_DELETABLE, TASK_EDITABLE, TASK_TRANSITIONS } from '@zhiyu/contract/modules/aicall/task';
import { TASK_PROGRESS_TOPIC, type TaskProgress } from '@zhiyu/contract/modules/aicall/task-detail';
import { Button, Popconfirm, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { RowDelete } from '../../../components/schema/row-delete.tsx';
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
  const btn = (action: TaskAction, row: TaskRow) =>
    can(action, row) && (
      <Can code={`aicall.task.${action}-button`}>
        {action === 'stop' ? (
          <Popconfirm
            title={t('stopConfirm', { name: row.name })}
            okText={t('confirm')}
            cancelText={t('cancel')}
            onConfirm={() => move.mutateAsync({ action, id: row.id })}
          >
            <Button type="link" size="small" danger>
              {t(action)}
            </Button>
          </Popconfirm>
        ) : (
          <Button
            type="link"
            size="small"
            data-testid={`task-${action}`}
            onClick={() => move.mutate({ action, id: row.id })}
          >
            {t(action)}
          </Button>
        )}
      </Can>
    );
  return (
    <PageContainer>
      <SchemaTable<TaskRow>
        columns={columns}
        queryKey={taskKeys.list()}
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
          width: 320,
          render: (row) => (
            <Space size={0} wrap data-testid={`task-actions-${row.name}`}>
              <Link to={`${DETAIL_PATH}?id=${row.id}`}>
                <Button type="link" size="small">
                  {t('details')}
                </Button>
              </Link>
              {btn('start', row)}
              {btn('pause', row)}
              {btn('resume', row)}
              {btn('stop', row)}
              {TASK_EDITABLE.includes(row.status) && (
                <Can code="aicall.task.edit-button">
                  <Button type="link" size="small" onClick={() => openForm(row)}>
                    {t('editAction')}
                  </Button>
                </Can>
              )}
              <Can code="aicall.task.copy-button">
                <Button type="link" size="small" onClick={() => copy.mutate({ id: row.id, redialOnly: false })}>
                  {t('copy')}
                </Button>
                <Popconfirm
                  title={t('copyRedialConfirm')}
                  okText={t('confirm')}
                  cancelText={t('cancel')}
                  onConfirm={() => copy.mutateAsync({ id: row.id, redialOnly: true })}
                >
                  <Button type="link" size="small">
                    {t('copyRedial')}
                  </Button>
                </Popconfirm>
              </Can>
              {TASK_DELETABLE.includes(row.status) && (
                <RowDelete
                  code="aicall.task.delete-button"
                  title={t('deleteConfirm', { name: row.name })}
                  onConfirm={() => remove.mutateAsync([row.id])}
                />
              )}
            </Space>
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
