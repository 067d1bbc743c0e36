import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { exportOutboundStats, getOutboundStats, OUTBOUND_FIGURES } from '@zhiyu/contract/modules/aicall/board-outbound';
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
import { outboundCall } from './outbound.data.ts';
import { OUTBOUND_FORMATS } from './outbound-formats.ts';
import { useTableState } from './use-table-state.ts';

const OutboundTable = laterPart(() => import('./outbound-table.tsx').then((m) => m.OutboundTable));

/** Trend series in order, and the calls each one's points open. */
const SERIES = [
  { figure: 'calls', kind: 'bar', drill: {} },
  { figure: 'connected', kind: 'bar', drill: { answered: 1 } },
  { figure: 'transferred', kind: 'bar', drill: { transferred: 1 } },
  { figure: 'connectRate', kind: 'rate', drill: { answered: 1 } },
] as const;

/**
 * /aicall/data-board/outbound: outbound calls of the range by day, month or year, their
 * KPIs against the period before, and the figures per task or bot. Every figure opens its calls.
 */
export default function OutboundBoardPage() {
  const { t } = useTranslation(['board-outbound', 'databoard', 'inputs']);
  const [filter, setFilter] = useBoardFilter();
  const [table, setTable] = useTableState();
  const { query, queryKey } = useMemo(
    () => outboundCall(filter, { by: table.by, sortField: table.sortField }),
    [filter, table.by, table.sortField],
  );
  const { data, isFetching } = useQuery({
    queryKey,
    queryFn: () => call(getOutboundStats, { query }),
    placeholderData: keepPreviousData,
  });
  const open = useBoardDrill(data?.range, 1, filter);
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
        direction={false}
        version
        granularity
        extra={
          <BoardExport
            path={exportOutboundStats.path}
            query={query}
            code="aicall.boardOutbound.export-button"
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
          OUTBOUND_FIGURES.map((k) => ({
            key: k,
            label: t(`kpi.${k}`),
            kpi: data.kpis[k],
            format: OUTBOUND_FORMATS[k].format,
            onClick: () => open(data.range, OUTBOUND_FORMATS[k].drill),
          }))
        }
      >
        {data && (
          <>
            <Card size="small" title={t('trend')} style={{ marginBottom: 16 }}>
              <Chart testId="outbound-trend" option={option} onPick={pick} loading={isFetching} />
            </Card>
            <Later>
              <OutboundTable
                rows={data.rows}
                by={table.by}
                sortField={table.sortField}
                sort={filter.sort}
                loading={isFetching}
                onBy={(by) => setTable({ by })}
                onSort={(sortField, sort) => setTable({ sortField, sort })}
                onOpen={(d) => open(data.range, d)}
              />
            </Later>
          </>
        )}
      </BoardBody>
    </PageContainer>
  );
}
