import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  exportLikeReport,
  getLikeReport,
  LIKE_METRICS,
  LIKE_REPORT_SORT,
  type LikeReportRow,
} from '@zhiyu/contract/modules/aikb/report-items';
import { Card, Form, Select } from 'antd';
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

type Sort = (typeof LIKE_REPORT_SORT)[number];

/** /aikb/likeUnlikeReport: the requirements §3 like/dislike metrics as cards, a trend, the items. */
export default function LikeReportPage() {
  const { t } = useTranslation('aikb-report');
  const [filter, setFilter] = useReportFilter();
  const sortField: Sort = (LIKE_REPORT_SORT as readonly string[]).includes(filter.sortField ?? '')
    ? (filter.sortField as Sort)
    : 'likes';
  const query = useMemo(
    () => ({ ...reportQuery(filter, ['libraryId', 'pageNum', 'pageSize']), sortField }),
    [filter, sortField],
  );
  const { data, isFetching } = useQuery({
    queryKey: reportKeys.report('likes', query),
    queryFn: () => callQuery(getLikeReport, query),
    placeholderData: keepPreviousData,
  });
  const option = useMemo(
    () =>
      trendOption(
        data?.trend.map((b) => b.bucket) ?? [],
        (['hits', 'likes', 'dislikes'] as const).map((k) => ({
          name: t(`figure.${k}`),
          kind: 'bar' as const,
          data: data?.trend.map((b) => b[k]) ?? [],
        })),
      ),
    [data, t],
  );
  const columns = useMemo(
    () => [
      ...itemColumns<LikeReportRow>(t),
      ...(['hits', 'likes', 'dislikes', 'participation'] as const).map((k) => ({
        title: t(`figure.${k}`),
        dataIndex: k,
        render: count,
      })),
      { title: t('figure.participationRatio'), dataIndex: 'participationRatio', render: percent },
      { title: t('figure.likeDislikeRatio'), dataIndex: 'likeDislikeRatio', render: percent },
    ],
    [t],
  );
  return (
    <PageContainer>
      <ReportFilters
        filter={filter}
        onChange={setFilter}
        library
        more={
          <Form.Item label={t('sortField')}>
            <Select
              data-testid="report-sort-field"
              style={{ width: 140 }}
              value={sortField}
              onChange={(v) => setFilter({ sortField: v })}
              options={LIKE_REPORT_SORT.map((k) => ({ value: k, label: t(`figure.${k}`) }))}
            />
          </Form.Item>
        }
        extra={
          <ReportExport
            path={exportLikeReport.path}
            query={query}
            code="aikb.likeUnlikeReport.export-button"
            name={t('title.likes')}
          />
        }
      />
      {data && (
        <FigureCards
          items={LIKE_METRICS.map((k) => ({
            key: k,
            label: t(`metric.${k}`),
            value: k.endsWith('Count') ? count(data.cards[k]) : percent(data.cards[k]),
          }))}
        />
      )}
      <Card size="small" title={t('trend')} style={{ marginBottom: 16 }}>
        <Chart testId="report-trend" option={option} loading={isFetching} />
      </Card>
      <ReportTable<LikeReportRow>
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
