import { TASK_NAME_MAX, TASK_STATUSES, type TaskRow } from '@zhiyu/contract/modules/aicall/task';
import { Progress, Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { WindowWaitHint } from './window-wait.tsx';

const STATUS_COLOR: Record<string, string> = {
  notStarted: 'default',
  running: 'processing',
  paused: 'warning',
  completed: 'success',
  stopped: 'error',
};

export function statusEnum(t: TFunction) {
  return Object.fromEntries(TASK_STATUSES.map((s) => [s, { text: t(`status.${s}`), color: STATUS_COLOR[s] }]));
}

/** The task list: search by name, status and created range; progress drawn from the counters. */
export function taskColumns(t: TFunction): SchemaColumn<TaskRow>[] {
  return [
    {
      dataIndex: 'name',
      title: t('name'),
      maxlength: TASK_NAME_MAX,
      placeholder: t('namePlaceholder'),
      in: ['search', 'table'],
      sorter: true,
      width: 200,
    },
    {
      dataIndex: 'status',
      title: t('status'),
      valueType: 'select',
      valueEnum: statusEnum(t),
      in: ['search', 'table'],
      width: 210,
      // A running task outside its calling windows says when the next one opens.
      render: (_v, row) => {
        const s = statusEnum(t)[row.status];
        return (
          <Space orientation="vertical" size={2}>
            <Tag color={s.color}>{s.text}</Tag>
            <WindowWaitHint wait={row.windowWait} timeZone={row.timeZone} />
          </Space>
        );
      },
    },
    { dataIndex: 'botName', title: t('bot'), in: ['table'], width: 160 },
    {
      dataIndex: 'finishedCount',
      title: t('progress'),
      in: ['table'],
      width: 200,
      render: (_v, row) => (
        <span data-testid={`task-progress-${row.id}`}>
          <Progress
            size="small"
            percent={row.customerCount ? Math.round((row.finishedCount / row.customerCount) * 100) : 0}
            format={() => `${row.finishedCount}/${row.customerCount}`}
          />
        </span>
      ),
    },
    { dataIndex: 'dialledCount', title: t('detail.dialled'), in: ['table'], width: 90 },
    { dataIndex: 'connectedCount', title: t('detail.connected'), in: ['table'], width: 90 },
    { dataIndex: 'priority', title: t('priority'), in: ['table'], sorter: true, width: 80 },
    {
      dataIndex: 'createdAt',
      title: t('createdAt'),
      valueType: 'daterange',
      in: ['search'],
      dataValue: (v) => {
        const [from, to] = v as [number | null, number | null];
        return { ...(from !== null ? { createdFrom: from } : {}), ...(to !== null ? { createdTo: to } : {}) };
      },
    },
    { dataIndex: 'createdAt', title: t('createdAt'), valueType: 'date', in: ['table'], sorter: true, width: 170 },
  ];
}
