import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportCallOverview, getCallOverview, OVERVIEW_FIGURES } from '@zhiyu/contract/modules/aicall/board-overview';
import { Card, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardExport } from '../../../../components/charts/board-export.tsx';
import { Chart, type ChartPick } from '../../../../components/charts/chart.tsx';
import { trendOption } from '../../../../components/charts/trend-option.ts';
import { PageContainer } from '../../../../components/page-container.tsx';
import { call } from '../../../../platform/request/call.ts';
import { BoardBody } from '../shared/board-body.tsx';
import { BoardFilters } from '../shared/board-filters.tsx';
import { useBoardDrill } from '../shared/drill.ts';
import { Later, laterPart } from '../shared/later.tsx';
import { useBoardFilter } from '../shared/use-board-filter.ts';
import { overviewCall } from './overview.data.ts';
import { OVERVIEW_FORMATS } from './overview-formats.ts';
import { Distributions, Rankings } from './overview-parts.tsx';

const OverviewTable = laterPart(() => import('./overview-table.tsx').then((m) => m.OverviewTable));

/** Trend series in order, and the calls each one's points open. */
const SERIES = [
  { figure: 'calls', kind: 'bar', drill: {} },
  { figure: 'connected', kind: 'bar', drill: { answered: 1 } },
  { figure: 'connectRate', kind: 'rate', drill: { answered: 1 } },
] as const;

/**
 * /aicall/data-board/overview: one direction's calls over the range against the period
 * before, their trend, result classes and intention levels, and tasks and bots ranked by calls.
 * Every chart item and figure opens its calls in the records list.
 */
export default function OverviewBoardPage() {
  const { t } = useTranslation(['board-overview', 'databoard', 'inputs']);
  const [filter, setFilter] = useBoardFilter();
  const { query, queryKey } = useMemo(() => overviewCall(filter), [filter]);
  const { data, isFetching } = useQuery({
    queryKey,
    queryFn: () => call(getCallOverview, { query }),
    placeholderData: keepPreviousData,
  });
  const open = useBoardDrill(data?.range, data?.direction ?? 1, query);
  const option = useMemo(
    () =>
      trendOption(
        data?.trend.map((b) => b.bucket) ?? [],
        SERIES.map((s) => ({
          name: t(`kpi.${s.figure}`),
          kind: s.kind,
          data: data?.trend.map((b) => b[s.figure]) ?? [],
        })),
      ),
    [data, t],
  );
  const pick = useCallback(
    (p: ChartPick) => open(data?.trend[p.dataIndex], SERIES[p.seriesIndex]?.drill ?? {}),
    [data, open],
  );
  return (
    <PageContainer>
      <BoardFilters
        filter={filter}
        onChange={setFilter}
        version
        granularity
        extra={
          <BoardExport
            path={exportCallOverview.path}
            query={query}
            code="aicall.boardOverview.export-button"
            name={t('title')}
          />
        }
      />
      <Typography.Paragraph type="secondary">{t('databoard:drillHint')}</Typography.Paragraph>
      <BoardBody
        loading={!data}
        empty={data?.kpis.calls.value === 0}
        kpis={
          data &&
          OVERVIEW_FIGURES.map((k) => ({
            key: k,
            label: t(`kpi.${k}`),
            kpi: data.kpis[k],
            format: OVERVIEW_FORMATS[k].format,
            onClick: () => open(data.range, OVERVIEW_FORMATS[k].drill),
          }))
        }
      >
        {data && (
          <>
            <Card size="small" title={t('trend')} style={{ marginBottom: 16 }}>
              <Chart testId="overview-trend" option={option} onPick={pick} loading={isFetching} />
            </Card>
            <Later>
              <Distributions
                data={data}
                sort={filter.sort}
                onSort={(sort) => setFilter({ sort })}
                onOpen={(d) => open(data.range, d)}
              />
              <Rankings
                data={data}
                sort={filter.sort}
                onSort={(sort) => setFilter({ sort })}
                onOpen={(d) => open(data.range, d)}
              />
              <OverviewTable trend={data.trend} totals={data.kpis} onOpen={(b, d) => open(b ?? data.range, d)} />
            </Later>
          </>
        )}
      </BoardBody>
    </PageContainer>
  );
}
