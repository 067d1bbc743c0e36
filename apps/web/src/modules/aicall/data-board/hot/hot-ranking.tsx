import type { HotRow, HotRanking as Ranking } from '@zhiyu/contract/modules/aicall/board-hot';
import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Button, Card, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../shared/chart.tsx';
import { percent, rankBarOption } from './rank-chart.ts';

export interface HotRankingProps {
  /** `intents` or `utterances`: the locale keys and test ids of the card. */
  name: 'intents' | 'utterances';
  ranking?: Ranking;
  loading: boolean;
  sort: SortDir;
  onSort: (s: SortDir) => void;
  /** Opens the calls behind a row (its bar or its figure). */
  onOpen: (row: HotRow) => void;
}

/** One ranking of the hot-topics board: its bar chart and, under it, the same figures as a table. */
export function HotRankingCard({ name, ranking, loading, sort, onSort, onOpen }: HotRankingProps) {
  const { t } = useTranslation(['board-hot', 'databoard']);
  const rows = ranking?.rows ?? [];
  const option = useMemo(
    () =>
      rankBarOption(
        rows.map((r) => r.item),
        rows.map((r) => r.calls),
        (i) => `${rows[i].item}<br/>${t('calls')}: ${rows[i].calls} (${percent(rows[i].share)})`,
      ),
    [rows, t],
  );
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
    <Card
      title={t(`${name}.title`)}
      extra={
        ranking && (
          <Typography.Text type="secondary" data-testid={`${name}-distinct`}>
            {t(`${name}.distinct`, { n: ranking.distinct.value })}
          </Typography.Text>
        )
      }
      style={{ marginBottom: 16 }}
      data-testid={`hot-${name}`}
    >
      {!loading && rows.length === 0 ? (
        <Empty description={t('databoard:empty')} />
      ) : (
        <>
          <Chart
            option={option}
            loading={loading}
            height={Math.max(200, rows.length * 28 + 24)}
            testId={`${name}-chart`}
            onPick={(p) => rows[p.dataIndex] && onOpen(rows[p.dataIndex])}
          />
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
        </>
      )}
    </Card>
  );
}
