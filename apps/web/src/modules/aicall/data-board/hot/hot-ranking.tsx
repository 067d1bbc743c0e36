import type { HotRow, HotRanking as Ranking } from '@zhiyu/contract/modules/aicall/board-hot';
import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Card, Empty, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../components/charts/chart.tsx';
import { Later, laterPart } from '../shared/later.tsx';
import { percent, rankBarOption } from './rank-chart.ts';

const HotTable = laterPart(() => import('./hot-table.tsx').then((m) => m.HotTable));

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

/** One ranking of the hot-topics board: its bar chart and, under it once drawn, the same figures as a table. */
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
          <Later>
            <HotTable name={name} rows={rows} loading={loading} sort={sort} onSort={onSort} onOpen={onOpen} />
          </Later>
        </>
      )}
    </Card>
  );
}
