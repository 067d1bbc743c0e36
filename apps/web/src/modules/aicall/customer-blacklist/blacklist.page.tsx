import {
  createCustomerBlacklist,
  deleteCustomerBlacklist,
  listCustomerBlacklist,
} from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { customerBlacklistKeys } from './blacklist.api.ts';
import { customerBlacklistColumns } from './blacklist.columns.tsx';
import { CustomerBlacklistIoButtons } from './blacklist-io.buttons.tsx';

/** /aicall/crm-black/list — numbers never to call: search, add, delete, batch delete, import, export. */
export default function CustomerBlacklistPage() {
  const { t } = useTranslation('customer');
  const columns = useMemo(() => customerBlacklistColumns(t), [t]);
  const crud = useCrud({
    list: listCustomerBlacklist,
    invalidate: [customerBlacklistKeys.all],
    create: {
      endpoint: createCustomerBlacklist,
      body: (v) => ({ phone: String(v.phone ?? ''), reason: String(v.reason ?? '') }),
    },
    remove: { endpoint: deleteCustomerBlacklist, body: idsOf },
  });
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={customerBlacklistKeys.list()}
        list={listCustomerBlacklist}
        codes={{ add: 'aicall.blacklist.add-button', delete: 'aicall.blacklist.delete-button' }}
        texts={{
          add: t('blacklist.add'),
          edit: t('blacklist.add'),
          actions: t('actions'),
          deleteConfirm: (row) => t('blacklist.deleteConfirm', { phone: row.phone }),
          batchDelete: t('batchDelete'),
          batchDeleteConfirm: (rows) => t('blacklist.batchDeleteConfirm', { count: rows.length }),
        }}
        actionsWidth={100}
        toolbarTestId="customer-blacklist-toolbar"
        toolbarExtra={() => <CustomerBlacklistIoButtons onImported={() => void crud.refresh()} />}
      />
    </PageContainer>
  );
}
