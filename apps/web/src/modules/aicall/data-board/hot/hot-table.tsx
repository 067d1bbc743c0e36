import type { HotRow } from '@zhiyu/contract/modules/aicall/board-hot';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { countColumn, sortChange } from '../shared/count-column.tsx';
import type { HotRankingProps } from './hot-ranking.tsx';
import { percent } from './rank-chart.ts';

/** The card's props, with its rows in place of the whole ranking. */
export type HotTableProps = Omit<HotRankingProps, 'ranking'> & { rows: HotRow[] };

/**
 * A ranking's figures under its chart, ordered on the server (the calls header sends ASC or DESC);
 * a figure opens the row's calls. A chunk of its own, shown after the chart (shared/later.tsx).
 */
export function HotTable({ name, rows, loading, sort, onSort, onOpen }: HotTableProps) {
  const { t } = useTranslation(['board-hot', 'databoard']);
  const columns: ColumnsType<HotRow> = [
    { title: t('rank'), key: 'rank', width: 64, render: (_v, _r, i) => i + 1 },
    { title: t(`${name}.item`), dataIndex: 'item', ellipsis: true },
    countColumn<HotRow>({ title: t('calls'), dataIndex: 'calls', width: 110, sort, testId: `${name}-calls`, onOpen }),
    { title: t('share'), dataIndex: 'share', width: 120, render: (v: number) => percent(v) },
  ];
  return (
    <Table<HotRow>
      size="small"
      rowKey="item"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      data-testid={`${name}-table`}
      onChange={sortChange<HotRow>(onSort)}
    />
  );
}
