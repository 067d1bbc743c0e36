import {
  OUTBOUND_FIGURES,
  type OutboundFigure,
  type OutboundGroup,
  type OutboundRow,
} from '@zhiyu/contract/modules/aicall/board-outbound';
import type { RecordDrill, SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Card, Segmented, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatFigure } from '../../../../components/charts/kpi-cards.tsx';
import { LocalPagedTable } from '../../../../components/crud/paged-table.tsx';
import { drillId } from '../shared/drill.ts';
import { OUTBOUND_FORMATS } from './outbound-formats.ts';

export interface OutboundTableProps {
  rows: OutboundRow[];
  by: OutboundGroup;
  sortField: OutboundFigure;
  sort: SortDir;
  loading?: boolean;
  onBy: (by: OutboundGroup) => void;
  onSort: (field: OutboundFigure, sort: SortDir) => void;
  /** Opens the records behind a row's figure. */
  onOpen: (drill: RecordDrill) => void;
}

/**
 * The figures per task or per bot, ordered on the server (a header click sends the column and
 * ASC or DESC). A figure opens the row's calls; the row of calls without a task or bot opens
 * them with the list's "no task" / "no bot" filter (`-`).
 */
export function OutboundTable(p: OutboundTableProps) {
  const { t } = useTranslation(['board-outbound', 'databoard', 'inputs']);
  const key = p.by === 'task' ? 'taskId' : 'botId';
  const columns: ColumnsType<OutboundRow> = [
    {
      key: 'name',
      title: t(`col.${p.by}`),
      render: (_, r) => (r.id ? r.name || r.id : t(`none.${p.by}`)),
    },
    ...OUTBOUND_FIGURES.map((f) => ({
      key: f,
      dataIndex: f,
      title: t(`kpi.${f}`),
      align: 'right' as const,
      sorter: true,
      sortDirections: ['descend' as const, 'ascend' as const],
      sortOrder: p.sortField === f ? (p.sort === 'ASC' ? ('ascend' as const) : ('descend' as const)) : null,
      render: (v: number, r: OutboundRow) => {
        const text = formatFigure(t, v, OUTBOUND_FORMATS[f].format);
        return (
          <Typography.Link
            data-testid={`cell-${drillId(r.id)}-${f}`}
            onClick={() => p.onOpen({ [key]: drillId(r.id), ...OUTBOUND_FORMATS[f].drill })}
          >
            {text}
          </Typography.Link>
        );
      },
    })),
  ];
  return (
    <Card
      size="small"
      title={t('table')}
      extra={
        <Segmented
          data-testid="outbound-by"
          value={p.by}
          onChange={(v) => p.onBy(v as OutboundGroup)}
          options={(['task', 'bot'] as const).map((g) => ({ value: g, label: t(`by.${g}`) }))}
        />
      }
    >
      <LocalPagedTable<OutboundRow>
        data-testid="outbound-table"
        paginationTestId="outbound-pagination"
        size="small"
        rowKey={(r) => r.id || '-'}
        columns={columns}
        dataSource={p.rows}
        loading={p.loading}
        onChange={(_pg, _f, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = (s?.columnKey ?? p.sortField) as OutboundFigure;
          // A third click on the same header would clear antd's order: flip it instead.
          const order = s?.order ?? (p.sort === 'ASC' ? 'descend' : 'ascend');
          p.onSort(field, order === 'ascend' ? 'ASC' : 'DESC');
        }}
      />
    </Card>
  );
}
