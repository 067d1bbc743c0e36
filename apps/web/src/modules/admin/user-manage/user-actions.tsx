import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions as ActionCell } from '../../../components/row-actions/row-actions.tsx';
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
  return (
    <>
      <ActionCell
        testId={`user-actions-${row.username}`}
        actions={[
          { key: 'edit', label: t('editAction'), code: `${btn}.edit-button`, onClick: onEdit },
          {
            key: 'status',
            label: row.status === 1 ? t('disable') : t('enable'),
            code: `${btn}.status-button`,
            disabled: self && row.status === 1,
            confirm:
              row.status === 1
                ? t('disableConfirm', { name: row.username })
                : t('enableConfirm', { name: row.username }),
            onClick: () => status.mutateAsync(),
          },
          {
            key: 'password',
            label: t('resetPassword'),
            code: `${btn}.reset-password-button`,
            onClick: () => setDialog('password'),
          },
          {
            key: 'roles',
            label: t('assignRoles'),
            code: `${btn}.roles-button`,
            disabled: row.level === 'platform',
            onClick: () => setDialog('roles'),
          },
          {
            key: 'unlock',
            label: t('unlock'),
            code: 'admin.user.unlock-button',
            hidden: btn !== 'admin.user' || !row.locked,
            onClick: () => unlock.mutate(),
          },
          {
            key: 'delete',
            label: t('delete'),
            code: 'admin.user.delete-button',
            hidden: btn !== 'admin.user',
            danger: true,
            disabled: self,
            confirm: t('deleteConfirm', { name: row.username }),
            onClick: () => remove.mutateAsync(),
          },
        ]}
      />
      {dialog === 'password' && <ResetPasswordDialog row={row} onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'roles' && <RolesDialog row={row} onClose={() => setDialog(null)} onDone={done} />}
    </>
  );
}
