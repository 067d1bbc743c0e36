import type { TenantRow } from '@zhiyu/contract/modules/admin/tenant';
import { listTenants } from '@zhiyu/contract/modules/admin/tenant';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditDelete } from '../../../components/crud/crud-actions.tsx';
import { useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { AuditLink } from '../audit/audit-link.tsx';
import { orgKeys, pick, useOrgLevel } from '../org-common/org.ts';
import { addTenant, editTenant, fetchTenants, removeTenant } from './tenant.api.ts';
import { type TenantForm, tenantColumns } from './tenant.columns.tsx';

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
type Body = Omit<Parameters<typeof editTenant>[0], 'id'>;

/** /aiadmin/tenant/add: tenants in the caller's scope; create (with first app and admin), edit, delete. */
export default function TenantPage() {
  const { t } = useTranslation('org');
  const { level, channelId } = useOrgLevel();
  const fixedChannel = level === 'channel' ? channelId : null;
  const editDelete = useEditDelete();
  const crud = useCrud<TenantRow, { appid: string }>({
    invalidate: [orgKeys.all],
    create: (v) => addTenant(pick(v, [...FIELDS, 'adminUsername', 'adminPassword'])),
    update: (row, v) => editTenant({ ...pick<Body>(v, FIELDS), id: row.id }),
    remove: ([row]) => removeTenant(row.id),
    onCreated: (saved) => notifySuccess(t('tenant.created', { appid: saved.appid })),
  });
  const creating = crud.open && !crud.editing;
  const listColumns = useMemo(() => tenantColumns(t, { creating: false, fixedChannel }), [t, fixedChannel]);
  const formColumns = useMemo(() => tenantColumns(t, { creating, fixedChannel }), [t, creating, fixedChannel]);
  return (
    <PageContainer>
      <SchemaTable
        columns={listColumns}
        queryKey={orgKeys.tenants('all')}
        list={listTenants}
        request={fetchTenants}
        toolbar={() => (
          <>
            <Can code="admin.tenant.add-button">
              <Button type="primary" onClick={() => crud.openForm()}>
                {t('tenant.add')}
              </Button>
            </Can>
            <AuditLink entity="tenant" />
          </>
        )}
        actions={{
          title: t('actions'),
          width: 140,
          render: (row) => (
            <RowActions
              actions={editDelete({
                edit: { code: 'admin.tenant.edit-button', onClick: () => crud.openForm(row) },
                remove: {
                  code: 'admin.tenant.delete-button',
                  confirm: t('deleteConfirm', { name: row.name }),
                  onClick: () => crud.remove.mutateAsync([row]),
                },
              })}
            />
          ),
        }}
      />
      <FormModal<TenantForm>
        open={crud.open}
        title={crud.editing ? t('tenant.edit') : t('tenant.add')}
        columns={formColumns}
        row={crud.editing}
        saving={crud.save.isPending}
        onSubmit={(v) => crud.save.mutate(v)}
        onClose={crud.toggle}
      />
    </PageContainer>
  );
}
