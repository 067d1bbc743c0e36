import type { TagRowStat } from '@zhiyu/contract/modules/aicall/board-tags';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { LocalPagedTable } from '../../../../components/crud/paged-table.tsx';
import { countColumn, sortChange } from '../shared/count-column.tsx';
import type { DistributionCardProps } from './distribution-card.tsx';
import { percent } from './tags-chart.ts';

/** The card's props, with its rows in place of the whole distribution. */
export type TagsTableProps = Omit<DistributionCardProps, 'data'> & { rows: TagRowStat[] };

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
    countColumn<TagRowStat>({
      title: t('count'),
      dataIndex: 'count',
      width: 100,
      sort,
      testId: 'tag-count',
      onOpen: (r) => onOpen(r.tag),
    }),
    { title: t('previous'), dataIndex: 'previous', width: 100 },
    { title: t('share'), dataIndex: 'share', width: 100, render: (v: number) => percent(v) },
    { title: t('callShare'), dataIndex: 'callShare', width: 110, render: (v: number) => percent(v) },
  ];
  return (
    <LocalPagedTable<TagRowStat>
      paginationTestId="tags-pagination"
      size="small"
      rowKey="tag"
      columns={columns}
      dataSource={rows}
      loading={loading}
      data-testid="tags-table"
      onChange={sortChange<TagRowStat>(onSort)}
    />
  );
}
