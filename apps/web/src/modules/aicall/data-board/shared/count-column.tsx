import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';

/**
 * A ranking's count column: ordered on the server (its header sends ASC or DESC, so antd shows the
 * board's order and never clears it), each figure a link that opens the calls behind its row.
 */
export function countColumn<T>(p: {
  title: string;
  dataIndex: keyof T & string;
  width: number;
  sort: SortDir;
  testId: string;
  onOpen: (row: T) => void;
}): ColumnType<T> {
  return {
    title: p.title,
    dataIndex: p.dataIndex,
    width: p.width,
    sorter: true,
    sortOrder: p.sort === 'ASC' ? 'ascend' : 'descend',
    sortDirections: ['descend', 'ascend'],
    render: (v: number, r) => (
      <Button type="link" size="small" style={{ padding: 0 }} data-testid={p.testId} onClick={() => p.onOpen(r)}>
        {v.toLocaleString('en-US')}
      </Button>
    ),
  };
}
