import { useQuery } from '@tanstack/react-query';
import {
  type CustomerRow,
  createCustomer,
  deleteCustomers,
  listCustomers,
  updateCustomer,
} from '@zhiyu/contract/modules/aicall/customer';
import { Button, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { attributeKeys, fetchAllAttributes } from '../customer-attribute/attribute.api.ts';
import { AddToTaskModal } from './add-to-task.modal.tsx';
import { ATTR_FIELD, type CustomerView, customerKeys, fetchCustomers } from './customer.api.ts';
import { customerColumns } from './customer.columns.tsx';
import { CustomerIoButtons } from './customer-io.buttons.tsx';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The save body: attribute fields (`a:<id>`) gathered into `attrs`; a masked number is never sent back. */
function bodyOf(v: Record<string, unknown>, editing?: CustomerView | CustomerRow) {
  const attrs = Object.fromEntries(
    Object.entries(v)
      .filter(([k, x]) => k.startsWith(ATTR_FIELD) && !blank(x))
      .map(([k, x]) => [k.slice(ATTR_FIELD.length), x as string | number]),
  );
  const phone = String(v.phone ?? '');
  const keep = editing && (editing.phoneMasked || phone === editing.phone);
  return {
    name: String(v.name ?? ''),
    tags: Array.isArray(v.tags) ? (v.tags as string[]) : [],
    attrs,
    ...(keep ? {} : { phone }),
  };
}

/** /aicall/crm/list — customers: search, create/edit with the app's attributes, batch delete, import, export, add to a task. */
export default function CustomerPage() {
  const { t } = useTranslation('customer');
  const attrs = useQuery({ queryKey: attributeKeys.columns(), queryFn: fetchAllAttributes });
  const columns = useMemo(() => customerColumns(t, attrs.data ?? []), [t, attrs.data]);
  const [toTask, setToTask] = useState<{ ids: string[] } | null>(null);
  const crud = useCrud({
    list: listCustomers,
    invalidate: [customerKeys.all],
    create: {
      endpoint: createCustomer,
      body: (v) => {
        const body = bodyOf(v);
        return { ...body, phone: body.phone ?? '' };
      },
    },
    update: { endpoint: updateCustomer, body: ({ row, values }) => ({ id: row.id, ...bodyOf(values, row) }) },
    remove: { endpoint: deleteCustomers, body: idsOf },
  });
  if (attrs.isPending) return <Skeleton active />;
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={customerKeys.list()}
        list={listCustomers}
        request={fetchCustomers}
        codes={crudCodes('aicall.customer')}
        texts={{
          add: t('customer.add'),
          edit: t('customer.edit'),
          actions: t('actions'),
          editAction: t('edit'),
          deleteConfirm: (row) => t('customer.deleteConfirm', { name: row.name || row.phone }),
          batchDelete: t('batchDelete'),
          batchDeleteConfirm: (rows) => t('customer.batchDeleteConfirm', { count: rows.length }),
        }}
        actionsWidth={140}
        toolbarTestId="customer-toolbar"
        toolbarExtra={({ selected }) => (
          <>
            <Can code="aicall.customer.add-to-task-button">
              <Button disabled={!selected.length} onClick={() => setToTask({ ids: selected.map((r) => r.id) })}>
                {t('toTask.selected', { count: selected.length })}
              </Button>
              <Button onClick={() => setToTask({ ids: [] })}>{t('toTask.filtered')}</Button>
            </Can>
            <CustomerIoButtons onImported={() => void crud.refresh()} />
          </>
        )}
      />
      <AddToTaskModal target={toTask} onClose={() => setToTask(null)} />
    </PageContainer>
  );
}
