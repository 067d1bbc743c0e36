import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportHotStats } from '@zhiyu/contract/modules/aicall/board-hot';
import type { RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import { Col, Row, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BoardExport } from '../../../../components/charts/board-export.tsx';
import { KpiCards } from '../../../../components/charts/kpi-cards.tsx';
import { PageContainer } from '../../../../components/page-container.tsx';
import { BoardFilters } from '../shared/board-filters.tsx';
import { useBoardDrill } from '../shared/drill.ts';
import { useBoardFilter } from '../shared/use-board-filter.ts';
import { fetchHot } from './hot.api.ts';
import { hotCall } from './hot.data.ts';
import { HotRankingCard } from './hot-ranking.tsx';
import { LimitSelect, useLimit } from './use-limit.tsx';

/**
 * Hot topics (hotAnalysis): the intents callees' turns hit most and the utterances no intent recognised, ranked
 * by the calls they occur in (one month at most, requirements §5). Every bar, table figure and the
 * answered-calls card opens the calls behind it in the records list.
 */
export default function HotAnalysisPage() {
  const { t } = useTranslation(['board-hot', 'databoard']);
  const [filter, set] = useBoardFilter();
  const [limit, setLimit] = useLimit();
  const { query, queryKey } = hotCall(filter, limit);
  const bad = checkConsoleRange([dayjs(filter.startDay), dayjs(filter.endDay)], { month: true }) !== null;
  const { data, isFetching } = useQuery({
    queryKey,
    queryFn: () => fetchHot(query),
    enabled: !bad,
    placeholderData: keepPreviousData,
  });
  const drill = useBoardDrill(data?.range, filter.direction, filter);
  const open = (d: RecordDrill) => drill(data?.range, d);
  const ranking = (name: 'intents' | 'utterances') => (
    <HotRankingCard
      name={name}
      ranking={data?.[name]}
      loading={isFetching && !data}
      sort={filter.sort}
      onSort={(sort) => set({ sort })}
      onOpen={(r) => open(name === 'intents' ? { intent: r.item } : { utterance: r.item })}
    />
  );
  return (
    <PageContainer>
      <BoardFilters
        filter={filter}
        onChange={set}
        monthLimit
        version
        extra={
          <Space>
            <LimitSelect value={limit} onChange={setLimit} />
            <BoardExport
              path={exportHotStats.path}
              query={query}
              code="aicall.boardHot.export-button"
              name="hot-topics"
            />
          </Space>
        }
      />
      {data && (
        <KpiCards
          items={[
            { key: 'answered', label: t('kpi.answered'), kpi: data.answered, onClick: () => open({ answered: 1 }) },
            ...(data.intents ? [{ key: 'intents', label: t('kpi.intents'), kpi: data.intents.distinct }] : []),
            ...(data.utterances
              ? [{ key: 'utterances', label: t('kpi.utterances'), kpi: data.utterances.distinct }]
              : []),
          ]}
        />
      )}
      <Typography.Paragraph type="secondary" data-testid="board-hint">
        {t('databoard:drillHint')}
        <br />
        {t('hint')}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} xxl={12}>
          {ranking('intents')}
        </Col>
        <Col xs={24} xxl={12}>
          {ranking('utterances')}
        </Col>
      </Row>
    </PageContainer>
  );
}
