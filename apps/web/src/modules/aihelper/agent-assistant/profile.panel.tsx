import { createProfile, deleteProfiles, listProfiles, updateProfile } from '@zhiyu/contract/modules/aihelper/profile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { profileBody, profileKeys } from './profile.api.ts';
import { profileColumns } from './profile.columns.tsx';

/**
 * The skill groups tab: per skill group, the desk panels shown, the script scenes, form fields,
 * real-time QC rules and triggers that apply, and the assistant bot that recognises intents
 * (docs/aihelper-desk.md, Assistant settings).
 */
export function ProfilePanel() {
  const { t } = useTranslation('aihelper-config');
  const crud = useCrud({
    list: listProfiles,
    invalidate: [profileKeys.all],
    create: { endpoint: createProfile, body: profileBody },
    update: { endpoint: updateProfile, body: withId(profileBody) },
    remove: { endpoint: deleteProfiles, body: idsOf },
  });
  const columns = useMemo(() => profileColumns(t), [t]);
  return (
    <CrudTable
      crud={crud}
      columns={columns}
      queryKey={profileKeys.list()}
      list={listProfiles}
      codes={crudCodes('aihelper.profile')}
      texts={{
        add: t('profile.add'),
        edit: t('profile.edit'),
        actions: t('actions'),
        editAction: t('editAction'),
        deleteConfirm: (row) => t('profile.deleteConfirm', { name: row.skillGroup || t('threshold.default') }),
        batchDelete: t('batchDelete'),
        batchDeleteConfirm: (rows) => t('profile.batchDeleteConfirm', { count: rows.length }),
      }}
      addTestId="profile-add"
      actionsTestId={() => 'profile-actions'}
      rowActions={(_row, { edit, remove }) => [
        edit && { ...edit, testId: 'profile-edit' },
        remove && { ...remove, testId: 'profile-delete' },
      ]}
    />
  );
}
