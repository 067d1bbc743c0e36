import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { KnowledgeRow } from '@zhiyu/contract/modules/aitext/stats';
import { Card, Col, Row, Segmented, Statistic, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { ListPagination } from '../../../components/schema/list-pagination.tsx';
import { useListState } from '../../../platform/list/list-state.ts';
import { formatMetric } from '../overview/metrics.ts';
import { fetchKnowledge, type KnowledgeQuery } from '../overview/overview.api.ts';
import { StatBar } from '../overview/stat-bar.tsx';
import { statQuery, useStatFilter } from '../overview/stat-filter.ts';
import { textKeys } from '../session/session.api.ts';
import { scopeFilters, sessionsHref } from '../session/session-address.ts';
import { type KnowledgeFigure, knowledgeDrill, parseKnowledgeView } from './knowledge-drill.ts';
import { KnowledgeTable } from './knowledge-table.tsx';

const TOTALS: KnowledgeFigure[] = ['hits', 'clicks', 'likes', 'dislikes', 'participation'];

/**
 * /aitext/knowledgeAnalysis: hits, clicks, likes, dislikes and participation per knowledge item
 * (or document segment) or per category over the range, sorted and paged on the server. Every
 * figure opens the sessions behind it in /aitext/textSessionRecord.
 */
export default function KnowledgeAnalysisPage() {
  const { t } = useTranslation('aitext-stats');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useStatFilter();
  const { state, setPage, setSort } = useListState();
  const view = parseKnowledgeView(params);
  const query = useMemo(
    (): KnowledgeQuery => ({
      ...statQuery(filter),
      by: view.by,
      sortField: view.sortField,
      sortOrder: view.sortOrder,
      pageNum: state.pageNum,
      pageSize: state.pageSize,
    }),
    [filter, view.by, view.sortField, view.sortOrder, state.pageNum, state.pageSize],
  );
  const { data, isFetching } = useQuery({
    queryKey: textKeys.stat('knowledge', query),
    queryFn: () => fetchKnowledge(query),
    placeholderData: keepPreviousData,
  });
  const open = useCallback(
    (row: KnowledgeRow | undefined, f: KnowledgeFigure) => {
      const drill = knowledgeDrill(row, f);
      if (!data || !drill) return;
      navigate(sessionsHref({ days: data.range, filters: scopeFilters(filter), drill }));
    },
    [data, filter, navigate],
  );
  const setBy = (by: string) => {
    const next = new URLSearchParams(params);
    next.set('by', by);
    next.set('page', '1');
    setParams(next);
  };
  return (
    <PageContainer>
      <StatBar
        filter={filter}
        onChange={setFilter}
        extra={
          <Segmented
            data-testid="knowledge-by"
            value={view.by}
            onChange={(v) => setBy(String(v))}
            options={[
              { value: 'item', label: t('knowledge.by.item') },
              { value: 'category', label: t('knowledge.by.category') },
            ]}
          />
        }
      />
      <Typography.Paragraph type="secondary">{t('knowledge.drillHint')}</Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {TOTALS.map((f) => (
          <Col key={f} xs={12} md={4}>
            <Card
              size="small"
              hoverable
              data-testid={`total-${f}`}
              onClick={() => data?.totals[f] && open(undefined, f)}
            >
              <Statistic title={t(`knowledge.col.${f}`)} value={formatMetric(data?.totals[f] ?? 0, 'count')} />
            </Card>
          </Col>
        ))}
        <Col xs={12} md={4}>
          <Card size="small" data-testid="total-participationRate">
            <Statistic
              title={t('knowledge.col.participationRate')}
              value={formatMetric(data?.totals.participationRate ?? 0, 'percent')}
            />
          </Card>
        </Col>
      </Row>
      <KnowledgeTable
        t={t}
        rows={data?.list ?? []}
        view={view}
        loading={isFetching}
        onSort={(field, order) => setSort(field, order)}
        onOpen={open}
      />
      <ListPagination
        pageNum={state.pageNum}
        pageSize={state.pageSize}
        total={data?.total ?? 0}
        totalCapped={data?.totalCapped}
        onChange={setPage}
      />
    </PageContainer>
  );
}
