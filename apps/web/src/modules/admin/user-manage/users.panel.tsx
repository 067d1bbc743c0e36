import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  createManagedUser,
  getManagedUser,
  listManagedUsers,
  type UserView,
  updateManagedUser,
} from '@zhiyu/contract/modules/admin/user-manage';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { useCrud } from '../../../components/crud/use-crud.ts';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { AuditLink } from '../audit/audit-link.tsx';
import { createColumns, editColumns, listColumns, type UserForm } from './user.columns.tsx';
import { RowActions } from './user-actions.tsx';
import { UserIoButtons } from './user-io.buttons.tsx';
import { fetchOrgs, fetchUsers, userKeys } from './user-manage.api.ts';

/** Button codes of each screen (permissions.ts): userManage `admin.user`, the fixed screens their own. */
export type ButtonPrefix = 'admin.user' | 'admin.channelUser' | 'admin.tenantUser';

const PROFILE = ['nickname', 'phone', 'email', 'remark'] as const;
const EDIT = [...PROFILE, 'appId'] as const;
const CREATE = [
  ...PROFILE,
  'username',
  'password',
  'level',
  'channelId',
  'tenantId',
  'mustChangePassword',
  'roleIds',
] as const;
const pick = <K extends string>(v: Record<string, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.filter((k) => v[k] !== undefined && v[k] !== null).map((k) => [k, v[k]]));

/**
 * The user list shared by /aiadmin/userManage (view all), channel/user (channel users) and
 * tenant/user (tenant users): search, table, create/edit dialog and the row actions.
 */
export function UsersPanel({ view, btn }: { view: UserView; btn: ButtonPrefix }) {
  const { t } = useTranslation('people');
  const orgs = useQuery({ queryKey: userKeys.orgs(), queryFn: fetchOrgs });
  const callerLevel = orgs.data?.level;
  const columns = useMemo(() => listColumns(t, view, callerLevel), [t, view, callerLevel]);
  const forCreate = useMemo(() => createColumns(t, view, callerLevel), [t, view, callerLevel]);
  const crud = useCrud({
    list: listManagedUsers,
    invalidate: [userKeys.all],
    create: {
      endpoint: createManagedUser,
      body: (v) =>
        ({ ...(view === 'all' ? {} : { level: view }), ...pick(v, CREATE) }) as BodyOf<typeof createManagedUser>,
    },
    update: {
      endpoint: updateManagedUser,
      body: ({ row, values }) => ({ id: row.id, ...pick(values, EDIT) }) as BodyOf<typeof updateManagedUser>,
    },
    // The edit form shows the whole phone number, which the list masks, and the apps of the tenant.
    detail: { endpoint: getManagedUser, query: (row) => ({ id: row.id }) },
  });
  const user = crud.detail;
  const forEdit = useMemo(() => editColumns(t, user?.apps ?? []), [t, user]);
  const editValues = useMemo<Partial<UserForm> | undefined>(
    () =>
      user && {
        id: user.id,
        nickname: user.nickname,
        phone: user.phone,
        email: user.email,
        remark: user.remark,
        ...(user.appId ? { appId: user.appId } : {}),
      },
    [user],
  );
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={userKeys.list(view)}
      list={listManagedUsers}
      extra={{ view }}
      request={fetchUsers}
      codes={{ add: `${btn}.add-button`, edit: `${btn}.edit-button` }}
      texts={{
        add: t('add'),
        edit: t('edit'),
        actions: t('actions'),
        deleteConfirm: (row) => t('deleteConfirm', { name: row.username }),
      }}
      toolbarTestId="user-toolbar"
      toolbarLead={<AuditLink entity="user" />}
      toolbarExtra={() =>
        btn === 'admin.user' && <UserIoButtons view={view} callerLevel={callerLevel} onImported={crud.refresh} />
      }
      actionsCell={(row) => <RowActions row={row} btn={btn} onEdit={() => crud.openForm(row)} onDone={crud.refresh} />}
      form={(f) => (
        <FormModal<UserForm>
          open={f.open}
          title={f.title}
          columns={f.editing ? forEdit : forCreate}
          row={f.editing ? editValues : undefined}
          loading={f.loading}
          saving={f.saving}
          onSubmit={f.onSubmit}
          onClose={f.onClose}
        />
      )}
    />
  );
}
