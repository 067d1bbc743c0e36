import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { exportHangUps, type TodayHangUp } from '@zhiyu/contract/modules/aicall/board-hangup';
import type { RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BoardExport } from '../../../../components/charts/board-export.tsx';
import { KpiCards, type KpiItem } from '../../../../components/charts/kpi-cards.tsx';
import { PageContainer } from '../../../../components/page-container.tsx';
import { BoardFilters } from '../shared/board-filters.tsx';
import { useDrill } from '../shared/drill.ts';
import { Later, laterPart } from '../shared/later.tsx';
import { boardQuery, useBoardFilter } from '../shared/use-board-filter.ts';
import { fetchNodeStat, fetchToday } from './hangup.api.ts';
import { hangupCalls, SORT_PARAM, sortFieldOf } from './hangup.data.ts';
import type { NodePick } from './node-calls.tsx';
import { NodeCard } from './node-card.tsx';
import { SIDES, type Side } from './node-chart.ts';

// The drawer of a node's calls (a paged table, a node select): closed at first, so its code follows
// the first chart.
const NodeCalls = laterPart(() => import('./node-calls.tsx').then((m) => m.NodeCalls));

/**
 * The hang-up node board: today's hang-ups by side against yesterday, and the flow nodes calls
 * ended at over the range (one month at most, requirements §5) with their hang-ups by side. A bar or a side's figure
 * opens those calls in the records list; a node's total opens them here (nodeHangUpList).
 */
export default function HangupNodePage() {
  const { t } = useTranslation(['board-hangup', 'databoard']);
  const [filter, set] = useBoardFilter();
  const [params, setParams] = useSearchParams();
  const sortField = sortFieldOf(params);
  const { scope, stat: statCall, today: todayCall } = hangupCalls(filter, sortField);
  const query = statCall.query;
  const bad = checkConsoleRange([dayjs(filter.startDay), dayjs(filter.endDay)], { month: true }) !== null;
  const stat = useQuery({
    queryKey: statCall.queryKey,
    queryFn: () => fetchNodeStat(query),
    enabled: !bad,
    placeholderData: keepPreviousData,
  });
  const today = useQueries({
    queries: SIDES.map((side) => ({
      queryKey: todayCall.keyOf(side),
      queryFn: () => fetchToday(side, todayCall.query),
    })),
  });
  const [pick, setPick] = useState<NodePick | null>(null);
  const drill = useDrill();
  const openNode = (botId: string, nodeId: string, side?: Side) =>
    stat.data &&
    drill(stat.data.range, filter.direction, {
      ...scope,
      botId: botId || undefined,
      hangupNodeId: nodeId,
      hangupBy: side,
    });
  const openToday = (d: TodayHangUp, more: RecordDrill) =>
    drill({ timeZone: d.timeZone, startDay: d.day, endDay: d.day }, filter.direction, { ...scope, ...more });
  const kpis: KpiItem[] = SIDES.flatMap((side, i) => {
    const d = today[i].data;
    if (!d) return [];
    return [
      {
        key: `today-${side}`,
        label: t(`today.${side}`),
        kpi: d.hangups,
        onClick: () => openToday(d, { hangupBy: side }),
      },
      { key: `today-${side}-share`, label: t(`today.${side}Share`), kpi: d.share, format: 'percent' as const },
    ];
  });
  return (
    <PageContainer>
      <BoardFilters
        filter={filter}
        onChange={set}
        monthLimit
        version
        extra={
          <BoardExport
            path={exportHangUps.path}
            query={query}
            code="aicall.boardHangup.export-button"
            name="hangup-nodes"
          />
        }
      />
      {kpis.length > 0 && <KpiCards items={kpis} />}
      <Typography.Paragraph type="secondary" data-testid="board-hint">
        {t('databoard:drillHint')} {t('hint')}
      </Typography.Paragraph>
      <NodeCard
        stat={stat.data}
        loading={stat.isFetching && !stat.data}
        withBot={!filter.botId && new Set(stat.data?.rows.map((r) => r.botId)).size > 1}
        sortField={sortField}
        sort={filter.sort}
        onSort={(field, sort) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set(SORT_PARAM, field);
              next.set('sort', sort);
              return next;
            },
            { replace: true },
          )
        }
        onDrill={(r, side) => openNode(r.botId, r.nodeId, side)}
        onCalls={(r) => setPick({ botId: r.botId, nodeId: r.nodeId, nodeName: r.nodeName })}
      />
      <Later fallback={null}>
        <NodeCalls
          pick={pick}
          query={boardQuery(filter)}
          onPick={setPick}
          onDrill={(p) => openNode(p.botId, p.nodeId, p.side)}
        />
      </Later>
    </PageContainer>
  );
}
