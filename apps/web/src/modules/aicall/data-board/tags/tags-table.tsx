import type { TagRowStat } from '@zhiyu/contract/modules/aicall/board-tags';
import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { percent } from './tags-chart.ts';

export interface TagsTableProps {
  rows: TagRowStat[];
  loading: boolean;
  sort: SortDir;
  onSort: (s: SortDir) => void;
  onOpen: (tag: string) => void;
}

/**
 * Every tag of the range beside the ring, ordered on the server by its count (ASC or DESC); a count
 * opens the calls that carried the tag. A chunk of its own, shown after the ring (shared/later.tsx).
 */
export function TagsTable({ rows, loading, sort, onSort, onOpen }: TagsTableProps) {
  const { t } = useTranslation(['board-tags', 'databoard']);
  const columns: ColumnsType<TagRowStat> = [
    {
      title: t('tag'),
      dataIndex: 'tag',
      ellipsis: true,
      render: (v: string, r) => (
        <span>
          {v}
          {!r.managed && (
            <Tag style={{ marginLeft: 6 }} data-testid="tag-unmanaged">
              {t('unmanaged')}
            </Tag>
          )}
        </span>
      ),
    },
    { title: t('group.label'), dataIndex: 'group', width: 100, render: (g: string) => t(`group.${g}`) },
    {
      title: t('count'),
      dataIndex: 'count',
      width: 100,
      sorter: true,
      sortOrder: sort === 'ASC' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend'],
      render: (v: number, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} data-testid="tag-count" onClick={() => onOpen(r.tag)}>
          {v.toLocaleString('en-US')}
        </Button>
      ),
    },
    { title: t('previous'), dataIndex: 'previous', width: 100 },
    { title: t('share'), dataIndex: 'share', width: 100, render: (v: number) => percent(v) },
    { title: t('callShare'), dataIndex: 'callShare', width: 110, render: (v: number) => percent(v) },
  ];
  return (
    <Table<TagRowStat>
      size="small"
      rowKey="tag"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      data-testid="tags-table"
      onChange={(_p, _f, s, extra) => {
        if (extra.action !== 'sort') return;
        const one = Array.isArray(s) ? s[0] : s;
        onSort(one?.order === 'ascend' ? 'ASC' : 'DESC');
      }}
    />
  );
}
