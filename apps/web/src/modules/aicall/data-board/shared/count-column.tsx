import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Button } from 'antd';
import type { ColumnType, TableProps } from 'antd/es/table';

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

/** A ranking table's `onChange`: a header click asks the server for that order (paging is left alone). */
export function sortChange<T>(onSort: (s: SortDir) => void): TableProps<T>['onChange'] {
  return (_p, _f, s, extra) => {
    if (extra.action !== 'sort') return;
    const one = Array.isArray(s) ? s[0] : s;
    onSort(one?.order === 'ascend' ? 'ASC' : 'DESC');
  };
}
