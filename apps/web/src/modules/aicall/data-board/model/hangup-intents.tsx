import type { HangupIntentRow, ModelStat } from '@zhiyu/contract/modules/aicall/board-model';
import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Card, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../components/charts/chart.tsx';
import { percent, rankBarOption } from '../hot/rank-chart.ts';
import { countColumn, sortChange } from '../shared/count-column.tsx';

export interface HangupIntentsProps {
  data: ModelStat['hangupIntents'];
  sort: SortDir;
  onSort: (s: SortDir) => void;
  /** Opens the calls the callee hung up after the row's intent. */
  onOpen: (row: HangupIntentRow) => void;
}

/** The intents callees most often hung up after: bars ranked by the server, and the same as a table. */
export function HangupIntents({ data, sort, onSort, onOpen }: HangupIntentsProps) {
  const { t } = useTranslation(['board-model', 'databoard']);
  const rows = data.rows;
  const name = (r: HangupIntentRow) => r.intent || t('hangup.unrecognised');
  const option = useMemo(() => {
    const names = rows.map((r) => r.intent || t('hangup.unrecognised'));
    return rankBarOption(
      names,
      rows.map((r) => r.calls),
      (i) => `${names[i]}<br/>${t('hangup.calls')}: ${rows[i].calls} (${percent(rows[i].rate)})`,
    );
  }, [rows, t]);
  const columns: ColumnsType<HangupIntentRow> = [
    { title: t('hangup.rank'), key: 'rank', width: 64, render: (_v, _r, i) => i + 1 },
    { title: t('hangup.intent'), key: 'intent', ellipsis: true, render: (_v, r) => name(r) },
    countColumn<HangupIntentRow>({
      title: t('hangup.calls'),
      dataIndex: 'calls',
      width: 120,
      sort,
      testId: 'hangup-calls',
      onOpen,
    }),
    { title: t('hangup.rate'), dataIndex: 'rate', width: 130, render: (v: number) => percent(v) },
  ];
  return (
    <Card
      title={t('hangup.title')}
      extra={<Typography.Text type="secondary">{t('hangup.distinct', { n: data.distinct })}</Typography.Text>}
      style={{ marginBottom: 16 }}
      data-testid="model-hangup"
    >
      {rows.length === 0 ? (
        <Empty description={t('databoard:empty')} />
      ) : (
        <>
          <Chart
            option={option}
            testId="hangup-chart"
            height={Math.max(200, rows.length * 28 + 24)}
            onPick={(p) => rows[p.dataIndex] && onOpen(rows[p.dataIndex])}
          />
          <Table<HangupIntentRow>
            size="small"
            rowKey="intent"
            columns={columns}
            dataSource={rows}
            pagination={false}
            data-testid="hangup-table"
            onChange={sortChange<HangupIntentRow>(onSort)}
          />
        </>
      )}
    </Card>
  );
}
