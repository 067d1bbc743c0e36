import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClusterRunRow } from '@zhiyu/contract/modules/learnself/cluster';
import { Progress, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/crud/paged-table.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { TABLE_STICKY } from '../../../components/schema/schema-table.tsx';
import { useListState } from '../../../platform/list/list-state.ts';
import { useTargets } from '../pool/pool.api.ts';
import { clusterKeys, fetchRuns } from './cluster.api.ts';
import { paramsSummary, RUN_PARAM } from './cluster.values.ts';
import { useRunProgress } from './run-live.ts';
import { type RunState, shownRun } from './run-progress.ts';

const STATE_COLORS: Record<RunState, string> = { running: 'processing', done: 'success', failed: 'error' };

/** A run's state: a live bar while it runs, else done or failed. */
export function RunStateCell({ state, progress }: { state: RunState; progress: number }) {
  const { t } = useTranslation('learnself-data');
  if (state === 'running')
    return (
      <span data-testid="run-state" data-state={state} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Tag color={STATE_COLORS.running}>{t('state.running')}</Tag>
        <Progress percent={progress} size="small" status="active" style={{ width: 120, margin: 0 }} />
      </span>
    );
  return (
    <Tag color={STATE_COLORS[state]} data-testid="run-state" data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}

const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

/** The clustering runs, newest first, each reopened from its row (requirements R4 §2). */
export function RunsTable() {
  const { t } = useTranslation('learnself-data');
  const { state, setPage } = useListState();
  const [params] = useSearchParams();
  const linkTo = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(RUN_PARAM, id);
    return `?${next}`;
  };
  const targets = useTargets();
  const runs = useQuery({
    queryKey: [...clusterKeys.runs(), state.pageNum, state.pageSize],
    queryFn: () => fetchRuns(state.pageNum, state.pageSize),
    placeholderData: keepPreviousData,
  });
  const live = useRunProgress(runs.data?.list, () => runs.refetch());
  const columns: ColumnsType<ClusterRunRow> = [
    { key: 'createdAt', title: t('runs.createdAt'), width: 170, render: (_, r) => time(r.createdAt) },
    {
      key: 'params',
      title: t('runs.params'),
      width: 250,
      render: (_, r) => {
        const text = paramsSummary(t, r.params, targets);
        return (
          <Typography.Text ellipsis={{ tooltip: text }} style={{ width: 234 }}>
            {text}
          </Typography.Text>
        );
      },
    },
    {
      key: 'state',
      title: t('runs.state'),
      render: (_, r) => <RunStateCell {...shownRun(r, live.get(r.id))} />,
    },
    { key: 'inputCount', dataIndex: 'inputCount', title: t('runs.inputCount') },
    { key: 'clusterCount', dataIndex: 'clusterCount', title: t('runs.clusterCount') },
    { key: 'unclustered', dataIndex: 'unclustered', title: t('runs.unclustered') },
    { key: 'dataset', title: t('runs.dataset'), render: (_, r) => r.datasetName || '-' },
    { key: 'creator', dataIndex: 'creator', title: t('runs.creator') },
    {
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      render: (_, r) => (
        <RowActions
          testId="run-actions"
          actions={[{ key: 'open', label: t('runs.open'), to: linkTo(r.id), testId: 'run-open' }]}
        />
      ),
    },
  ];
  return (
    <PagedTable<ClusterRunRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={runs.data?.list ?? []}
      loading={runs.isLoading}
      locale={{ emptyText: runs.isError ? t('loadFailed') : t('runs.empty') }}
      scroll={{ x: 'max-content' }}
      sticky={TABLE_STICKY}
      data-testid="run-table"
      paging={{
        pageNum: state.pageNum,
        pageSize: state.pageSize,
        total: runs.data?.total ?? 0,
        totalCapped: runs.data?.totalCapped,
        onChange: setPage,
      }}
    />
  );
}
