import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleLevel, RoleRow } from '@zhiyu/contract/modules/admin/role';
import { Button, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { useUserInfo } from '../../../platform/session/use-session.ts';
import { AuditLink } from '../audit/audit-link.tsx';
import { GrantDrawer } from './grant-drawer.tsx';
import { GrantTreeWarmup } from './grant-tree.tsx';
import { roleApi, roleKeys } from './role.api.ts';
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
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<RoleRow | undefined>();
  const [granting, setGranting] = useState<RoleRow | undefined>();
  const columns = useMemo(() => roleColumns(t, level, { pickOwner, editing: false }), [t, level, pickOwner]);
  const formColumns = useMemo(
    () => roleColumns(t, level, { pickOwner, editing: !!editing }),
    [t, level, pickOwner, editing],
  );
  const api = roleApi(level);
  const qc = useQueryClient();
  const done = () => {
    notifySuccess();
    return qc.invalidateQueries({ queryKey: roleKeys.all });
  };
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => {
      const base = { name: str(v.name), description: str(v.description) };
      if (editing) return api.update({ id: editing.id, ...base });
      const owner =
        level === 'channel' ? { channelId: str(v.channelId) || undefined } : { tenantId: str(v.tenantId) || undefined };
      return api.create({ ...base, ...owner });
    },
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const remove = useMutation({
    mutationFn: (r: RoleRow) => api.remove(r.id, r.userCount > 0),
    onSuccess: done,
  });
  const openForm = (row?: RoleRow) => {
    setEditing(row);
    toggle();
  };
  return (
    <>
      <SchemaTable
        columns={columns}
        queryKey={roleKeys.list(level)}
        list={api.listEndpoint}
        request={api.list}
        toolbar={() => (
          <>
            <Can code={`admin.${res}.add-button`}>
              <Button type="primary" onClick={() => openForm()}>
                {t('role.add')}
              </Button>
            </Can>
            <AuditLink entity="role" />
          </>
        )}
        actions={{
          title: t('role.actions'),
          width: 200,
          render: (row) => (
            <Space size={0}>
              <Can code={`admin.${res}.grant-button`}>
                <Button type="link" size="small" onClick={() => setGranting(row)}>
                  {t('role.grant')}
                </Button>
              </Can>
              <Can code={`admin.${res}.edit-button`}>
                <Button type="link" size="small" onClick={() => openForm(row)}>
                  {t('role.edit')}
                </Button>
              </Can>
              <Can code={`admin.${res}.delete-button`}>
                <Popconfirm
                  title={
                    row.userCount > 0
                      ? t('role.deleteCascade', { name: row.name, n: row.userCount })
                      : t('role.deleteConfirm', { name: row.name })
                  }
                  okText={t('confirm')}
                  cancelText={t('cancel')}
                  onConfirm={() => remove.mutateAsync(row)}
                >
                  <Button type="link" size="small" danger>
                    {t('role.delete')}
                  </Button>
                </Popconfirm>
              </Can>
            </Space>
          ),
        }}
      />
      <FormModal<RoleRow>
        open={open}
        title={editing ? t('role.edit') : t('role.add')}
        columns={formColumns}
        row={editing}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
      <GrantDrawer level={level} role={granting} onClose={() => setGranting(undefined)} />
      <GrantTreeWarmup />
    </>
  );
}
