import type { BodyOf } from '@zhiyu/contract/endpoint';
import { createTenant, deleteTenant, listTenants, updateTenant } from '@zhiyu/contract/modules/admin/tenant';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idOf, useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { AuditLink } from '../audit/audit-link.tsx';
import { orgKeys, pick, useOrgLevel } from '../org-common/org.ts';
import { tenantColumns } from './tenant.columns.tsx';

const FIELDS = [
  'name',
  'corpId',
  'channelId',
  'contactName',
  'contactPhone',
  'expiresAt',
  'userQuota',
  'seatQuota',
  'modules',
  'status',
  'remark',
] as const;
type Body = Omit<BodyOf<typeof updateTenant>, 'id'>;

/** /aiadmin/tenant/add: tenants in the caller's scope; create (with first app and admin), edit, delete. */
export default function TenantPage() {
  const { t } = useTranslation('org');
  const { level, channelId } = useOrgLevel();
  const fixedChannel = level === 'channel' ? channelId : null;
  const crud = useCrud({
    list: listTenants,
    invalidate: [orgKeys.all],
    create: {
      endpoint: createTenant,
      body: (v) => pick<BodyOf<typeof createTenant>>(v, [...FIELDS, 'adminUsername', 'adminPassword']),
    },
    update: { endpoint: updateTenant, body: ({ row, values }) => ({ ...pick<Body>(values, FIELDS), id: row.id }) },
    remove: { endpoint: deleteTenant, body: idOf },
    onCreated: (saved) => notifySuccess(t('tenant.created', { appid: saved.appid })),
  });
  const creating = crud.open && !crud.editing;
  const listColumns = useMemo(() => tenantColumns(t, { creating: false, fixedChannel }), [t, fixedChannel]);
  const formColumns = useMemo(() => tenantColumns(t, { creating, fixedChannel }), [t, creating, fixedChannel]);
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={listColumns}
        formColumns={formColumns}
        queryKey={orgKeys.tenants('all')}
        list={listTenants}
        codes={crudCodes('admin.tenant')}
        texts={{
          add: t('tenant.add'),
          edit: t('tenant.edit'),
          actions: t('actions'),
          deleteConfirm: (row) => t('deleteConfirm', { name: row.name }),
        }}
        actionsWidth={140}
        toolbarExtra={() => <AuditLink entity="tenant" />}
      />
    </PageContainer>
  );
}
