import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  exportTaskCustomers,
  exportTaskCustomersStatus,
  listTaskCustomers,
  TASK_PROGRESS_TOPIC,
  type TaskProgress,
} from '@zhiyu/contract/modules/aicall/task-detail';
import { Badge, Button, Card, Col, Descriptions, Result, Row, Space, Statistic, Tag } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { parseListState } from '../../../platform/list/list-state.ts';
import { useRealtime } from '../../../platform/realtime/store.ts';
import { notifySuccess } from '../../../platform/request/success.ts';
import { fetchCustomers, fetchDetail, retryCustomer, taskKeys } from './task.api.ts';
import { statusEnum } from './task.columns.tsx';
import { AddCustomersButton } from './task-add-customers.tsx';
import { TaskAttempts } from './task-attempts.tsx';
import { customerColumns } from './task-customers.columns.tsx';
import { WindowWaitHint } from './window-wait.tsx';

/** /aicall/botTotal/taskDetails?id=: progress (live), the customers and their attempts. */
export default function TaskDetailPage() {
  const { t } = useTranslation('task');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const qc = useQueryClient();
  const detail = useQuery({
    queryKey: taskKeys.detail(id),
    queryFn: () => fetchDetail(id),
    enabled: !!id,
    retry: false,
  });
  const { last } = useRealtime<TaskProgress>(TASK_PROGRESS_TOPIC);
  const live = last?.payload.taskId === id ? last.payload : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh the customers on each progress message
  useEffect(() => {
    if (live) void qc.invalidateQueries({ queryKey: taskKeys.customers(id) });
  }, [last]);
  const columns = useMemo(() => customerColumns(t), [t]);
  const retry = useMutation({
    mutationFn: (customerId: string) => retryCustomer(id, customerId),
    onSuccess: () => {
      notifySuccess();
      return qc.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
  if (detail.isError || !id) return <Result status="404" title={t('detail.notFound')} />;
  const task = detail.data?.task;
  const p = live ?? detail.data?.progress;
  const status = statusEnum(t)[live?.status ?? task?.status ?? 'notStarted'];
  return (
    <PageContainer>
      <Card loading={detail.isLoading} style={{ marginBottom: 16 }}>
        <Descriptions
          title={
            <Space>
              <span data-testid="task-detail-name">{task?.name}</span>
              <Tag color={status.color} data-testid="task-detail-status">
                {status.text}
              </Tag>
              {live && <Badge status="processing" text={t('detail.live')} />}
              {task && (live?.status ?? task.status) === 'running' && (
                <WindowWaitHint wait={task.windowWait} timeZone={task.timeZone} />
              )}
            </Space>
          }
          items={[
            {
              key: 'bot',
              label: t('bot'),
              children: `${task?.botName ?? ''} · ${t('botVersion', { version: task?.botVersion })}`,
            },
            { key: 'conc', label: t('concurrency'), children: task?.concurrency },
            { key: 'exec', label: t('execution'), children: task ? t(`execution.${task.execution.type}`) : '' },
          ]}
        />
        <Row gutter={16} data-testid="task-progress">
          {(
            [
              ['customers', p?.customers],
              ['dialled', p?.dialled],
              ['connected', p?.connected],
              ['remaining', p?.remaining],
              ['finished', p?.finished],
            ] as const
          ).map(([k, v]) => (
            <Col key={k} span={4}>
              <Statistic title={t(`detail.${k}`)} value={v ?? 0} data-testid={`progress-${k}`} />
            </Col>
          ))}
          <Col span={4}>
            <Statistic
              title={t('detail.connectRate')}
              value={((p?.connectRate ?? 0) * 100).toFixed(1)}
              suffix="%"
              data-testid="progress-connectRate"
            />
          </Col>
        </Row>
      </Card>
      <SchemaTable
        columns={columns}
        queryKey={taskKeys.customers(id)}
        list={listTaskCustomers}
        extra={{ taskId: id }}
        request={(q) =>
          fetchCustomers(q).then((r) => ({
            ...r,
            list: r.list.map((c) => ({ ...c, id: c.customerId })),
          }))
        }
        expandedRow={(row) => <TaskAttempts taskId={id} customerId={row.customerId} />}
        toolbar={() => (
          <Space>
            {task && task.status !== 'completed' && task.status !== 'stopped' && (
              <Can code="aicall.task.edit-button">
                <AddCustomersButton taskId={id} />
              </Can>
            )}
            <Can code="aicall.taskDetail.export-button">
              <ExportButton
                action={exportTaskCustomers.path}
                statusPath={exportTaskCustomersStatus.path}
                body={() => ({
                  filter: { ...parseListState(new URLSearchParams(window.location.search)).filters, taskId: id },
                })}
              />
            </Can>
          </Space>
        )}
        actions={{
          title: t('actions'),
          width: 90,
          render: (row) =>
            row.status !== 'calling' && (
              <Can code="aicall.taskDetail.retry-button">
                <Button type="link" size="small" onClick={() => retry.mutate(row.customerId)}>
                  {t('cust.retry')}
                </Button>
              </Can>
            ),
        }}
      />
    </PageContainer>
  );
}
