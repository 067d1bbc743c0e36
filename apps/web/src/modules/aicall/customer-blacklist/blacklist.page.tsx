import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerBlacklistRow } from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { listCustomerBlacklist } from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { Button, Popconfirm, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditDelete } from '../../../components/crud/crud-actions.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { addEntry, customerBlacklistKeys, fetchEntries, removeEntries } from './blacklist.api.ts';
import { customerBlacklistColumns } from './blacklist.columns.tsx';
import { CustomerBlacklistIoButtons } from './blacklist-io.buttons.tsx';

/** /aicall/crm-black/list — numbers never to call: search, add, delete, batch delete, import, export. */
export default function CustomerBlacklistPage() {
  const { t } = useTranslation('customer');
  const editDelete = useEditDelete();
  const columns = useMemo(() => customerBlacklistColumns(t), [t]);
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const refresh = () => qc.invalidateQueries({ queryKey: customerBlacklistKeys.all });
  const done = () => {
    notifySuccess();
    return refresh();
  };
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      addEntry({ phone: String(v.phone ?? ''), reason: String(v.reason ?? '') }),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const remove = useMutation({ mutationFn: removeEntries, onSuccess: done });
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={customerBlacklistKeys.list()}
        list={listCustomerBlacklist}
        request={fetchEntries}
        selectable
        toolbar={({ selected, clear }) => (
          <Space wrap data-testid="customer-blacklist-toolbar">
            <Can code="aicall.blacklist.add-button">
              <Button type="primary" onClick={toggle}>
                {t('blacklist.add')}
              </Button>
            </Can>
            <Can code="aicall.blacklist.delete-button">
              <Popconfirm
                title={t('blacklist.batchDeleteConfirm', { count: selected.length })}
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
            <CustomerBlacklistIoButtons onImported={() => void refresh()} />
          </Space>
        )}
        actions={{
          title: t('actions'),
          width: 100,
          render: (row) => (
            <RowActions
              actions={editDelete({
                remove: {
                  code: 'aicall.blacklist.delete-button',
                  confirm: t('blacklist.deleteConfirm', { phone: row.phone }),
                  onClick: () => remove.mutateAsync([row.id]),
                },
              })}
            />
          ),
        }}
      />
      <FormModal<CustomerBlacklistRow>
        open={open}
        title={t('blacklist.add')}
        columns={columns}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
    </PageContainer>
  );
}
