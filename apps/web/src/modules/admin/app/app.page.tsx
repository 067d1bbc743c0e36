import type { AppRow } from '@zhiyu/contract/modules/admin/app';
import { listApps } from '@zhiyu/contract/modules/admin/app';
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
import { AuditLink } from '../audit/audit-link.tsx';
import { orgKeys, pick, useOrgLevel } from '../org-common/org.ts';
import { addApp, editApp, fetchApps, removeApp } from './app.api.ts';
import { appColumns } from './app.columns.tsx';

const FIELDS = ['name', 'status', 'remark'] as const;
type Body = Omit<Parameters<typeof editApp>[0], 'id'>;

/** /aiadmin/tenant/app/list: apps (appid) of the tenants the caller administers. */
export default function AppPage() {
  const { t } = useTranslation('org');
  const pickTenant = useOrgLevel().level !== 'tenant';
  const editDelete = useEditDelete();
  const crud = useCrud<AppRow>({
    invalidate: [orgKeys.all],
    create: (v) => addApp(pick(v, [...FIELDS, 'tenantId'])),
    update: (row, v) => editApp({ ...pick<Body>(v, FIELDS), id: row.id }),
    remove: ([row]) => removeApp(row.id),
  });
  const listColumns = useMemo(() => appColumns(t, { pickTenant, editing: false }), [t, pickTenant]);
  const editing = !!crud.editing;
  const formColumns = useMemo(() => appColumns(t, { pickTenant, editing }), [t, pickTenant, editing]);
  return (
    <PageContainer>
      <SchemaTable
        columns={listColumns}
        queryKey={orgKeys.apps()}
        list={listApps}
        request={fetchApps}
        toolbar={() => (
          <>
            <Can code="admin.app.add-button">
              <Button type="primary" onClick={() => crud.openForm()}>
                {t('app.add')}
              </Button>
            </Can>
            <AuditLink entity="app" />
          </>
        )}
        actions={{
          title: t('actions'),
          width: 140,
          render: (row) => (
            <RowActions
              actions={editDelete({
                edit: { code: 'admin.app.edit-button', onClick: () => crud.openForm(row) },
                remove: {
                  code: 'admin.app.delete-button',
                  confirm: t('deleteConfirm', { name: row.name }),
                  onClick: () => crud.remove.mutateAsync([row]),
                },
              })}
            />
          ),
        }}
      />
      <FormModal<AppRow>
        open={crud.open}
        title={crud.editing ? t('app.edit') : t('app.add')}
        columns={formColumns}
        row={crud.editing}
        saving={crud.save.isPending}
        onSubmit={(v) => crud.save.mutate(v)}
        onClose={crud.toggle}
      />
    </PageContainer>
  );
}
