import {
  OVERVIEW_FIGURES,
  type OverviewBucket,
  type OverviewFigure,
} from '@zhiyu/contract/modules/aicall/board-overview';
import type { Kpi, RecordDrill } from '@zhiyu/contract/modules/aicall/databoard';
import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatFigure } from '../../../../components/charts/kpi-cards.tsx';
import { LocalPagedTable } from '../../../../components/crud/paged-table.tsx';
import { OVERVIEW_FORMATS } from './overview-formats.ts';

export interface OverviewTableProps {
  trend: OverviewBucket[];
  totals: Record<OverviewFigure, Kpi>;
  /** Opens the calls behind a figure: a bucket's days, or the whole range (`bucket` undefined). */
  onOpen: (bucket: OverviewBucket | undefined, drill: RecordDrill) => void;
}

/** The trend's figures per bucket with the range's total; columns sort in the browser. */
export function OverviewTable({ trend, totals, onOpen }: OverviewTableProps) {
  const { t } = useTranslation(['board-overview', 'inputs']);
  const link = (f: OverviewFigure, v: number, b: OverviewBucket | undefined, id: string) => (
    <Typography.Link data-testid={`cell-${id}-${f}`} onClick={() => onOpen(b, OVERVIEW_FORMATS[f].drill)}>
      {formatFigure(t, v, OVERVIEW_FORMATS[f].format)}
    </Typography.Link>
  );
  const columns: ColumnsType<OverviewBucket> = [
    {
      key: 'bucket',
      dataIndex: 'bucket',
      title: t('col.bucket'),
      sorter: (a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0),
    },
    ...OVERVIEW_FIGURES.map((f) => ({
      key: f,
      dataIndex: f,
      title: t(`kpi.${f}`),
      align: 'right' as const,
      sorter: (a: OverviewBucket, b: OverviewBucket) => a[f] - b[f],
      render: (v: number, b: OverviewBucket) => link(f, v, b, b.bucket),
    })),
  ];
  return (
    <Card size="small" title={t('table')}>
      <LocalPagedTable<OverviewBucket>
        data-testid="overview-table"
        paginationTestId="overview-pagination"
        defaultPageSize={50}
        size="small"
        rowKey="bucket"
        columns={columns}
        dataSource={trend}
        summary={() => (
          <Table.Summary.Row data-testid="overview-total">
            <Table.Summary.Cell index={0}>{t('total')}</Table.Summary.Cell>
            {OVERVIEW_FIGURES.map((f, i) => (
              <Table.Summary.Cell key={f} index={i + 1} align="right">
                {link(f, totals[f].value, undefined, 'total')}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
