import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlacklistRow } from '@zhiyu/contract/modules/admin/blacklist';
import { listBlacklist } from '@zhiyu/contract/modules/admin/blacklist';
import { Button, Popconfirm, Space } from 'antd';
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
import { AuditLink } from '../audit/audit-link.tsx';
import { addEntry, blacklistKeys, editEntry, fetchBlacklist, removeEntries } from './blacklist.api.ts';
import { blacklistColumns } from './blacklist.columns.tsx';
import { BlacklistIoButtons } from './blacklist-io.buttons.tsx';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const time = (v: unknown) => (typeof v === 'number' ? v : null);

/** /aiadmin/blacklist — the platform number blacklist: search, add, edit, delete, batch delete, import, export. */
export default function BlacklistPage() {
  const { t } = useTranslation('brand');
  const editDelete = useEditDelete();
  const columns = useMemo(() => blacklistColumns(t), [t]);
  const qc = useQueryClient();
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<BlacklistRow | undefined>();
  const refresh = () => qc.invalidateQueries({ queryKey: blacklistKeys.all });
  const done = () => {
    notifySuccess();
    return refresh();
  };
  const save = useMutation({
    mutationFn: (v: Record<string, unknown>) =>
      editing
        ? editEntry({ id: editing.id, reason: text(v.reason), expiresAt: time(v.expiresAt) })
        : addEntry({ phone: text(v.phone), reason: text(v.reason), expiresAt: time(v.expiresAt) }),
    onSuccess: async () => {
      toggle();
      await done();
    },
  });
  const remove = useMutation({ mutationFn: removeEntries, onSuccess: done });
  const openForm = (row?: BlacklistRow) => {
    setEditing(row);
    toggle();
  };
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={blacklistKeys.list()}
        list={listBlacklist}
        request={fetchBlacklist}
        selectable
        toolbar={({ selected, clear }) => (
          <Space wrap data-testid="blacklist-toolbar">
            <Can code="admin.blacklist.add-button">
              <Button type="primary" onClick={() => openForm()}>
                {t('blacklist.add')}
              </Button>
            </Can>
            <AuditLink entity="blacklist" />
            <Can code="admin.blacklist.delete-button">
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
            <BlacklistIoButtons onImported={() => void refresh()} />
          </Space>
        )}
        actions={{
          title: t('actions'),
          width: 140,
          render: (row) => (
            <Space>
              <Can code="admin.blacklist.edit-button">
                <Button type="link" size="small" onClick={() => openForm(row)}>
                  {t('edit')}
                </Button>
              </Can>
              <RowActions
                actions={editDelete({
                  remove: {
                    code: 'admin.blacklist.delete-button',
                    confirm: t('blacklist.deleteConfirm', { phone: row.phone }),
                    onClick: () => remove.mutateAsync([row.id]),
                  },
                })}
              />
            </Space>
          ),
        }}
      />
      <FormModal<BlacklistRow>
        open={open}
        title={editing ? t('blacklist.edit') : t('blacklist.add')}
        columns={columns}
        row={editing}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
    </PageContainer>
  );
}
