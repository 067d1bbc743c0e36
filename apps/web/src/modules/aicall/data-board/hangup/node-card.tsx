import type { NODE_SORT_FIELDS, NodeHangUpRow, NodeHangUpStat } from '@zhiyu/contract/modules/aicall/board-hangup';
import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Button, Card, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../shared/chart.tsx';
import { nodeBarOption, nodeLabel, percent, SIDES, type Side } from './node-chart.ts';

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

const key = (r: NodeHangUpRow) => `${r.botId}\u0000${r.nodeId}`;

/** The nodes calls ended at: stacked bars by side and, under them, the same figures as a table. */
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
  const order = (f: NodeSortField): SortOrder => (sortField === f ? (sort === 'ASC' ? 'ascend' : 'descend') : null);
  const figure = (f: Side | 'total') => ({
    title: f === 'total' ? t('total') : sides[f],
    dataIndex: f,
    width: 110,
    sorter: true,
    sortOrder: order(f),
    sortDirections: ['descend', 'ascend'] as SortOrder[],
    render: (v: number, r: NodeHangUpRow) => (
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        data-testid={`node-${f}`}
        onClick={() => (f === 'total' ? onCalls(r) : onDrill(r, f))}
      >
        {v.toLocaleString('en-US')}
      </Button>
    ),
  });
  const columns: ColumnsType<NodeHangUpRow> = [
    {
      title: t('node'),
      key: 'node',
      ellipsis: true,
      render: (_v, r) => (
        <span>
          {r.nodeName}
          {r.nodeName !== r.nodeId && (
            <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
              {r.nodeId}
            </Typography.Text>
          )}
        </span>
      ),
    },
    ...(withBot ? [{ title: t('databoard:bot'), dataIndex: 'botName', ellipsis: true }] : []),
    ...SIDES.map(figure),
    figure('total'),
    {
      title: t('rate'),
      dataIndex: 'rate',
      width: 110,
      sorter: true,
      sortOrder: order('rate'),
      sortDirections: ['descend', 'ascend'],
      render: (v: number) => percent(v),
    },
  ];
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
          <Table<NodeHangUpRow>
            size="small"
            rowKey={key}
            columns={columns}
            dataSource={rows}
            loading={loading}
            pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            data-testid="nodes-table"
            onChange={(_p, _f, s) => {
              const one = Array.isArray(s) ? s[0] : s;
              const field = (one?.field as NodeSortField | undefined) ?? sortField;
              onSort(field, one?.order === 'ascend' ? 'ASC' : 'DESC');
            }}
          />
        </>
      )}
    </Card>
  );
}
