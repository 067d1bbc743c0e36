import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportWordsReport, getWordsReport, type WordRow } from '@zhiyu/contract/modules/aikb/report-usage';
import { Card, Col, Form, Input, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/chart.tsx';
import { trendOption } from '../../../components/charts/trend-option.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { callQuery } from '../../../platform/list/call-query.ts';
import { rankOption } from '../../aicall/data-board/overview/overview-charts.ts';
import { reportKeys } from './report.api.ts';
import { ReportFilters } from './report-filters.tsx';
import { count, FigureCards, percent, ReportExport, ReportTable } from './report-parts.tsx';
import { reportQuery, useReportFilter } from './use-report-filter.ts';

/**
 * /aikb/highFreeWordsReport: the visitors' search words (jieba-segmented, stop words
 * removed) by searchCount; the page's words as bars, searches over time; export.
 */
export default function WordsReportPage() {
  const { t } = useTranslation('aikb-report');
  const [filter, setFilter] = useReportFilter();
  const query = useMemo(() => reportQuery(filter, ['keyword', 'pageNum', 'pageSize']), [filter]);
  const { data, isFetching } = useQuery({
    queryKey: reportKeys.report('words', query),
    queryFn: () => callQuery(getWordsReport, query),
    placeholderData: keepPreviousData,
  });
  const rank = useMemo(
    () =>
      rankOption(
        data?.list.map((w) => w.word) ?? [],
        data?.list.map((w) => w.searchCount) ?? [],
        t('figure.searchCount'),
      ),
    [data, t],
  );
  const trend = useMemo(
    () =>
      trendOption(data?.trend.map((b) => b.bucket) ?? [], [
        { name: t('figure.searchCount'), kind: 'bar', data: data?.trend.map((b) => b.searchCount) ?? [] },
      ]),
    [data, t],
  );
  const offset = (filter.pageNum - 1) * filter.pageSize;
  const columns = useMemo(
    () => [
      { title: t('col.rank'), key: 'rank', render: (_: unknown, _r: WordRow, i: number) => offset + i + 1 },
      { title: t('col.word'), dataIndex: 'word' },
      { title: t('figure.searchCount'), dataIndex: 'searchCount', render: count },
      { title: t('figure.share'), dataIndex: 'share', render: percent },
    ],
    [t, offset],
  );
  return (
    <PageContainer>
      <ReportFilters
        filter={filter}
        onChange={setFilter}
        more={
          <Form.Item label={t('keyword')}>
            <Input.Search
              data-testid="report-keyword"
              allowClear
              style={{ width: 160 }}
              defaultValue={filter.keyword}
              onSearch={(v) => setFilter({ keyword: v.trim() || undefined })}
            />
          </Form.Item>
        }
        extra={
          <ReportExport
            path={exportWordsReport.path}
            query={query}
            code="aikb.highFreeWordsReport.export-button"
            name={t('title.words')}
          />
        }
      />
      {data && (
        <FigureCards
          items={[
            { key: 'searchCount', label: t('figure.searchCount'), value: count(data.totals.searchCount) },
            { key: 'words', label: t('figure.words'), value: count(data.totals.words) },
          ]}
        />
      )}
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('topWords')} style={{ marginBottom: 16 }}>
            <Chart testId="report-words" option={rank} loading={isFetching} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('trend')} style={{ marginBottom: 16 }}>
            <Chart testId="report-trend" option={trend} loading={isFetching} />
          </Card>
        </Col>
      </Row>
      <ReportTable<WordRow>
        testId="report-table"
        rows={data?.list}
        total={data?.total}
        rowKey={(r) => r.word}
        columns={columns}
        filter={filter}
        onChange={setFilter}
        loading={isFetching}
      />
    </PageContainer>
  );
}
