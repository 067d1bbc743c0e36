import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listCustomers } from '@zhiyu/contract/modules/aicall/customer';
import { Button, Popconfirm, Skeleton, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditDelete } from '../../../components/crud/crud-actions.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { attributeKeys, fetchAllAttributes } from '../customer-attribute/attribute.api.ts';
import { AddToTaskModal } from './add-to-task.modal.tsx';
import {
  ATTR_FIELD,
  addCustomer,
  type CustomerView,
  customerKeys,
  editCustomer,
  fetchCustomers,
  removeCustomers,
} from './customer.api.ts';
import { customerColumns } from './customer.columns.tsx';
import { CustomerIoButtons } from './customer-io.buttons.tsx';

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The save body: attribute fields (`a:<id>`) gathered into `attrs`; a masked number is never sent back. */
function bodyOf(v: Record<string, unknown>, editing?: CustomerView) {
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
  const editDelete = useEditDelete();
  const attrs = useQuery({ queryKey: attributeKeys.columns(), queryFn: fetchAllAttributes });
  const columns = useMemo(() => customerColumns(t, attrs.data ?? []), [t, attrs.data]);
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<CustomerView | undefined>();
  const [toTask, setToTask] = useState<{ ids: string[] } | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: customerKeys.all });
  const done = () => {
    notifySuccess();
    return refresh();
  };
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) => {
      const body = bodyOf(v, editing);
      return editing ? editCustomer({ id: editing.id, ...body }) : addCustomer({ ...body, phone: body.phone ?? '' });
    },
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const remove = useMutation({ mutationFn: removeCustomers, onSuccess: done });
  const openForm = (row?: CustomerView) => {
    setEditing(row);
    toggle();
  };
  if (attrs.isPending) return <Skeleton active />;
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={customerKeys.list()}
        list={listCustomers}
        request={fetchCustomers}
        selectable
        toolbar={({ selected, clear }) => (
          <Space wrap data-testid="customer-toolbar">
            <Can code="aicall.customer.add-button">
              <Button type="primary" onClick={() => openForm()}>
                {t('customer.add')}
              </Button>
            </Can>
            <Can code="aicall.customer.delete-button">
              <Popconfirm
                title={t('customer.batchDeleteConfirm', { count: selected.length })}
                okText={t('confirm')}
                cancelText={t('cancel')}
                disabled={!selected.length}
                onConfirm={() => remove.mutateAsync(selected.map((r) => r.id)).then(clear)}
              >
                <Button danger disabled={!selected.length}>
                  {t('batchDelete')}
                </Button>
              </Popconfirm>
            </Can>
            <Can code="aicall.customer.add-to-task-button">
              <Button disabled={!selected.length} onClick={() => setToTask({ ids: selected.map((r) => r.id) })}>
                {t('toTask.selected', { count: selected.length })}
              </Button>
              <Button onClick={() => setToTask({ ids: [] })}>{t('toTask.filtered')}</Button>
            </Can>
            <CustomerIoButtons onImported={() => void refresh()} />
          </Space>
        )}
        actions={{
          title: t('actions'),
          width: 140,
          render: (row) => (
            <Space>
              <Can code="aicall.customer.edit-button">
                <Button type="link" size="small" onClick={() => openForm(row)}>
                  {t('edit')}
                </Button>
              </Can>
              <RowActions
                actions={editDelete({
                  remove: {
                    code: 'aicall.customer.delete-button',
                    confirm: t('customer.deleteConfirm', { name: row.name || row.phone }),
                    onClick: () => remove.mutateAsync([row.id]),
                  },
                })}
              />
            </Space>
          ),
        }}
      />
      <FormModal<CustomerView>
        open={open}
        title={editing ? t('customer.edit') : t('customer.add')}
        columns={columns}
        row={editing}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
      <AddToTaskModal target={toTask} onClose={() => setToTask(null)} />
    </PageContainer>
  );
}
