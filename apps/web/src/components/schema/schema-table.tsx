import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@zhiyu/contract/list';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { type AnyEndpoint, callQuery, type WireQuery } from '../../platform/list/call-query.ts';
import { useListState, useLocalListState } from '../../platform/list/list-state.ts';
import { initialFilters, isIn, toWire } from './fields.tsx';
import { ListPagination } from './list-pagination.tsx';
import { SearchForm } from './search-form.tsx';
import type { SchemaColumn } from './types.ts';
import { valueTypeOf } from './value-types/registry.ts';

type Values = Record<string, unknown>;

export interface SchemaTableProps<Row extends { id: string }, E extends AnyEndpoint = AnyEndpoint> {
  columns: SchemaColumn<Row>[];
  /** The resource's list key (requirements D3.7); the wire params are appended to it. */
  queryKey: readonly unknown[];
  /**
   * The list endpoint: pageNum, pageSize, sortField, sortOrder, the filters and `extra` are sent as
   * its query (keyed by its query fields; the server checks them).
   */
  list: E;
  /** Fixed params of every request (a parent id, a date range), added to the wire params. */
  extra?: WireQuery<E>;
  /** Fetches one page; by default calls `list` with the query. */
  request?: (query: WireQuery<E>) => Promise<Page<Row>>;
  /** Buttons above the table; `selected` holds the checked rows when `selectable`. */
  toolbar?: (ctx: { selected: Row[]; clear: () => void }) => ReactNode;
  /**
   * The operation column, fixed at the right edge. Without `width` it is as wide as its content:
   * cells built with `RowActions` (components/row-actions) stay on one line.
   */
  actions?: { title: ReactNode; width?: number; render: (row: Row) => ReactNode };
  selectable?: boolean;
  /** Detail shown under a row when it is expanded (e.g. an audit record's before and after). */
  expandedRow?: (row: Row) => ReactNode;
  /**
   * Where page, size, sort and filters live: the URL (default), or the component for a list whose
   * screen's address already holds another list (the documents tab beside a library's knowledge).
   */
  listState?: 'url' | 'local';
}

/** The list endpoint called with the wire params; the page's row type comes from the columns. */
function callList<Row>(list: AnyEndpoint, params: Values): Promise<Page<Row>> {
  return callQuery(list, params);
}

const ORDER = { ASC: 'ascend', DESC: 'descend' } as const;
/** Header and horizontal scrollbar stay in view while the page scrolls (the shell's header scrolls away). */
export const TABLE_STICKY = { offsetHeader: 0, offsetScroll: 0 } as const;

/** Table columns from the column list: each cell drawn by its value type unless `render` is given. */
function tableColumns<Row>(cols: SchemaColumn<Row>[], sort: { field?: string; order?: 'ASC' | 'DESC' }) {
  return cols
    .filter((c) => isIn(c as SchemaColumn, 'table') && c.valueType !== 'hidden' && c.show !== false)
    .map((c) => {
      const Cell = valueTypeOf(c.valueType).Cell;
      const field = typeof c.sorter === 'string' ? c.sorter : c.dataIndex;
      return {
        key: c.dataIndex,
        dataIndex: c.dataIndex,
        title: c.title,
        width: c.width,
        sorter: !!c.sorter,
        sortOrder: c.sorter && sort.field === field && sort.order ? ORDER[sort.order] : null,
        render: (v: unknown, row: Row) =>
          c.render ? c.render(v, row) : Cell ? <Cell col={c as SchemaColumn} value={v} /> : String(v ?? ''),
      };
    });
}

/**
 * A server-paged list from a column list: search form, toolbar, table with server sort, and the
 * §9 pagination. Page, size, sort and filters live in the URL; this component owns the list query.
 */
export function SchemaTable<Row extends { id: string }, E extends AnyEndpoint = AnyEndpoint>({
  columns,
  queryKey,
  list,
  extra,
  request,
  toolbar,
  actions,
  selectable,
  expandedRow,
  listState = 'url',
}: SchemaTableProps<Row, E>) {
  const inUrl = useListState();
  const inComponent = useLocalListState();
  const { state, setPage, setSort, setFilters } = listState === 'local' ? inComponent : inUrl;
  // One search form per history entry: back and forward show the filters of the URL (SearchForm).
  const entry = useLocation().key;
  const [selected, setSelected] = useState<Row[]>([]);
  const filters = state.searched ? state.filters : initialFilters(columns as SchemaColumn[]);
  const params: Values = {
    pageNum: state.pageNum,
    pageSize: state.pageSize,
    ...(state.sortField ? { sortField: state.sortField, sortOrder: state.sortOrder } : {}),
    ...toWire(columns as SchemaColumn[], filters),
    ...extra,
  };
  const q = useQuery({
    queryKey: [...queryKey, params],
    queryFn: () => (request ? request(params) : callList<Row>(list, params)),
    placeholderData: keepPreviousData,
  });
  const cols: ColumnsType<Row> = [
    ...tableColumns(columns, { field: state.sortField, order: state.sortOrder }),
    ...(actions
      ? [
          {
            key: 'actions',
            title: actions.title,
            width: actions.width,
            fixed: 'right' as const,
            render: (_: unknown, r: Row) => actions.render(r),
          },
        ]
      : []),
  ];
  return (
    <div>
      <SearchForm key={entry} columns={columns} values={filters} onSearch={setFilters} />
      {toolbar && (
        <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
          {toolbar({ selected, clear: () => setSelected([]) })}
        </div>
      )}
      <Table<Row>
        rowKey="id"
        size="middle"
        loading={q.isFetching}
        columns={cols}
        dataSource={q.data?.list ?? []}
        pagination={false}
        // As wide as its columns: a list wider than its container scrolls sideways under the fixed
        // operation column (whose edge then casts antd's shadow), and the sticky scrollbar stays at
        // the bottom of the window while the table's own bottom is out of view.
        scroll={{ x: 'max-content' }}
        sticky={TABLE_STICKY}
        expandable={expandedRow ? { expandedRowRender: expandedRow } : undefined}
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selected.map((r) => r.id),
                onChange: (_k, rows) => setSelected(rows),
                preserveSelectedRowKeys: false,
              }
            : undefined
        }
        onChange={(_p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const col = columns.find((c) => c.dataIndex === s?.columnKey);
          const field = col && typeof col.sorter === 'string' ? col.sorter : (s?.columnKey as string | undefined);
          setSort(field, s?.order === 'ascend' ? 'ASC' : s?.order === 'descend' ? 'DESC' : undefined);
        }}
      />
      <ListPagination
        pageNum={state.pageNum}
        pageSize={state.pageSize}
        total={q.data?.total ?? 0}
        totalCapped={q.data?.totalCapped}
        onChange={setPage}
      />
    </div>
  );
}
