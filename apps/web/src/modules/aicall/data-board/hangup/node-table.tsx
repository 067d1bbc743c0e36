import type { NodeHangUpRow } from '@zhiyu/contract/modules/aicall/board-hangup';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { LocalPagedTable } from '../../../../components/crud/paged-table.tsx';
import type { NodeCardProps, NodeSortField } from './node-card.tsx';
import { percent, SIDES, type Side } from './node-chart.ts';

/** The card's props, with its rows in place of the whole stat. */
export type NodeTableProps = Omit<NodeCardProps, 'stat'> & { rows: NodeHangUpRow[] };

const key = (r: NodeHangUpRow) => `${r.botId}\u0000${r.nodeId}`;

/**
 * The node figures under the chart, sorted on the server (a header click sends the column and ASC
 * or DESC): a side's figure opens those calls in the records list, the total opens them on the page.
 * A chunk of its own, shown after the chart is drawn (shared/later.tsx).
 */
export function NodeTable({ rows, loading, withBot, sortField, sort, onSort, onDrill, onCalls }: NodeTableProps) {
  const { t } = useTranslation(['board-hangup', 'databoard']);
  const sides = { user: t('side.user'), system: t('side.system') };
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
    <LocalPagedTable<NodeHangUpRow>
      paginationTestId="nodes-pagination"
      defaultPageSize={20}
      size="small"
      rowKey={key}
      columns={columns}
      dataSource={rows}
      loading={loading}
      data-testid="nodes-table"
      onChange={(_p, _f, s) => {
        const one = Array.isArray(s) ? s[0] : s;
        const field = (one?.field as NodeSortField | undefined) ?? sortField;
        onSort(field, one?.order === 'ascend' ? 'ASC' : 'DESC');
      }}
    />
  );
}
