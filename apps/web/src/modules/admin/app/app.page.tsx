import type { BodyOf } from '@zhiyu/contract/endpoint';
import { createApp, deleteApp, listApps, updateApp } from '@zhiyu/contract/modules/admin/app';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idOf, useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { AuditLink } from '../audit/audit-link.tsx';
import { orgKeys, pick, useOrgLevel } from '../org-common/org.ts';
import { appColumns } from './app.columns.tsx';

const FIELDS = ['name', 'status', 'remark'] as const;
type Body = Omit<BodyOf<typeof updateApp>, 'id'>;

/** /aiadmin/tenant/app/list: apps (appid) of the tenants the caller administers. */
export default function AppPage() {
  const { t } = useTranslation('org');
  const pickTenant = useOrgLevel().level !== 'tenant';
  const crud = useCrud({
    list: listApps,
    invalidate: [orgKeys.all],
    create: { endpoint: createApp, body: (v) => pick<BodyOf<typeof createApp>>(v, [...FIELDS, 'tenantId']) },
    update: { endpoint: updateApp, body: ({ row, values }) => ({ ...pick<Body>(values, FIELDS), id: row.id }) },
    remove: { endpoint: deleteApp, body: idOf },
  });
  const listColumns = useMemo(() => appColumns(t, { pickTenant, editing: false }), [t, pickTenant]);
  const editing = !!crud.editing;
  const formColumns = useMemo(() => appColumns(t, { pickTenant, editing }), [t, pickTenant, editing]);
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={listColumns}
        formColumns={formColumns}
        queryKey={orgKeys.apps()}
        list={listApps}
        codes={crudCodes('admin.app')}
        texts={{
          add: t('app.add'),
          edit: t('app.edit'),
          actions: t('actions'),
          deleteConfirm: (row) => t('deleteConfirm', { name: row.name }),
        }}
        actionsWidth={140}
        toolbarExtra={() => <AuditLink entity="app" />}
      />
    </PageContainer>
  );
}
