import type { ButtonCode } from '@zhiyu/contract/registry';
import { Card, Col, Row, Statistic, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BoardExport } from '../../../components/charts/board-export.tsx';
import { PagedTable } from '../../../components/crud/paged-table.tsx';
import type { ReportFilter } from './use-report-filter.ts';

/** A rate (0..1) as the reports show it: a percentage with one decimal. */
export const percent = (v: number) => `${(v * 100).toFixed(1)}%`;
export const count = (v: number) => v.toLocaleString('en-US');

export interface Figure {
  key: string;
  label: string;
  value: string;
}

/** Figure cards above a report's chart. */
export function FigureCards({ items }: { items: Figure[] }) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {items.map((k) => (
        <Col key={k.key} xs={12} md={6} xl={6}>
          <Card size="small" data-testid={`card-${k.key}`}>
            <Statistic title={k.label} value={k.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** A report's export: the same query as the page, every row of the table. */
export function ReportExport({
  path,
  query,
  code,
  name,
}: {
  path: string;
  query: object;
  code: ButtonCode;
  name: string;
}) {
  return <BoardExport path={path} query={query as Record<string, unknown>} code={code} name={name} />;
}

/** A report's table, paged on the server (requirements §9 sizes), its order from the filter bar. */
export function ReportTable<T extends object>(p: {
  rows: T[] | undefined;
  total?: number;
  rowKey: (r: T) => string;
  columns: TableProps<T>['columns'];
  filter?: ReportFilter;
  onChange?: (patch: Partial<ReportFilter>) => void;
  loading?: boolean;
  title?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('aikb-report');
  const table = {
    size: 'small' as const,
    rowKey: p.rowKey,
    loading: p.loading,
    dataSource: p.rows,
    columns: p.columns,
    locale: { emptyText: t('empty') },
  };
  return (
    <Card size="small" title={p.title} style={{ marginBottom: 16 }} data-testid={p.testId}>
      {p.filter && p.onChange ? (
        <PagedTable<T>
          {...table}
          paging={{
            pageNum: p.filter.pageNum,
            pageSize: p.filter.pageSize,
            total: p.total ?? 0,
            testId: `${p.testId}-pagination`,
            totalLabel: (n) => t('total', { n }),
            onChange: (pageNum, pageSize) => p.onChange?.({ pageNum, pageSize }),
          }}
        />
      ) : (
        <Table<T> {...table} pagination={false} />
      )}
    </Card>
  );
}
