import type { NODE_SORT_FIELDS, NodeHangUpRow, NodeHangUpStat } from '@zhiyu/contract/modules/aicall/board-hangup';
import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Card, Empty, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../components/charts/chart.tsx';
import { Later, laterPart } from '../shared/later.tsx';
import { nodeBarOption, nodeLabel, percent, SIDES, type Side } from './node-chart.ts';

const NodeTable = laterPart(() => import('./node-table.tsx').then((m) => m.NodeTable));

export type NodeSortField = (typeof NODE_SORT_FIELDS)[number];

export interface NodeCardProps {
  stat?: NodeHangUpStat;
  loading: boolean;
  /** Several bots on the board: nodes are named with their bot. */
  withBot: boolean;
  sortField: NodeSortField;
  sort: SortDir;
  onSort: (field: NodeSortField, sort: SortDir) => void;
  /** The records list behind a node's figure of one side (a bar, a side's figure). */
  onDrill: (row: NodeHangUpRow, side: Side) => void;
  /** The calls that hung up at a node, on this page (the total's figure). */
  onCalls: (row: NodeHangUpRow) => void;
}

/** The nodes calls ended at: stacked bars by side and, under them once drawn, the same figures as a table. */
export function NodeCard({ stat, loading, withBot, sortField, sort, onSort, onDrill, onCalls }: NodeCardProps) {
  const { t } = useTranslation(['board-hangup', 'databoard']);
  const rows = stat?.rows ?? [];
  const sides = useMemo(() => ({ user: t('side.user'), system: t('side.system') }), [t]);
  const option = useMemo(
    () =>
      nodeBarOption(rows, withBot, sides, (i) => {
        const r = rows[i];
        if (!r) return '';
        return `${nodeLabel(r, withBot)}<br/>${sides.user}: ${r.user}<br/>${sides.system}: ${r.system}<br/>${t('rate')}: ${percent(r.rate)}`;
      }),
    [rows, withBot, sides, t],
  );
  return (
    <Card
      title={t('nodes.title')}
      extra={
        stat && (
          <Typography.Text type="secondary" data-testid="node-totals">
            {t('nodes.totals', { total: stat.totals.total, user: stat.totals.user, system: stat.totals.system })}
          </Typography.Text>
        )
      }
      style={{ marginBottom: 16 }}
      data-testid="hangup-nodes"
    >
      {!loading && rows.length === 0 ? (
        <Empty description={t('databoard:empty')} />
      ) : (
        <>
          <Chart
            option={option}
            loading={loading}
            height={320}
            testId="nodes-chart"
            onPick={(p) => rows[p.dataIndex] && onDrill(rows[p.dataIndex], SIDES[p.seriesIndex])}
          />
          <Later>
            <NodeTable
              rows={rows}
              loading={loading}
              withBot={withBot}
              sortField={sortField}
              sort={sort}
              onSort={onSort}
              onDrill={onDrill}
              onCalls={onCalls}
            />
          </Later>
        </>
      )}
    </Card>
  );
}
