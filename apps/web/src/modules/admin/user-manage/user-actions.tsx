import { useMutation } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { useUserInfo } from '../../../platform/session/use-session.ts';
import type { ListRow } from './user.columns.tsx';
import { ResetPasswordDialog, RolesDialog } from './user-dialogs.tsx';
import { removeUser, setStatus, unlockUser } from './user-manage.api.ts';
import type { ButtonPrefix } from './users.panel.tsx';

/** The operation column of one user: edit, enable/disable, reset password, roles, unlock, delete. */
export function RowActions({
  row,
  btn,
  onEdit,
  onDone,
}: {
  row: ListRow;
  btn: ButtonPrefix;
  onEdit: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation('people');
  const me = useUserInfo();
  const self = me?.id === row.id;
  const [dialog, setDialog] = useState<'password' | 'roles' | null>(null);
  const done = async () => {
    notifySuccess();
    await onDone();
  };
  const status = useMutation({ mutationFn: () => setStatus(row.id, row.status === 1 ? 0 : 1), onSuccess: done });
  const unlock = useMutation({ mutationFn: () => unlockUser(row.id), onSuccess: done });
  const remove = useMutation({ mutationFn: () => removeUser(row.id), onSuccess: done });
  const confirm = { okText: t('confirm'), cancelText: t('cancel') };
  return (
    <Space size={0} wrap>
      <Can code={`${btn}.edit-button`}>
        <Button type="link" size="small" onClick={onEdit}>
          {t('editAction')}
        </Button>
      </Can>
      <Can code={`${btn}.status-button`}>
        <Popconfirm
          {...confirm}
          title={
            row.status === 1 ? t('disableConfirm', { name: row.username }) : t('enableConfirm', { name: row.username })
          }
          disabled={self && row.status === 1}
          onConfirm={() => status.mutateAsync()}
        >
          <Button type="link" size="small" disabled={self && row.status === 1}>
            {row.status === 1 ? t('disable') : t('enable')}
          </Button>
        </Popconfirm>
      </Can>
      <Can code={`${btn}.reset-password-button`}>
        <Button type="link" size="small" onClick={() => setDialog('password')}>
          {t('resetPassword')}
        </Button>
      </Can>
      <Can code={`${btn}.roles-button`}>
        <Button type="link" size="small" disabled={row.level === 'platform'} onClick={() => setDialog('roles')}>
          {t('assignRoles')}
        </Button>
      </Can>
      {btn === 'admin.user' && row.locked && (
        <Can code="admin.user.unlock-button">
          <Button type="link" size="small" onClick={() => unlock.mutate()}>
            {t('unlock')}
          </Button>
        </Can>
      )}
      {btn === 'admin.user' && (
        <Can code="admin.user.delete-button">
          <Popconfirm
            {...confirm}
            title={t('deleteConfirm', { name: row.username })}
            disabled={self}
            onConfirm={() => remove.mutateAsync()}
          >
            <Button type="link" size="small" danger disabled={self}>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Can>
      )}
      {dialog === 'password' && <ResetPasswordDialog row={row} onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'roles' && <RolesDialog row={row} onClose={() => setDialog(null)} onDone={done} />}
    </Space>
  );
}
