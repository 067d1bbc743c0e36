import { DEFAULT_PAGE_SIZE, type TABLE_PAGE_SIZES } from '@zhiyu/contract/list';
import { Table, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { type Key, useState } from 'react';
import { ListPagination, type ListPaginationProps } from '../schema/list-pagination.tsx';

type Paging = Pick<
  ListPaginationProps,
  'pageNum' | 'pageSize' | 'total' | 'totalCapped' | 'onChange' | 'totalLabel' | 'testId'
>;

/**
 * A table paged on the server under the one pagination of every list (requirements §9: total,
 * sizes 5/10/20/50/100, prev, pager, next, jumper). antd's own pagination stays off.
 */
export function PagedTable<T extends object>({
  paging,
  ...table
}: Omit<TableProps<T>, 'pagination'> & { paging: Paging }) {
  return (
    <>
      <Table<T> {...table} pagination={false} />
      <ListPagination {...paging} />
    </>
  );
}

type Sort = { key?: Key; order?: SortOrder };

/** The rows in the order of a column's own compare function, when the header asks for one. */
function sortRows<T>(rows: readonly T[], columns: TableProps<T>['columns'], sort: Sort): readonly T[] {
  const col = columns?.find((c) => (c.key ?? ('dataIndex' in c ? String(c.dataIndex) : undefined)) === sort.key);
  const sorter = col?.sorter;
  const compare = typeof sorter === 'function' ? sorter : typeof sorter === 'object' ? sorter.compare : undefined;
  if (!compare || !sort.order) return rows;
  const sign = sort.order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(a, b, sort.order));
}

/**
 * Rows already in hand, paged in the browser by the same pagination (10 rows unless told). A column
 * sorted by its own compare function orders every row, not just the page shown.
 */
export function LocalPagedTable<T extends object>({
  dataSource,
  paginationTestId,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  onChange,
  ...table
}: Omit<TableProps<T>, 'pagination'> & {
  paginationTestId?: string;
  /** The first size, one of the table sizes (a month of days fits 50). */
  defaultPageSize?: (typeof TABLE_PAGE_SIZES)[number];
}) {
  const [page, setPage] = useState<{ pageNum: number; pageSize: number }>({ pageNum: 1, pageSize: defaultPageSize });
  const [sort, setSort] = useState<Sort>({});
  const rows = sortRows(dataSource ?? [], table.columns, sort);
  // A shorter list (new filters) never leaves the pager past its last page.
  const last = Math.max(1, Math.ceil(rows.length / page.pageSize));
  const pageNum = Math.min(page.pageNum, last);
  const shown = rows.slice((pageNum - 1) * page.pageSize, pageNum * page.pageSize);
  return (
    <PagedTable<T>
      {...table}
      dataSource={shown}
      onChange={(p, f, sorter, extra) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        setSort({ key: one?.columnKey, order: one?.order });
        onChange?.(p, f, sorter, extra);
      }}
      paging={{
        pageNum,
        pageSize: page.pageSize,
        total: rows.length,
        testId: paginationTestId,
        onChange: (n, size) => setPage({ pageNum: size === page.pageSize ? n : 1, pageSize: size }),
      }}
    />
  );
}
