import { type MarkTaskRow, TASK_NAME_MAX } from '@zhiyu/contract/modules/learnself/marking';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { formatAgreement, formatKappa } from './agreement.tsx';

/** The task list's search field and columns (requirements R4 §3); the form has its own columns. */
export function taskColumns(t: TFunction, name: (row: MarkTaskRow) => ReactNode): SchemaColumn<MarkTaskRow>[] {
  const twoOnly = (row: MarkTaskRow, text: string) => (row.twoPerson ? text : '-');
  return [
    {
      dataIndex: 'name',
      title: t('task.name'),
      maxlength: TASK_NAME_MAX,
      placeholder: t('task.namePlaceholder'),
      in: ['search', 'table'],
      width: 150,
      render: (_v, row) => name(row),
    },
    { dataIndex: 'datasetName', title: t('task.dataset'), in: ['table'], width: 140 },
    {
      dataIndex: 'modelName',
      title: t('task.model'),
      in: ['table'],
      width: 120,
      render: (_v, row) => row.modelName || '-',
    },
    {
      dataIndex: 'twoPerson',
      title: t('task.twoPerson'),
      in: ['table'],
      render: (_v, row) => t(row.twoPerson ? 'table:yes' : 'table:no'),
    },
    {
      dataIndex: 'labellers',
      title: t('task.labellers'),
      in: ['table'],
      width: 120,
      render: (_v, row) => (row.labellers.length ? row.labellers.join(', ') : t('task.anyone')),
    },
    {
      dataIndex: 'done',
      title: t('task.progressShort'),
      in: ['table'],
      render: (_v, row) => <span data-testid="task-row-progress">{`${row.done}/${row.total}`}</span>,
    },
    {
      dataIndex: 'conflicts',
      title: t('task.conflicts'),
      in: ['table'],
      render: (_v, r) => twoOnly(r, `${r.conflicts}`),
    },
    {
      dataIndex: 'agreement',
      title: t('task.agreement'),
      in: ['table'],
      render: (_v, row) => formatAgreement(row.agreement),
    },
    { dataIndex: 'kappa', title: t('task.kappa'), in: ['table'], render: (_v, row) => formatKappa(row.kappa) },
    { dataIndex: 'committed', title: t('task.committed'), in: ['table'] },
    { dataIndex: 'creator', title: t('task.creator'), in: ['table'] },
    { dataIndex: 'createdAt', title: t('task.createdAt'), valueType: 'date', in: ['table'], width: 160 },
  ];
}
