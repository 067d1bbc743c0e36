import type { BodyOf } from '@zhiyu/contract/endpoint';
import { createChannel, deleteChannel, listChannels, updateChannel } from '@zhiyu/contract/modules/admin/channel';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { AuditLink } from '../audit/audit-link.tsx';
import { orgKeys, pick } from '../org-common/org.ts';
import { channelColumns } from './channel.columns.tsx';

const FIELDS = ['name', 'host', 'contactName', 'contactPhone', 'status', 'tenantQuota', 'remark'] as const;
const body = (v: Record<string, unknown>) => pick<BodyOf<typeof createChannel>>(v, FIELDS);

/** /aiadmin/channel/add: the operator's channel list with search, create/edit dialog and delete. */
export default function ChannelPage() {
  const { t } = useTranslation('org');
  const columns = useMemo(() => channelColumns(t), [t]);
  const crud = useCrud({
    list: listChannels,
    invalidate: [orgKeys.all],
    create: { endpoint: createChannel, body },
    update: { endpoint: updateChannel, body: withId(body) },
    remove: { endpoint: deleteChannel, body: idOf },
  });
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={orgKeys.channels()}
        list={listChannels}
        codes={crudCodes('admin.channel')}
        texts={{
          add: t('channel.add'),
          edit: t('channel.edit'),
          actions: t('actions'),
          deleteConfirm: (row) => t('deleteConfirm', { name: row.name }),
        }}
        actionsWidth={140}
        toolbarExtra={() => <AuditLink entity="channel" />}
      />
    </PageContainer>
  );
}
