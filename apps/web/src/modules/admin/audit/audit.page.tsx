import { listAudit } from '@zhiyu/contract/modules/admin/audit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditDiff } from '../../../components/audit/audit-diff.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { auditKeys, fetchAudit } from './audit.api.ts';
import { auditColumns } from './audit.columns.tsx';

/** /aiadmin/audit: every change made on the admin screens, filterable, each row expands to before/after. */
export default function AuditPage() {
  const { t } = useTranslation('audit');
  const columns = useMemo(() => auditColumns(t), [t]);
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={auditKeys.list()}
        list={listAudit}
        request={fetchAudit}
        expandedRow={(row) => <AuditDiff row={row} />}
      />
    </PageContainer>
  );
}
