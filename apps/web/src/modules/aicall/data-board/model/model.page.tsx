import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportModelStats } from '@zhiyu/contract/modules/aicall/board-model';
import type { RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import { Col, Empty, Row, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BoardExport } from '../../../../components/charts/board-export.tsx';
import { KpiCards } from '../../../../components/charts/kpi-cards.tsx';
import { PageContainer } from '../../../../components/page-container.tsx';
import { LimitSelect, useLimit } from '../hot/use-limit.tsx';
import { BoardFilters } from '../shared/board-filters.tsx';
import { drillId, useBoardDrill } from '../shared/drill.ts';
import { Later, laterPart } from '../shared/later.tsx';
import { useBoardFilter } from '../shared/use-board-filter.ts';
import { fetchModel } from './model.api.ts';
import { modelCall } from './model.data.ts';
import { RecognitionPie, VersionRateBars } from './model-charts.tsx';

const HangupIntents = laterPart(() => import('./hangup-intents.tsx').then((m) => m.HangupIntents));
const VersionTable = laterPart(() => import('./version-table.tsx').then((m) => m.VersionTable));

/**
 * Model analysis (modelAnalysis): the share of callee turns the bot's model recognised, overall and per bot version
 * against the previous period, and the intents callees hung up after (one month at most, requirements §5).
 * Turn figures are not calls: what opens records is a version, a hang-up intent, or a call count.
 */
export default function ModelAnalysisPage() {
  const { t } = useTranslation(['board-model', 'databoard']);
  const [filter, set] = useBoardFilter();
  const [limit, setLimit] = useLimit();
  const { query, queryKey } = modelCall(filter, limit);
  const bad = checkConsoleRange([dayjs(filter.startDay), dayjs(filter.endDay)], { month: true }) !== null;
  const { data, isFetching } = useQuery({
    queryKey,
    queryFn: () => fetchModel(query),
    enabled: !bad,
    placeholderData: keepPreviousData,
  });
  const drill = useBoardDrill(data?.range, filter.direction, filter);
  const open = (d: RecordDrill) => drill(data?.range, d);
  const k = data?.kpis;
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
              path={exportModelStats.path}
              query={query}
              code="aicall.boardModel.export-button"
              name="model-analysis"
            />
          </Space>
        }
      />
      {!data || !k ? (
        isFetching ? (
          <Spin style={{ display: 'block', padding: 48 }} />
        ) : (
          <Empty description={t('databoard:empty')} />
        )
      ) : (
        <>
          <KpiCards
            items={[
              { key: 'recognitionRate', label: t('kpi.recognitionRate'), kpi: k.recognitionRate, format: 'percent' },
              { key: 'userTurns', label: t('kpi.userTurns'), kpi: k.userTurns },
              { key: 'recognisedTurns', label: t('kpi.recognisedTurns'), kpi: k.recognisedTurns },
              { key: 'unrecognisedTurns', label: t('kpi.unrecognisedTurns'), kpi: k.unrecognisedTurns },
              { key: 'answered', label: t('kpi.answered'), kpi: k.answered, onClick: () => open({ answered: 1 }) },
              {
                key: 'userHangups',
                label: t('kpi.userHangups'),
                kpi: k.userHangups,
                onClick: () => open({ hangupBy: 'user' }),
              },
            ]}
          />
          <Typography.Paragraph type="secondary" data-testid="board-hint">
            {t('databoard:drillHint')}
            <br />
            {t('hint')}
          </Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} xl={10}>
              <RecognitionPie kpis={k} onOpen={() => open({ answered: 1 })} />
            </Col>
            <Col xs={24} xl={14}>
              <VersionRateBars
                rows={data.versions}
                onOpen={(v) => open({ botId: drillId(v.botId), botVersion: v.botVersion })}
              />
            </Col>
          </Row>
          <Later>
            <HangupIntents
              data={data.hangupIntents}
              sort={filter.sort}
              onSort={(sort) => set({ sort })}
              onOpen={(r) => open({ hangupIntent: r.intent || '-', hangupBy: 'user' })}
            />
            <VersionTable
              rows={data.versions}
              onOpen={(v, d) => open({ botId: drillId(v.botId), botVersion: v.botVersion, ...d })}
            />
          </Later>
        </>
      )}
    </PageContainer>
  );
}
