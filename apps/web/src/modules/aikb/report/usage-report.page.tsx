import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportUsageReport, getUsageReport, type UsageRow } from '@zhiyu/contract/modules/aikb/report-usage';
import { Card, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/chart.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { callQuery } from '../../../platform/list/call-query.ts';
import { reportKeys } from './report.api.ts';
import { ReportFilters } from './report-filters.tsx';
import { count, FigureCards, percent, ReportExport, ReportTable } from './report-parts.tsx';
import { usageOption } from './usage-chart.ts';
import { reportQuery, useReportFilter } from './use-report-filter.ts';

const FIGURES = ['sessions', 'questions', 'answered'] as const;
export type UsageFigure = (typeof FIGURES)[number];

/** /aikb/usageReport: sessions, questions and answers per bucket and channel; export. */
export default function UsageReportPage() {
  const { t } = useTranslation('aikb-report');
  const [filter, setFilter] = useReportFilter();
  const [figure, setFigure] = useState<UsageFigure>('sessions');
  const query = useMemo(() => reportQuery(filter), [filter]);
  const { data, isFetching } = useQuery({
    queryKey: reportKeys.report('usage', query),
    queryFn: () => callQuery(getUsageReport, query),
    placeholderData: keepPreviousData,
  });
  const option = useMemo(() => usageOption(data, figure, t('figure.total')), [data, figure, t]);
  const columns = useMemo(
    () => [
      { title: t('col.bucket'), dataIndex: 'bucket' },
      { title: t('channel'), dataIndex: 'channelName' },
      ...FIGURES.map((k) => ({ title: t(`figure.${k}`), dataIndex: k, render: count })),
      { title: t('figure.answerRate'), dataIndex: 'answerRate', render: percent },
    ],
    [t],
  );
  return (
    <PageContainer>
      <ReportFilters
        filter={filter}
        onChange={setFilter}
        extra={
          <ReportExport
            path={exportUsageReport.path}
            query={query}
            code="aikb.usageReport.export-button"
            name={t('title.usage')}
          />
        }
      />
      {data && (
        <FigureCards
          items={[
            ...FIGURES.map((k) => ({ key: k, label: t(`figure.${k}`), value: count(data.totals[k]) })),
            { key: 'answerRate', label: t('figure.answerRate'), value: percent(data.totals.answerRate) },
          ]}
        />
      )}
      <Card
        size="small"
        title={t('trendByChannel')}
        style={{ marginBottom: 16 }}
        extra={
          <Segmented
            data-testid="usage-figure"
            value={figure}
            onChange={(v) => setFigure(v as UsageFigure)}
            options={FIGURES.map((k) => ({ value: k, label: t(`figure.${k}`) }))}
          />
        }
      >
        <Chart testId="report-trend" option={option} loading={isFetching} />
      </Card>
      <ReportTable<UsageRow>
        testId="report-table"
        rows={data?.rows}
        rowKey={(r) => `${r.bucket}|${r.channelId}`}
        columns={columns}
        loading={isFetching}
      />
    </PageContainer>
  );
}
