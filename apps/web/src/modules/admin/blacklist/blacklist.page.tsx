import {
  createBlacklist,
  deleteBlacklist,
  listBlacklist,
  updateBlacklist,
} from '@zhiyu/contract/modules/admin/blacklist';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { AuditLink } from '../audit/audit-link.tsx';
import { blacklistKeys } from './blacklist.api.ts';
import { blacklistColumns } from './blacklist.columns.tsx';
import { BlacklistIoButtons } from './blacklist-io.buttons.tsx';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const time = (v: unknown) => (typeof v === 'number' ? v : null);

/** /aiadmin/blacklist — the platform number blacklist: search, add, edit, delete, batch delete, import, export. */
export default function BlacklistPage() {
  const { t } = useTranslation('brand');
  const columns = useMemo(() => blacklistColumns(t), [t]);
  const crud = useCrud({
    list: listBlacklist,
    invalidate: [blacklistKeys.all],
    create: {
      endpoint: createBlacklist,
      body: (v) => ({ phone: text(v.phone), reason: text(v.reason), expiresAt: time(v.expiresAt) }),
    },
    update: {
      endpoint: updateBlacklist,
      body: ({ row, values: v }) => ({ id: row.id, reason: text(v.reason), expiresAt: time(v.expiresAt) }),
    },
    remove: { endpoint: deleteBlacklist, body: idsOf },
  });
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={blacklistKeys.list()}
        list={listBlacklist}
        codes={crudCodes('admin.blacklist')}
        texts={{
          add: t('blacklist.add'),
          edit: t('blacklist.edit'),
          actions: t('actions'),
          editAction: t('edit'),
          deleteConfirm: (row) => t('blacklist.deleteConfirm', { phone: row.phone }),
          batchDelete: t('batchDelete'),
          batchDeleteConfirm: (rows) => t('blacklist.batchDeleteConfirm', { count: rows.length }),
        }}
        actionsWidth={140}
        toolbarTestId="blacklist-toolbar"
        toolbarLead={<AuditLink entity="blacklist" />}
        toolbarExtra={() => <BlacklistIoButtons onImported={() => void crud.refresh()} />}
      />
    </PageContainer>
  );
}
