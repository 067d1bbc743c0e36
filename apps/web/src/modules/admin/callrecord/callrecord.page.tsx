import { listCallRecords } from '@zhiyu/contract/modules/admin/callrecord';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { callRecordKeys, fetchCallRecords } from './callrecord.api.ts';
import { callRecordColumns } from './callrecord.columns.tsx';

/** /aiadmin/callrecord: call records across tenants for the operator; read-only, numbers masked. */
export default function CallRecordPage() {
  const { t } = useTranslation(['callrecord', 'inputs']);
  const columns = useMemo(() => callRecordColumns(t), [t]);
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={callRecordKeys.list()}
        list={listCallRecords}
        request={fetchCallRecords}
      />
    </PageContainer>
  );
}
