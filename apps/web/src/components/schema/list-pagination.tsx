import { COUNT_CAP, TABLE_PAGE_SIZES } from '@zhiyu/contract/list';
import { Pagination, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListPaginationProps {
  pageNum: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at COUNT_CAP: the total reads "10,000+". */
  totalCapped?: boolean;
  /** Table sizes by default; form widgets pass WIDGET_PAGE_SIZES. */
  sizes?: readonly number[];
  onChange: (pageNum: number, pageSize: number) => void;
  /** The total's own wording (e.g. calls instead of rows); by default the table's row count. */
  totalLabel?: (total: number) => ReactNode;
  testId?: string;
}

/**
 * requirements §9 layout in this order: total, sizes, prev, pager, next, jumper. antd's Pagination puts its
 * size changer after `next`, so the total and the sizes are drawn before a Pagination that keeps
 * only prev, pager, next and the jumper.
 */
export function ListPagination({
  pageNum,
  pageSize,
  total,
  totalCapped,
  sizes = TABLE_PAGE_SIZES,
  onChange,
  totalLabel,
  testId = 'list-pagination',
}: ListPaginationProps) {
  const { t, i18n } = useTranslation('table');
  const shown = totalCapped ? `${COUNT_CAP.toLocaleString(i18n.language)}+` : total.toLocaleString(i18n.language);
  return (
    <div
      data-testid={testId}
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 12,
        marginTop: 16,
        flexWrap: 'wrap',
      }}
    >
      <span data-part="total">{totalLabel ? totalLabel(total) : t('total', { total: shown })}</span>
      <Select
        data-part="sizes"
        aria-label={t('pageSize')}
        size="small"
        value={pageSize}
        onChange={(s) => onChange(pageNum, s)}
        options={sizes.map((s) => ({ value: s, label: t('perPage', { size: s }) }))}
        style={{ width: 110 }}
      />
      <Pagination
        current={pageNum}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        onChange={(p) => onChange(p, pageSize)}
      />
    </div>
  );
}
