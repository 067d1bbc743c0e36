import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OverviewMetric } from '@zhiyu/contract/modules/aitext/stats';
import { Card, Empty, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Chart } from '../../../components/charts/chart.tsx';
import { trendOption } from '../../../components/charts/trend-option.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { textKeys } from '../session/session.api.ts';
import { scopeFilters, sessionsHref } from '../session/session-address.ts';
import { KpiCards } from './kpi-cards.tsx';
import { METRICS } from './metrics.ts';
import { fetchOverview, type OverviewQuery } from './overview.api.ts';
import { type OpenSessions, SceneCounts, TrendTable } from './overview-parts.tsx';
import { StatBar } from './stat-bar.tsx';
import { statQuery, useStatFilter } from './stat-filter.ts';

/** The trend chart's series: session counts as bars, the rates as lines on the right axis. */
const SERIES: { metric: OverviewMetric; kind: 'bar' | 'rate' }[] = [
  { metric: 'sessionTotal', kind: 'bar' },
  { metric: 'servicePersonCount', kind: 'bar' },
  { metric: 'totalSolvedCount', kind: 'bar' },
  { metric: 'transferredToHumanCount', kind: 'bar' },
  { metric: 'totalSolvedRate', kind: 'rate' },
  { metric: 'transferredToHumanRate', kind: 'rate' },
];

/**
 * /aitext/serviceOverview: the requirements §3 metrics of the sessions started in the range against the
 * period before, their trend by day, month or year, and sessions per scene. Test windows are left
 * out unless asked, as the server does; counts of sessions open them in /aitext/textSessionRecord.
 */
export default function ServiceOverviewPage() {
  const { t } = useTranslation('aitext-stats');
  const navigate = useNavigate();
  const [filter, setFilter] = useStatFilter();
  const query = useMemo((): OverviewQuery => ({ ...statQuery(filter), granularity: filter.granularity }), [filter]);
  const { data, isFetching } = useQuery({
    queryKey: textKeys.stat('overview', query),
    queryFn: () => fetchOverview(query),
    placeholderData: keepPreviousData,
  });
  const open = useCallback<OpenSessions>(
    (days, filters) => {
      if (!data) return;
      const scope = scopeFilters(filter);
      navigate(sessionsHref({ days: { ...days, timeZone: data.range.timeZone }, filters: { ...scope, ...filters } }));
    },
    [data, filter, navigate],
  );
  const option = useMemo(
    () =>
      trendOption(
        data?.trend.map((b) => b.bucket) ?? [],
        SERIES.map((s) => ({
          name: t(`metric.${s.metric}`),
          kind: s.kind,
          data: data?.trend.map((b) => b[s.metric]) ?? [],
        })),
      ),
    [data, t],
  );
  return (
    <PageContainer>
      <StatBar filter={filter} onChange={setFilter} granularity />
      <Typography.Paragraph type="secondary">{t('overview.drillHint')}</Typography.Paragraph>
      {!data ? (
        <Card loading />
      ) : (
        <>
          <KpiCards kpis={data.kpis} onOpen={(m) => open(data.range, METRICS[m as OverviewMetric].sessions ?? {})} />
          {data.kpis.sessionTotal.value === 0 ? (
            <Card style={{ marginBottom: 16 }}>
              <Empty data-testid="overview-empty" description={t('overview.empty')} />
            </Card>
          ) : (
            <>
              <Card size="small" title={t('overview.trend')} style={{ marginBottom: 16 }}>
                <Chart testId="overview-trend" option={option} loading={isFetching} />
              </Card>
              <SceneCounts data={data} onOpen={open} />
              <TrendTable data={data} onOpen={open} />
            </>
          )}
        </>
      )}
    </PageContainer>
  );
}
