import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fetchAttempts, taskKeys } from './task.api.ts';

/** The attempts of one task customer with their results (the expanded row). */
export function TaskAttempts({ taskId, customerId }: { taskId: string; customerId: string }) {
  const { t } = useTranslation('task');
  const { data, isLoading } = useQuery({
    queryKey: taskKeys.attempts(taskId, customerId),
    queryFn: () => fetchAttempts(taskId, customerId),
  });
  return (
    <Table
      size="small"
      rowKey="attemptNo"
      loading={isLoading}
      pagination={false}
      dataSource={data ?? []}
      locale={{ emptyText: t('att.none') }}
      data-testid={`attempts-${customerId}`}
      columns={[
        { key: 'no', title: '#', render: (_, a) => t('att.no', { n: a.attemptNo }) },
        { key: 'state', title: t('cust.status'), render: (_, a) => t(`att.state.${a.state}`) },
        {
          key: 'start',
          title: t('cust.lastCallAt'),
          render: (_, a) => dayjs(a.startedAt).format('YYYY-MM-DD HH:mm:ss'),
        },
        {
          key: 'class',
          title: t('cust.lastResult'),
          render: (_, a) => (a.resultClass ? <Tag>{t(`class.${a.resultClass}`)}</Tag> : '-'),
        },
        { key: 'cause', title: t('att.cause'), dataIndex: 'causeCode' },
        { key: 'dur', title: t('att.duration'), dataIndex: 'durationSec' },
        { key: 'rounds', title: t('att.rounds'), dataIndex: 'rounds' },
        { key: 'level', title: t('att.level'), dataIndex: 'intentionLevel' },
      ]}
    />
  );
}
