import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getQcAnalysis, type QcAnalysis } from '@zhiyu/contract/modules/aihelper/qc-analysis';
import { Alert, Button, Card, Col, Empty, Row, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { KpiCards, type KpiItem } from '../../../components/charts/kpi-cards.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { call } from '../../../platform/request/call.ts';
import { QcCharts } from './qc-analysis.charts.tsx';
import { bucketDays, type QcDrill, type QcFilter, qcAnalysisCall, qcDrillPath } from './qc-analysis.data.ts';
import { QcFilters } from './qc-analysis.filters.tsx';
import { QcRanking } from './qc-ranking.table.tsx';
import { useQcFilter } from './use-qc-filter.ts';

type Days = { startDay: string; endDay: string };

/** The filter bar starts again from the address when a filter it holds changes there (the back button). */
const draftKey = (f: QcFilter) => [f.startDay, f.endDay, f.granularity, f.agent, f.skillGroup].join('|');

/** The four figures, as the KPI cards show them. */
const FIGURES = [
  { key: 'conversations', format: 'count' },
  { key: 'averageScore', format: 'decimal' },
  { key: 'passRate', format: 'percent' },
  { key: 'hitsPerConversation', format: 'decimal' },
] as const;

/**
 * /aihelper/qulityAnalysis (and bare at /iframe/aihelper/qulityAnalysis), issue 21 §3: the scored
 * conversations of a range of days against the period before, the score distribution, the trend by
 * day, month or year, the points most hit, and the agents and skill groups ranked by average score.
 * Every figure opens the QC records behind it (/aihelper/qualityRecord, embedded when this is).
 */
export default function QualityAnalysisPage() {
  const { t } = useTranslation('aihelper');
  const [filter, setFilter] = useQcFilter();
  const { query, queryKey } = useMemo(() => qcAnalysisCall(filter), [filter]);
  const q = useQuery({
    queryKey,
    queryFn: () => call(getQcAnalysis, { query }),
    placeholderData: keepPreviousData,
  });
  const data = q.data;
  const frame = useLocation().pathname.startsWith('/iframe/');
  const { agent, skillGroup } = filter;
  const linkOf = useCallback(
    (answer: QcAnalysis, days: Days, drill: QcDrill) =>
      qcDrillPath(answer.range, days, { agent, skillGroup, ...drill }, frame),
    [agent, skillGroup, frame],
  );
  const navigate = useNavigate();
  // The query button asks again even when the filters did not change (new conversations scored).
  const apply = (patch: Partial<QcFilter>) =>
    draftKey({ ...filter, ...patch }) === draftKey(filter) ? q.refetch() : setFilter(patch);
  const kpis = useMemo<KpiItem[]>(
    () =>
      data
        ? FIGURES.map((f) => ({
            key: f.key,
            label: t(`qcAnalysis.kpi.${f.key}`),
            kpi: data.figures[f.key],
            format: f.format,
            onClick: f.key === 'conversations' ? () => navigate(linkOf(data, data.range, {})) : undefined,
          }))
        : [],
    [data, t, navigate, linkOf],
  );
  return (
    <PageContainer>
      <QcFilters key={draftKey(filter)} filter={filter} onApply={apply} />
      <Typography.Paragraph type="secondary">{t('qcAnalysis.drillHint')}</Typography.Paragraph>
      {q.isError && !data ? (
        <Alert
          type="error"
          showIcon
          data-testid="qc-analysis-error"
          title={t('qcAnalysis.loadFailed')}
          action={
            <Button size="small" onClick={() => q.refetch()}>
              {t('qcAnalysis.retry')}
            </Button>
          }
        />
      ) : !data ? (
        <Card loading data-testid="qc-analysis-loading" />
      ) : (
        <>
          <KpiCards items={kpis} />
          {data.figures.conversations.value === 0 ? (
            <Card>
              <Empty data-testid="qc-analysis-empty" description={t('qcAnalysis.empty')} />
            </Card>
          ) : (
            <>
              <QcCharts
                data={data}
                loading={q.isFetching}
                onOpen={(drill) => navigate(linkOf(data, data.range, drill))}
                onOpenBucket={(b) => navigate(linkOf(data, bucketDays(b.bucket, data.range), {}))}
              />
              <Row gutter={[16, 16]}>
                <Col xs={24} xl={12}>
                  <QcRanking
                    by="agent"
                    rows={data.agents}
                    sortOrder={filter.sortOrder}
                    onSort={(sortOrder) => setFilter({ sortOrder })}
                    linkOf={(name) => linkOf(data, data.range, { agent: name })}
                  />
                </Col>
                <Col xs={24} xl={12}>
                  <QcRanking
                    by="skillGroup"
                    rows={data.skillGroups}
                    sortOrder={filter.sortOrder}
                    onSort={(sortOrder) => setFilter({ sortOrder })}
                    linkOf={(name) => linkOf(data, data.range, { skillGroup: name })}
                  />
                </Col>
              </Row>
            </>
          )}
        </>
      )}
    </PageContainer>
  );
}
