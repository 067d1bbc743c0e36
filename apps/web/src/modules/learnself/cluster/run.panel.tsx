import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClusterRow, listClusters } from '@zhiyu/contract/modules/learnself/cluster';
import { Button, Descriptions, Popconfirm, Progress, Result, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Section } from '../../../components/section.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { useTargets } from '../pool/pool.api.ts';
import { AddIntentModal } from './add-intent.modal.tsx';
import type { AddTarget } from './add-intent.values.ts';
import { clusterKeys, findRun, markNoise } from './cluster.api.ts';
import { paramsSummary } from './cluster.values.ts';
import { clusterColumns } from './clusters.columns.tsx';
import { MembersDrawer } from './members.drawer.tsx';
import { useRunProgress } from './run-live.ts';
import { shownRun } from './run-progress.ts';
import { RunStateCell } from './runs.table.tsx';

const LABEL = 'learnself.cluster.label-button';

/**
 * One clustering run (requirements R4 §2): its conditions and figures, then its clusters with
 * members, add to intent and mark noise (one or the checked ones). While it runs, its live progress.
 */
export default function RunPanel({ runId, onBack }: { runId: string; onBack: () => void }) {
  const { t } = useTranslation('learnself-data');
  const qc = useQueryClient();
  const targets = useTargets();
  const found = useQuery({ queryKey: [...clusterKeys.runs(), 'one', runId], queryFn: () => findRun(runId) });
  const run = found.data ?? undefined;
  const live = useRunProgress(run ? [run] : undefined, () => found.refetch());
  const shown = run ? shownRun(run, live.get(run.id)) : undefined;
  const done = shown?.state === 'done';
  useEffect(() => {
    if (done) void qc.invalidateQueries({ queryKey: clusterKeys.clusters(runId) });
  }, [done, qc, runId]);
  const columns = useMemo(() => clusterColumns(t), [t]);
  const [members, setMembers] = useState<ClusterRow | null>(null);
  const [adding, setAdding] = useState<AddTarget | null>(null);
  const [addedAt, setAddedAt] = useState(0);
  const noise = useMutation({
    mutationFn: (ids: string[]) => markNoise(ids),
    onSuccess: (r) => {
      notifySuccess(t('cluster.noiseDone', { count: r.updated }));
      return qc.invalidateQueries({ queryKey: clusterKeys.clusters(runId) });
    },
  });
  const dataset = run?.params.datasetId ? { id: run.params.datasetId, name: run.datasetName } : undefined;
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="run-back">
      {t('run.back')}
    </Button>
  );
  if (found.isLoading) return <Skeleton active />;
  if (!run) return <Result status="404" title={found.isError ? t('loadFailed') : t('run.notFound')} extra={back} />;
  return (
    <>
      <Section
        title={
          <Space>
            {back}
            {t('run.title')}
          </Space>
        }
        style={{ marginBottom: 16 }}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
          data-testid="run-summary"
          items={[
            { key: 'at', label: t('runs.createdAt'), children: dayjs(run.createdAt).format('YYYY-MM-DD HH:mm:ss') },
            { key: 'state', label: t('runs.state'), children: shown && <RunStateCell {...shown} /> },
            { key: 'dataset', label: t('runs.dataset'), children: run.datasetName || '-' },
            { key: 'creator', label: t('runs.creator'), children: run.creator },
            { key: 'in', label: t('runs.inputCount'), children: run.inputCount },
            { key: 'clusters', label: t('runs.clusterCount'), children: run.clusterCount },
            { key: 'out', label: t('runs.unclustered'), children: run.unclustered },
            { key: 'params', label: t('runs.params'), children: paramsSummary(t, run.params, targets), span: 'filled' },
          ]}
        />
      </Section>
      {shown?.state === 'running' && (
        <Result
          status="info"
          title={t('run.waiting')}
          extra={<Progress percent={shown.progress} status="active" style={{ maxWidth: 360 }} />}
        />
      )}
      {shown?.state === 'failed' && <Result status="error" title={t('run.failed')} />}
      {done && (
        <SchemaTable<ClusterRow>
          columns={columns}
          queryKey={clusterKeys.clusters(runId)}
          list={listClusters}
          extra={{ runId }}
          listState="local"
          selectable
          toolbar={({ selected, clear }) => (
            <Can code={LABEL}>
              <Popconfirm
                title={t('cluster.batchNoiseConfirm', { count: selected.length })}
                okText={t('common:ok')}
                cancelText={t('common:cancel')}
                disabled={!selected.length}
                onConfirm={() =>
                  noise
                    .mutateAsync(selected.map((c) => c.id))
                    .then(clear)
                    .catch(() => undefined)
                }
              >
                <Button disabled={!selected.length} data-testid="cluster-batch-noise">
                  {t('cluster.batchNoise')}
                </Button>
              </Popconfirm>
            </Can>
          )}
          actions={{
            title: t('actions'),
            render: (row) => (
              <RowActions
                testId={`cluster-actions-${row.id}`}
                actions={[
                  {
                    key: 'members',
                    label: t('cluster.members'),
                    onClick: () => setMembers(row),
                    testId: 'cluster-members',
                  },
                  {
                    key: 'add',
                    label: t('cluster.add'),
                    code: LABEL,
                    hidden: row.status === 'added',
                    testId: 'cluster-add',
                    onClick: () => setAdding({ clusterId: row.id, size: row.size }),
                  },
                  {
                    key: 'noise',
                    label: t('cluster.noise'),
                    code: LABEL,
                    hidden: row.status !== 'open',
                    confirm: t('cluster.noiseConfirm'),
                    testId: 'cluster-noise',
                    onClick: () => noise.mutateAsync([row.id]),
                  },
                ]}
              />
            ),
          }}
        />
      )}
      <MembersDrawer cluster={members} onClose={() => setMembers(null)} onAdd={setAdding} addedAt={addedAt} />
      <AddIntentModal
        target={adding}
        dataset={dataset}
        onClose={() => setAdding(null)}
        onAdded={() => setAddedAt(Date.now())}
      />
    </>
  );
}
