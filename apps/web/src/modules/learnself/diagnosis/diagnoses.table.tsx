import { LoadingOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DiagnosisRow, FINDING_KINDS } from '@zhiyu/contract/modules/learnself/diagnosis';
import { Empty, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/crud/paged-table.tsx';
import { useLiveRows } from '../../../components/crud/use-live-rows.ts';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { TABLE_STICKY } from '../../../components/schema/schema-table.tsx';
import { useListState } from '../../../platform/list/list-state.ts';
import { DIAGNOSIS_PARAM, diagnosisKeys, fetchDiagnoses, fetchDiagnosisRow } from './diagnosis.api.ts';
import { percent } from './findings.data.ts';

type State = DiagnosisRow['state'];
const STATE_COLORS: Record<State, string> = { running: 'processing', done: 'success', failed: 'error' };

/** A diagnosis's state: a spinning tag while it runs, else done or failed. */
export function DiagnosisState({ state }: { state: State }) {
  const { t } = useTranslation('learnself-tools');
  return (
    <Tag
      color={STATE_COLORS[state]}
      icon={state === 'running' ? <LoadingOutlined /> : undefined}
      data-testid="diagnosis-state"
      data-state={state}
    >
      {t(`state.${state}`)}
    </Tag>
  );
}

/** The findings of a finished diagnosis by kind ("none" when it found nothing). */
export function FindingCounts({ row }: { row: Pick<DiagnosisRow, 'state' | 'counts'> }) {
  const { t } = useTranslation('learnself-tools');
  if (row.state !== 'done') return <>-</>;
  const kinds = FINDING_KINDS.filter((k) => (row.counts[k] ?? 0) > 0);
  if (!kinds.length) return <Typography.Text type="success">{t('list.noFindings')}</Typography.Text>;
  return (
    <Space size={4} wrap={false}>
      {kinds.map((k) => (
        <Tag key={k} style={{ marginInlineEnd: 0 }}>
          {t(`kind.${k}`)} {row.counts[k]}
        </Tag>
      ))}
    </Space>
  );
}

const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '-');

/** The diagnoses of the app, newest first; a running one is followed until it ends (requirements R4 §5). */
export function DiagnosesTable() {
  const { t } = useTranslation('learnself-tools');
  const { state, setPage } = useListState();
  const [params] = useSearchParams();
  const linkTo = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(DIAGNOSIS_PARAM, id);
    return `?${next}`;
  };
  const list = useQuery({
    queryKey: [...diagnosisKeys.list(), state.pageNum, state.pageSize],
    queryFn: () => fetchDiagnoses(state.pageNum, state.pageSize),
    placeholderData: keepPreviousData,
  });
  useLiveRows<DiagnosisRow>({
    queryKey: diagnosisKeys.list(),
    busy: (r) => r.state === 'running',
    read: fetchDiagnosisRow,
  });
  const columns: ColumnsType<DiagnosisRow> = [
    { key: 'createdAt', title: t('list.createdAt'), width: 170, render: (_, r) => time(r.createdAt) },
    {
      key: 'dataset',
      title: t('list.dataset'),
      render: (_, r) => (
        <Typography.Text ellipsis={{ tooltip: r.datasetName }} style={{ maxWidth: 200 }}>
          {r.datasetName || '-'}
        </Typography.Text>
      ),
    },
    { key: 'version', title: t('list.version'), render: (_, r) => `v${r.version}` },
    { key: 'state', title: t('list.state'), render: (_, r) => <DiagnosisState state={r.state} /> },
    { key: 'accuracy', title: t('list.accuracy'), render: (_, r) => percent(r.accuracy) },
    { key: 'findings', title: t('list.findings'), render: (_, r) => <FindingCounts row={r} /> },
    { key: 'creator', dataIndex: 'creator', title: t('list.creator') },
    {
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      render: (_, r) => (
        <RowActions
          testId="diagnosis-actions"
          actions={[{ key: 'open', label: t('list.open'), to: linkTo(r.id), testId: 'diagnosis-open' }]}
        />
      ),
    },
  ];
  return (
    <PagedTable<DiagnosisRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.data?.list ?? []}
      loading={list.isLoading}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={list.isError ? t('loadFailed') : t('list.empty')}
            data-testid="diagnosis-empty"
          />
        ),
      }}
      scroll={{ x: 'max-content' }}
      sticky={TABLE_STICKY}
      data-testid="diagnosis-table"
      paging={{
        pageNum: state.pageNum,
        pageSize: state.pageSize,
        total: list.data?.total ?? 0,
        totalCapped: list.data?.totalCapped,
        onChange: setPage,
      }}
    />
  );
}
