import type { TagDistribution, TagRowStat } from '@zhiyu/contract/modules/aicall/board-tags';
import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Button, Card, Col, Empty, Row, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../shared/chart.tsx';
import { PIE_SLICES, percent, pieOption } from './tags-chart.ts';

export interface DistributionCardProps {
  data?: TagDistribution;
  loading: boolean;
  sort: SortDir;
  onSort: (s: SortDir) => void;
  /** Opens the calls that carried a tag (a slice, a row's count). */
  onOpen: (tag: string) => void;
}

/** Each tag's calls over the range: a ring of the most counted ones, and every tag as a table. */
export function DistributionCard({ data, loading, sort, onSort, onOpen }: DistributionCardProps) {
  const { t } = useTranslation(['board-tags', 'databoard']);
  const rows = data?.rows ?? [];
  const option = useMemo(
    () =>
      pieOption(rows, (i) => {
        const r = rows[i];
        return r ? `${r.tag}<br/>${t('count')}: ${r.count} (${percent(r.share)})` : '';
      }),
    [rows, t],
  );
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
    <Card title={t('distribution.title')} style={{ marginBottom: 16 }} data-testid="tags-distribution">
      {!loading && rows.length === 0 ? (
        <Empty description={t('databoard:empty')} />
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={10}>
            <Chart
              option={option}
              loading={loading}
              height={300}
              testId="tags-pie"
              onPick={(p) => rows[p.dataIndex] && onOpen(rows[p.dataIndex].tag)}
            />
            {rows.length > PIE_SLICES && (
              <Typography.Text type="secondary">{t('distribution.pieTop', { n: PIE_SLICES })}</Typography.Text>
            )}
          </Col>
          <Col xs={24} xl={14}>
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
          </Col>
        </Row>
      )}
    </Card>
  );
}
