import type { HotRow } from '@zhiyu/contract/modules/aicall/board-hot';
import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { percent } from './rank-chart.ts';

export interface HotTableProps {
  name: 'intents' | 'utterances';
  rows: HotRow[];
  loading: boolean;
  sort: SortDir;
  onSort: (s: SortDir) => void;
  onOpen: (row: HotRow) => void;
}

/**
 * A ranking's figures under its chart, ordered on the server (the calls header sends ASC or DESC);
 * a figure opens the row's calls. A chunk of its own, shown after the chart (shared/later.tsx).
 */
export function HotTable({ name, rows, loading, sort, onSort, onOpen }: HotTableProps) {
  const { t } = useTranslation(['board-hot', 'databoard']);
  const columns: ColumnsType<HotRow> = [
    { title: t('rank'), key: 'rank', width: 64, render: (_v, _r, i) => i + 1 },
    { title: t(`${name}.item`), dataIndex: 'item', ellipsis: true },
    {
      title: t('calls'),
      dataIndex: 'calls',
      width: 110,
      sorter: true,
      sortOrder: sort === 'ASC' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend'],
      render: (v: number, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} data-testid={`${name}-calls`} onClick={() => onOpen(r)}>
          {v.toLocaleString('en-US')}
        </Button>
      ),
    },
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
      onChange={(_p, _f, s) => {
        const one = Array.isArray(s) ? s[0] : s;
        onSort(one?.order === 'ascend' ? 'ASC' : 'DESC');
      }}
    />
  );
}
