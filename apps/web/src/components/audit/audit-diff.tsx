import type { AuditRow } from '@zhiyu/contract/modules/admin/audit';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Obj = Record<string, unknown>;
const asObj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** Before and after of one record, field by field; changed fields are marked. */
export function AuditDiff({ row }: { row: AuditRow }) {
  const { t } = useTranslation('audit');
  const before = asObj(row.before);
  const after = asObj(row.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const data = keys.map((k) => ({
    key: k,
    field: k,
    before: show(before[k]),
    after: show(after[k]),
    changed: show(before[k]) !== show(after[k]),
  }));
  return (
    <div data-testid="audit-diff">
      <Table
        size="small"
        pagination={false}
        dataSource={data}
        columns={[
          { key: 'field', dataIndex: 'field', title: t('diff.field'), width: 180 },
          { key: 'before', dataIndex: 'before', title: t('diff.before') },
          {
            key: 'after',
            dataIndex: 'after',
            title: t('diff.after'),
            render: (v: string, r) => (r.changed ? <Typography.Text mark>{v}</Typography.Text> : v),
          },
        ]}
      />
      <Typography.Text type="secondary">{t('diff.agent', { agent: row.userAgent || '-' })}</Typography.Text>
    </div>
  );
}
