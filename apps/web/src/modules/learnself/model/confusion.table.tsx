import type { Evaluation } from '@zhiyu/contract/modules/learnself/model';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfusionOrder, type ConfusionRow, cellColor, sortedConfusion } from './confusion.data.ts';

const CELL_WIDTH = 72;

export interface ConfusionTableProps {
  evaluation: Pick<Evaluation, 'labels' | 'matrix'>;
  /** By name (the default), or the most confused labels first (semantic diagnosis). */
  order?: ConfusionOrder;
  /** The hint above the grid and the row total's title, when they differ from a model evaluation's. */
  hint?: string;
  totalTitle?: string;
}

/**
 * The confusion matrix of an evaluation (requirements R4 model evaluation): one row per true label,
 * one column per predicted label, both in one order (by name unless told); each cell coloured by its
 * share of the row, right predictions green and wrong ones red. The matrix is one grid, scrolled
 * rather than paged. Semantic diagnosis shows its cross-validation matrix with it.
 */
export function ConfusionTable({ evaluation, order = 'name', hint, totalTitle }: ConfusionTableProps) {
  const { t } = useTranslation('learnself');
  const confusion = useMemo(() => sortedConfusion(evaluation, order), [evaluation, order]);
  const columns: ColumnsType<ConfusionRow> = [
    {
      key: 'label',
      title: t('eval.trueLabel'),
      dataIndex: 'label',
      fixed: 'left',
      width: 160,
      ellipsis: true,
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
    ...confusion.labels.map((label, j) => ({
      key: `p${j}`,
      title: (
        <Typography.Text ellipsis={{ tooltip: label }} style={{ maxWidth: CELL_WIDTH - 16 }}>
          {label}
        </Typography.Text>
      ),
      width: CELL_WIDTH,
      align: 'center' as const,
      onCell: (row: ConfusionRow, i?: number) => ({
        style: { background: cellColor(row.counts[j] ?? 0, row.total, i === j) },
      }),
      render: (_v: unknown, row: ConfusionRow) => (row.counts[j] ? row.counts[j] : ''),
    })),
    {
      key: 'total',
      title: totalTitle ?? t('eval.support'),
      dataIndex: 'total',
      width: 80,
      align: 'center',
      fixed: 'right',
    },
  ];
  return (
    <div data-testid="confusion-matrix">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {hint ?? t('eval.matrixHint')}
      </Typography.Paragraph>
      <Table<ConfusionRow>
        rowKey="label"
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={confusion.rows}
        scroll={{ x: 'max-content', y: 480 }}
      />
    </div>
  );
}
