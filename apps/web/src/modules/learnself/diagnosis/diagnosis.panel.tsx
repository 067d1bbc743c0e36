import { ArrowLeftOutlined, LoadingOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Result, Skeleton, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { ConfusionTable } from '../model/confusion.table.tsx';
import { DiagnosisState, FindingCounts } from './diagnoses.table.tsx';
import { diagnosisKeys, fetchDiagnosis, startDiagnosis } from './diagnosis.api.ts';
import { percent } from './findings.data.ts';
import { FindingsTable } from './findings.table.tsx';

/** How often a running diagnosis is read again (there is no progress message for it). */
export const DIAGNOSIS_POLL_MS = 2000;

const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '-');

/**
 * One diagnosis (requirements R4 §5): its dataset version and figures, then, while it runs, a
 * spinner (read again every 2 s); when it failed, why and a way to run it again; when done, its
 * findings with their fixes and the cross-validation confusion matrix, most confused intents first.
 */
export default function DiagnosisPanel({
  id,
  onBack,
  onOpen,
}: {
  id: string;
  onBack: () => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('learnself-tools');
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: diagnosisKeys.one(id),
    queryFn: () => fetchDiagnosis(id),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? DIAGNOSIS_POLL_MS : false),
  });
  const d = q.data;
  const state = d?.state;
  // The list shows the state too: read it again once this one has ended.
  useEffect(() => {
    if (state && state !== 'running') void qc.invalidateQueries({ queryKey: diagnosisKeys.list() });
  }, [state, qc]);
  const again = useMutation({
    mutationFn: (versionId: string) => startDiagnosis(versionId),
    onSuccess: (row) => {
      notifySuccess(t('form.started', { name: row.datasetName, version: row.version }));
      onOpen(row.id);
    },
  });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="diagnosis-back">
      {t('one.back')}
    </Button>
  );
  if (q.isLoading) return <Skeleton active />;
  if (!d) return <Result status="404" title={q.isError ? t('loadFailed') : t('one.notFound')} extra={back} />;
  const rerun = (
    <Can code="learnself.diagnosis.run-button">
      <Button
        type="primary"
        loading={again.isPending}
        onClick={() => again.mutate(d.versionId)}
        data-testid="diagnosis-rerun"
      >
        {t('one.rerun')}
      </Button>
    </Can>
  );
  return (
    <>
      <Section
        title={
          <Space>
            {back}
            {t('one.title', { name: d.datasetName, version: d.version })}
          </Space>
        }
        style={{ marginBottom: 16 }}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
          data-testid="diagnosis-summary"
          items={[
            { key: 'dataset', label: t('list.dataset'), children: d.datasetName || '-' },
            { key: 'version', label: t('list.version'), children: `v${d.version}` },
            { key: 'state', label: t('list.state'), children: <DiagnosisState state={d.state} /> },
            { key: 'accuracy', label: t('list.accuracy'), children: percent(d.accuracy) },
            { key: 'createdAt', label: t('list.createdAt'), children: time(d.createdAt) },
            { key: 'finishedAt', label: t('one.finishedAt'), children: time(d.finishedAt) },
            { key: 'creator', label: t('list.creator'), children: d.creator },
            { key: 'findings', label: t('list.findings'), children: <FindingCounts row={d} /> },
          ]}
        />
      </Section>
      {d.state === 'running' && (
        <Section title={t('one.findings')}>
          <Result
            icon={<Spin indicator={<LoadingOutlined style={{ fontSize: 48 }} spin />} />}
            title={t('one.running')}
            subTitle={t('one.runningHint')}
            data-testid="diagnosis-running"
          />
        </Section>
      )}
      {d.state === 'failed' && (
        <Section title={t('one.findings')}>
          <Result
            status="error"
            title={t('one.failed')}
            subTitle={t('one.failedHint')}
            extra={rerun}
            data-testid="diagnosis-failed"
          />
        </Section>
      )}
      {d.state === 'done' && (
        <>
          <Section title={t('one.findings')} style={{ marginBottom: 16 }}>
            <FindingsTable diagnosis={d} />
          </Section>
          <Section title={t('one.matrix')}>
            {d.labels.length > 1 ? (
              <ConfusionTable
                evaluation={d}
                order="confusion"
                hint={t('one.matrixHint')}
                totalTitle={t('one.matrixTotal')}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('one.noMatrix')} />
            )}
          </Section>
        </>
      )}
    </>
  );
}
