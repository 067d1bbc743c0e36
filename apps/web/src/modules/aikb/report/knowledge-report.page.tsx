import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  exportKnowledgeReport,
  getKnowledgeReport,
  KNOWLEDGE_REPORT_SORT,
  type KnowledgeReportRow,
} from '@zhiyu/contract/modules/aikb/report-items';
import { Card, Form, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/chart.tsx';
import { trendOption } from '../../../components/charts/trend-option.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { callQuery } from '../../../platform/list/call-query.ts';
import { itemColumns } from './item-columns.tsx';
import { reportKeys } from './report.api.ts';
import { ReportFilters } from './report-filters.tsx';
import { count, FigureCards, ReportExport, ReportTable } from './report-parts.tsx';
import { reportQuery, useReportFilter } from './use-report-filter.ts';

const FIGURES = ['hits', 'clicks', 'likes', 'dislikes'] as const;

/**
 * /aikb/knowledgeReport: per item hits, clicks, likes, dislikes and the last hit, or the
 * items never hit in the range; library and category filters, a trend, export.
 */
export default function KnowledgeReportPage() {
  const { t } = useTranslation('aikb-report');
  const [filter, setFilter] = useReportFilter();
  const sortField = (KNOWLEDGE_REPORT_SORT as readonly string[]).includes(filter.sortField ?? '')
    ? (filter.sortField as (typeof KNOWLEDGE_REPORT_SORT)[number])
    : 'hits';
  const query = useMemo(
    () => ({
      ...reportQuery(filter, ['libraryId', 'categoryId', 'neverHit', 'pageNum', 'pageSize']),
      sortField,
    }),
    [filter, sortField],
  );
  const { data, isFetching } = useQuery({
    queryKey: reportKeys.report('knowledge', query),
    queryFn: () => callQuery(getKnowledgeReport, query),
    placeholderData: keepPreviousData,
  });
  const option = useMemo(
    () =>
      trendOption(
        data?.trend.map((b) => b.bucket) ?? [],
        FIGURES.map((k) => ({ name: t(`figure.${k}`), kind: 'bar', data: data?.trend.map((b) => b[k]) ?? [] })),
      ),
    [data, t],
  );
  const columns = useMemo(
    () => [
      ...itemColumns<KnowledgeReportRow>(t),
      ...FIGURES.map((k) => ({ title: t(`figure.${k}`), dataIndex: k, render: count })),
      { title: t('figure.lastHitDay'), dataIndex: 'lastHitDay', render: (v: string | null) => v ?? '—' },
    ],
    [t],
  );
  const totals = data?.totals;
  return (
    <PageContainer>
      <ReportFilters
        filter={filter}
        onChange={setFilter}
        library
        category
        more={
          <>
            <Form.Item label={t('neverHit')}>
              <Switch
                data-testid="report-never-hit"
                checked={filter.neverHit === 1}
                onChange={(v) => setFilter({ neverHit: v ? 1 : 0 })}
              />
            </Form.Item>
            <Form.Item label={t('sortField')}>
              <Select
                data-testid="report-sort-field"
                style={{ width: 120 }}
                value={sortField}
                onChange={(v) => setFilter({ sortField: v })}
                options={KNOWLEDGE_REPORT_SORT.map((k) => ({ value: k, label: t(`figure.${k}`) }))}
              />
            </Form.Item>
          </>
        }
        extra={
          <ReportExport
            path={exportKnowledgeReport.path}
            query={query}
            code="aikb.knowledgeReport.export-button"
            name={t('title.knowledge')}
          />
        }
      />
      {totals && (
        <FigureCards
          items={[
            ...FIGURES.map((k) => ({ key: k, label: t(`figure.${k}`), value: count(totals[k]) })),
            { key: 'hitItems', label: t('figure.hitItems'), value: count(totals.hitItems) },
            { key: 'neverHitItems', label: t('figure.neverHitItems'), value: count(totals.neverHitItems) },
          ]}
        />
      )}
      <Card size="small" title={t('trend')} style={{ marginBottom: 16 }}>
        <Chart testId="report-trend" option={option} loading={isFetching} />
      </Card>
      <ReportTable<KnowledgeReportRow>
        testId="report-table"
        rows={data?.list}
        total={data?.total}
        rowKey={(r) => `${r.kind}:${r.id}`}
        columns={columns}
        filter={filter}
        onChange={setFilter}
        loading={isFetching}
        title={filter.neverHit ? t('neverHitTitle') : t('itemsTitle')}
      />
    </PageContainer>
  );
}
