import type { RoleLevel, RoleRow } from '@zhiyu/contract/modules/admin/role';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { useCrud } from '../../../components/crud/use-crud.ts';
import { useUserInfo } from '../../../platform/session/use-session.ts';
import { AuditLink } from '../audit/audit-link.tsx';
import { GrantDrawer } from './grant-drawer.tsx';
import { GrantTreeWarmup } from './grant-tree.tsx';
import { roleEndpoints, roleKeys } from './role.api.ts';
import { roleColumns } from './role.columns.tsx';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A role screen (channel or tenant level): list with search, create/edit, delete (asking to confirm
 * removing the role from its users when it is held), and the grant editor.
 */
export function RolePanel({ level }: { level: RoleLevel }) {
  const { t } = useTranslation('access');
  const me = useUserInfo();
  const res = level === 'channel' ? 'channelRole' : 'tenantRole';
  // Operators (no channel) pick a channel; operators and channel admins (no tenant) pick a tenant.
  const pickOwner = level === 'channel' ? !me?.channelId : !me?.tenantId;
  const [granting, setGranting] = useState<RoleRow | undefined>();
  const ep = roleEndpoints(level);
  const crud = useCrud({
    list: ep.list,
    invalidate: [roleKeys.all],
    create: {
      endpoint: ep.create,
      body: (v) => ({
        name: str(v.name),
        description: str(v.description),
        ...(level === 'channel'
          ? { channelId: str(v.channelId) || undefined }
          : { tenantId: str(v.tenantId) || undefined }),
      }),
    },
    update: {
      endpoint: ep.update,
      body: ({ row, values }) => ({ id: row.id, name: str(values.name), description: str(values.description) }),
    },
    remove: { endpoint: ep.remove, body: ([row]) => ({ id: row.id, cascade: row.userCount > 0 }) },
  });
  const columns = useMemo(() => roleColumns(t, level, { pickOwner, editing: false }), [t, level, pickOwner]);
  const editing = !!crud.editing;
  const formColumns = useMemo(() => roleColumns(t, level, { pickOwner, editing }), [t, level, pickOwner, editing]);
  return (
    <>
      <CrudTable
        crud={crud}
        columns={columns}
        formColumns={formColumns}
        queryKey={roleKeys.list(level)}
        list={ep.list}
        codes={crudCodes(`admin.${res}`)}
        texts={{
          add: t('role.add'),
          edit: t('role.edit'),
          actions: t('role.actions'),
          editAction: t('role.edit'),
          deleteAction: t('role.delete'),
          deleteConfirm: (row) =>
            row.userCount > 0
              ? t('role.deleteCascade', { name: row.name, n: row.userCount })
              : t('role.deleteConfirm', { name: row.name }),
        }}
        actionsWidth={200}
        toolbarLead={<AuditLink entity="role" />}
        rowActions={(row, { edit, remove }) => [
          { key: 'grant', label: t('role.grant'), code: `admin.${res}.grant-button`, onClick: () => setGranting(row) },
          edit,
          remove,
        ]}
      />
      <GrantDrawer level={level} role={granting} onClose={() => setGranting(undefined)} />
      <GrantTreeWarmup />
    </>
  );
}
