import { useMutation } from '@tanstack/react-query';
import {
  type AccessChannelRow,
  CHANNEL_KINDS,
  type ChannelKind,
  createAccessChannel,
  deleteAccessChannels,
  listAccessChannels,
  updateAccessChannel,
} from '@zhiyu/contract/modules/aihelper/channel';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud, withId } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { type ChannelWithKey, channelKeys, regenerateKey } from './channel.api.ts';
import { channelColumns } from './channel.columns.tsx';
import { ChannelKeyModal } from './channel-key.modal.tsx';

const kindOf = (v: unknown): ChannelKind => CHANNEL_KINDS.find((k) => k === v) ?? 'cti';
const pick = (v: Record<string, unknown>) => ({ name: String(v.name ?? ''), kind: kindOf(v.kind) });

/**
 * /aihelper/accessChannel: where the conversations the agent desk assists come from. Search, create
 * and edit, delete; a channel's key is shown once, after create and after regenerate (the old key
 * stops working at once), and the list only ever shows its last four characters.
 */
export default function AccessChannelPage() {
  const { t } = useTranslation('aihelper');
  const [shown, setShown] = useState<ChannelWithKey | null>(null);
  const crud = useCrud({
    list: listAccessChannels,
    invalidate: [channelKeys.all],
    create: { endpoint: createAccessChannel, body: pick },
    update: { endpoint: updateAccessChannel, body: withId(pick) },
    remove: { endpoint: deleteAccessChannels, body: idsOf },
    onCreated: (created) => {
      notifySuccess();
      setShown(created);
    },
  });
  const regenerate = useMutation({
    mutationFn: (row: AccessChannelRow) => regenerateKey(row.id),
    onSuccess: (channel) => {
      setShown(channel);
      return crud.refresh();
    },
  });
  const columns = useMemo(() => channelColumns(t), [t]);
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={channelKeys.list()}
        list={listAccessChannels}
        codes={crudCodes('aihelper.channel')}
        texts={{
          add: t('channel.add'),
          edit: t('channel.edit'),
          actions: t('channel.actions'),
          editAction: t('channel.editAction'),
          deleteConfirm: (row) => t('channel.deleteConfirm', { name: row.name }),
        }}
        addTestId="channel-add"
        actionsTestId={() => 'channel-actions'}
        rowActions={(row, { edit, remove }) => [
          edit && { ...edit, testId: 'channel-edit' },
          {
            key: 'key',
            label: t('channel.regenerate'),
            code: 'aihelper.channel.key-button',
            confirm: t('channel.regenerateConfirm', { name: row.name }),
            testId: 'channel-regenerate',
            onClick: () => regenerate.mutateAsync(row),
          },
          remove && { ...remove, testId: 'channel-delete' },
        ]}
      />
      <ChannelKeyModal channel={shown} onClose={() => setShown(null)} />
    </PageContainer>
  );
}
