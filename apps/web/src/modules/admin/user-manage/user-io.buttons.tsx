import { useQuery } from '@tanstack/react-query';
import {
  exportManagedUsers,
  exportManagedUsersStatus,
  importManagedUsers,
  importManagedUsersErrors,
  importManagedUsersStatus,
  importManagedUsersTemplate,
} from '@zhiyu/contract/modules/admin/user-io';
import { USER_IMPORT_MAX_MB, type UserLevel, type UserView } from '@zhiyu/contract/modules/admin/user-manage';
import { Button, Form, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button/export-button.tsx';
import { ImportDialog } from '../../../components/import-dialog/import-dialog.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { parseListState } from '../../../platform/list/list-state.ts';
import { fetchOrgs, userKeys } from './user-manage.api.ts';

const FILTER_KEYS = [
  'username',
  'nickname',
  'phone',
  'level',
  'channelId',
  'tenantId',
  'status',
  'roleId',
  'createdFrom',
  'createdTo',
];

/** The list's current filter as the export takes it (the URL holds the list state). */
function currentFilter(view: UserView) {
  const { filters } = parseListState(new URLSearchParams(window.location.search));
  return { view, ...Object.fromEntries(Object.entries(filters).filter(([k]) => FILTER_KEYS.includes(k))) };
}

/**
 * Import users into one tenant (operators and channel admins pick it; a tenant admin imports into
 * their own) and export the filtered list.
 */
export function UserIoButtons({
  view,
  callerLevel,
  onImported,
}: {
  view: UserView;
  callerLevel: UserLevel | undefined;
  onImported: () => void;
}) {
  const { t } = useTranslation(['people', 'excel']);
  const [open, setOpen] = useState(false);
  const [tenantId, setTenantId] = useState<string | undefined>();
  const orgs = useQuery({ queryKey: userKeys.orgs(), queryFn: fetchOrgs });
  const pickTenant = callerLevel !== 'tenant';
  const action = `${importManagedUsers.path}${pickTenant && tenantId ? `?tenantId=${encodeURIComponent(tenantId)}` : ''}`;
  return (
    <Space>
      <Can code="admin.user.import-button">
        <Button onClick={() => setOpen(true)}>{t('excel:import')}</Button>
        <ImportDialog
          open={open}
          onClose={() => setOpen(false)}
          action={action}
          statusPath={importManagedUsersStatus.path}
          errorsPath={importManagedUsersErrors.path}
          templatePath={importManagedUsersTemplate.path}
          templateName="user-import-template.xlsx"
          maxMB={USER_IMPORT_MAX_MB}
          onSuccess={onImported}
          extra={
            <div>
              {pickTenant && (
                <Form.Item label={t('people:importTenant')} required>
                  <Select
                    data-testid="import-tenant"
                    value={tenantId}
                    onChange={setTenantId}
                    showSearch
                    optionFilterProp="label"
                    options={(orgs.data?.tenants ?? []).map((x) => ({ value: x.id, label: x.name }))}
                  />
                </Form.Item>
              )}
              <div>{t('people:importHint')}</div>
            </div>
          }
        />
      </Can>
      <Can code="admin.user.export-button">
        <ExportButton
          action={exportManagedUsers.path}
          statusPath={exportManagedUsersStatus.path}
          body={() => ({ filter: currentFilter(view) })}
        />
      </Can>
    </Space>
  );
}
