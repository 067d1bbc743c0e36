import type { ChannelRow } from '@zhiyu/contract/modules/admin/channel';
import { listChannels } from '@zhiyu/contract/modules/admin/channel';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditDelete } from '../../../components/crud/crud-actions.tsx';
import { useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { FormModal } from '../../../components/schema/form-modal.tsx';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import { Can } from '../../../platform/access/can.tsx';
import { AuditLink } from '../audit/audit-link.tsx';
import { orgKeys, pick } from '../org-common/org.ts';
import { addChannel, editChannel, fetchChannels, removeChannel } from './channel.api.ts';
import { channelColumns } from './channel.columns.tsx';

const FIELDS = ['name', 'host', 'contactName', 'contactPhone', 'status', 'tenantQuota', 'remark'] as const;
const body = (v: Record<string, unknown>) => pick<Parameters<typeof addChannel>[0]>(v, FIELDS);

/** /aiadmin/channel/add: the operator's channel list with search, create/edit dialog and delete. */
export default function ChannelPage() {
  const { t } = useTranslation('org');
  const columns = useMemo(() => channelColumns(t), [t]);
  const editDelete = useEditDelete();
  const crud = useCrud<ChannelRow>({
    invalidate: [orgKeys.all],
    create: (v) => addChannel(body(v)),
    update: (row, v) => editChannel({ ...body(v), id: row.id }),
    remove: ([row]) => removeChannel(row.id),
  });
  return (
    <PageContainer>
      <SchemaTable
        columns={columns}
        queryKey={orgKeys.channels()}
        list={listChannels}
        request={fetchChannels}
        toolbar={() => (
          <>
            <Can code="admin.channel.add-button">
              <Button type="primary" onClick={() => crud.openForm()}>
                {t('channel.add')}
              </Button>
            </Can>
            <AuditLink entity="channel" />
          </>
        )}
        actions={{
          title: t('actions'),
          width: 140,
          render: (row) => (
            <RowActions
              actions={editDelete({
                edit: { code: 'admin.channel.edit-button', onClick: () => crud.openForm(row) },
                remove: {
                  code: 'admin.channel.delete-button',
                  confirm: t('deleteConfirm', { name: row.name }),
                  onClick: () => crud.remove.mutateAsync([row]),
                },
              })}
            />
          ),
        }}
      />
      <FormModal<ChannelRow>
        open={crud.open}
        title={crud.editing ? t('channel.edit') : t('channel.add')}
        columns={columns}
        row={crud.editing}
        saving={crud.save.isPending}
        onSubmit={(v) => crud.save.mutate(v)}
        onClose={crud.toggle}
      />
    </PageContainer>
  );
}
