import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listManagedUsers, type UserView } from '@zhiyu/contract/modules/admin/user-manage';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { AuditLink } from '../audit/audit-link.tsx';
import { createColumns, editColumns, type ListRow, listColumns, type UserForm } from './user.columns.tsx';
import { RowActions } from './user-actions.tsx';
import { UserIoButtons } from './user-io.buttons.tsx';
import { addUser, editUser, fetchOrgs, fetchUser, fetchUsers, userKeys } from './user-manage.api.ts';

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
  const qc = useQueryClient();
  const orgs = useQuery({ queryKey: userKeys.orgs(), queryFn: fetchOrgs });
  const callerLevel = orgs.data?.level;
  const columns = useMemo(() => listColumns(t, view, callerLevel), [t, view, callerLevel]);
  const forCreate = useMemo(() => createColumns(t, view, callerLevel), [t, view, callerLevel]);
  const [apps, setApps] = useState<{ appid: string; name: string }[]>([]);
  const forEdit = useMemo(() => editColumns(t, apps), [t, apps]);
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<Partial<UserForm> | undefined>();
  const refresh = () => qc.invalidateQueries({ queryKey: userKeys.all });
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      editing?.id
        ? editUser({ id: editing.id, ...pick(v, EDIT) } as Parameters<typeof editUser>[0])
        : addUser({ ...(view === 'all' ? {} : { level: view }), ...pick(v, CREATE) } as Parameters<typeof addUser>[0]),
    onSuccess: async () => {
      toggle();
      notifySuccess();
      await refresh();
    },
  });
  const openForm = async (row?: ListRow) => {
    // The edit form shows the whole phone number, which the list masks.
    if (row) {
      const d = await fetchUser(row.id);
      setApps(d.apps);
      setEditing({
        id: d.id,
        nickname: d.nickname,
        phone: d.phone,
        email: d.email,
        remark: d.remark,
        ...(d.appId ? { appId: d.appId } : {}),
      });
    } else setEditing(undefined);
    toggle();
  };
  return (
    <>
      <SchemaTable
        columns={columns}
        queryKey={userKeys.list(view)}
        list={listManagedUsers}
        extra={{ view }}
        request={fetchUsers}
        toolbar={() => (
          <Space wrap data-testid="user-toolbar">
            <Can code={`${btn}.add-button`}>
              <Button type="primary" onClick={() => void openForm()}>
                {t('add')}
              </Button>
            </Can>
            <AuditLink entity="user" />
            {btn === 'admin.user' && <UserIoButtons view={view} callerLevel={callerLevel} onImported={refresh} />}
          </Space>
        )}
        actions={{
          title: t('actions'),
          render: (row) => <RowActions row={row} btn={btn} onEdit={() => void openForm(row)} onDone={refresh} />,
        }}
      />
      <FormModal<UserForm>
        open={open}
        title={editing ? t('edit') : t('add')}
        columns={editing ? forEdit : forCreate}
        row={editing}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
    </>
  );
}
