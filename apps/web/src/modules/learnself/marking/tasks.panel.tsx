import { useMutation } from '@tanstack/react-query';
import {
  createMarkTask,
  deleteMarkTasks,
  listMarkTasks,
  type MarkTaskRow,
} from '@zhiyu/contract/modules/learnself/marking';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud } from '../../../components/crud/use-crud.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { commitTask, markingKeys, TASK_PARAM } from './marking.api.ts';
import { MarkTaskModal } from './task.form.tsx';
import { taskBody } from './task.values.ts';
import { taskColumns } from './tasks.columns.tsx';

/** The workbench of a task: the list's address (its page and search kept for the way back) with the task. */
function taskLink(params: URLSearchParams, id: string) {
  const next = new URLSearchParams(params);
  next.set(TASK_PARAM, id);
  return `?${next}`;
}

/**
 * The labelling tasks (requirements R4 §3): search by name, a new task, open one's workbench, write
 * its finished labels into the dataset, delete.
 */
export default function TasksPanel() {
  const { t } = useTranslation('learnself-marking');
  const [params] = useSearchParams();
  const crud = useCrud({
    list: listMarkTasks,
    invalidate: [markingKeys.all],
    create: { endpoint: createMarkTask, body: (v) => taskBody(v) },
    remove: { endpoint: deleteMarkTasks, body: idsOf },
    onCreated: (row) => notifySuccess(t('task.created', { name: row.name, count: row.total })),
  });
  const commit = useMutation({
    mutationFn: (row: MarkTaskRow) => commitTask(row.id),
    onSuccess: (r, row) => {
      notifySuccess(t('task.committedDone', { name: row.datasetName, ...r }));
      return crud.refresh();
    },
  });
  const columns = useMemo(
    () =>
      taskColumns(t, (row) => (
        <Link to={taskLink(params, row.id)} data-testid="task-open">
          {row.name}
        </Link>
      )),
    [t, params],
  );
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={markingKeys.list()}
      list={listMarkTasks}
      codes={{ add: 'learnself.marking.add-button', delete: 'learnself.marking.delete-button' }}
      texts={{
        add: t('task.add'),
        actions: t('actions'),
        deleteConfirm: (row) => t('task.deleteConfirm', { name: row.name }),
        batchDelete: t('task.batchDelete'),
        batchDeleteConfirm: (rows) => t('task.batchDeleteConfirm', { count: rows.length }),
      }}
      addTestId="task-add"
      actionsTestId={(row) => `task-actions-${row.name}`}
      rowActions={(row, { remove }) => [
        { key: 'open', label: t('task.open'), to: taskLink(params, row.id), testId: 'task-workbench' },
        {
          key: 'commit',
          label: t('task.commit'),
          code: 'learnself.marking.commit-button',
          disabled: row.done === 0,
          confirm: t('task.commitConfirm', { dataset: row.datasetName }),
          testId: 'task-commit',
          onClick: () => commit.mutateAsync(row),
        },
        remove,
      ]}
      form={({ open, saving, onSubmit, onClose }) => (
        <MarkTaskModal open={open} saving={saving} onSubmit={onSubmit} onClose={onClose} />
      )}
    />
  );
}
