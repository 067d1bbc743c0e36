import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ClicksReportRow, exportClicksReport, getClicksReport } from '@zhiyu/contract/modules/aikb/report-items';
import { Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/chart.tsx';
import { trendOption } from '../../../components/charts/trend-option.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { callQuery } from '../../../platform/list/call-query.ts';
import { itemColumns } from './item-columns.tsx';
import { reportKeys } from './report.api.ts';
import { ReportFilters } from './report-filters.tsx';
import { count, FigureCards, percent, ReportExport, ReportTable } from './report-parts.tsx';
import { reportQuery, useReportFilter } from './use-report-filter.ts';

/** /aikb/clicksReport: "did you mean" candidates chosen, per item and over time; export. */
export default function ClicksReportPage() {
  const { t } = useTranslation('aikb-report');
  const [filter, setFilter] = useReportFilter();
  const query = useMemo(() => reportQuery(filter, ['libraryId', 'pageNum', 'pageSize']), [filter]);
  const { data, isFetching } = useQuery({
    queryKey: reportKeys.report('clicks', query),
    queryFn: () => callQuery(getClicksReport, query),
    placeholderData: keepPreviousData,
  });
  const option = useMemo(
    () =>
      trendOption(data?.trend.map((b) => b.bucket) ?? [], [
        { name: t('figure.clicks'), kind: 'bar', data: data?.trend.map((b) => b.clicks) ?? [] },
      ]),
    [data, t],
  );
  const columns = useMemo(
    () => [
      ...itemColumns<ClicksReportRow>(t),
      { title: t('figure.clicks'), dataIndex: 'clicks', render: count },
      { title: t('figure.hits'), dataIndex: 'hits', render: count },
      { title: t('figure.share'), dataIndex: 'share', render: percent },
    ],
    [t],
  );
  return (
    <PageContainer>
      <ReportFilters
        filter={filter}
        onChange={setFilter}
        library
        extra={
          <ReportExport
            path={exportClicksReport.path}
            query={query}
            code="aikb.clicksReport.export-button"
            name={t('title.clicks')}
          />
        }
      />
      {data && (
        <FigureCards
          items={[
            { key: 'clicks', label: t('figure.clicks'), value: count(data.totals.clicks) },
            { key: 'items', label: t('figure.clickedItems'), value: count(data.totals.items) },
          ]}
        />
      )}
      <Card size="small" title={t('trend')} style={{ marginBottom: 16 }}>
        <Chart testId="report-trend" option={option} loading={isFetching} />
      </Card>
      <ReportTable<ClicksReportRow>
        testId="report-table"
        rows={data?.list}
        total={data?.total}
        rowKey={(r) => `${r.kind}:${r.id}`}
        columns={columns}
        filter={filter}
        onChange={setFilter}
        loading={isFetching}
      />
    </PageContainer>
  );
}
