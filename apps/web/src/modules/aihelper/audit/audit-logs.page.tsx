import { listAihelperAudit } from '@zhiyu/contract/modules/aihelper/audit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditDiff } from '../../../components/audit/audit-diff.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { auditLogColumns } from './audit-logs.columns.tsx';

const fetchLogs = (q: WireQuery<typeof listAihelperAudit>) => callQuery(listAihelperAudit, q);

/**
 * /aihelper/auditLogs: every change of the agent assistant's settings in the tenant (channels and
 * keys, scripts, fields, quality rules, triggers, thresholds), who made it and when; each row
 * expands to the record before and after (secrets masked).
 */
export default function AihelperAuditPage() {
  const { t } = useTranslation('audit');
  const columns = useMemo(() => auditLogColumns(t), [t]);
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={['aihelper', 'audit', 'list']}
        list={listAihelperAudit}
        request={fetchLogs}
        expandedRow={(row) => <AuditDiff row={row} />}
      />
    </PageContainer>
  );
}
