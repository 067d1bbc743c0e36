import { useMutation } from '@tanstack/react-query';
import {
  type ChannelRow,
  createChannelConfig,
  deleteChannelConfig,
  listChannelConfigs,
  updateChannelConfig,
} from '@zhiyu/contract/modules/aitext/channel';
import { Button, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crudCodes } from '../../../components/crud/crud-codes.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { idsOf, useCrud } from '../../../components/crud/use-crud.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { useCan } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { ApiKeyModal } from './api-key.modal.tsx';
import { channelKeys, fetchChannels, switchChannels } from './channel.api.ts';
import { channelColumns } from './channel.columns.tsx';
import { DeployDrawer } from './channel.deploy.tsx';
import { ChannelDrawer } from './channel.drawer.tsx';
import { bodyOf, formOf } from './channel.rules.ts';
import { ChatTestDrawer, canTestChat, useCanTestChat } from './chat-test.drawer.tsx';

/**
 * /aitext/channelConfig (channel deployment): the app's channels (search, table, status switch, delete), the
 * create/edit drawer, and per channel its deployment (widget tag or API key, bind codes, bound accounts).
 */
export default function ChannelConfigPage() {
  const { t } = useTranslation('aitext-channel');
  const canSwitch = useCan('aitext.channel.status-button');
  const [deploy, setDeploy] = useState<ChannelRow | null>(null);
  const [apiKey, setApiKey] = useState<string | null>(null);
  const canChat = useCanTestChat();
  const [chat, setChat] = useState<{ open: boolean; channel: ChannelRow | null }>({ open: false, channel: null });
  const crud = useCrud({
    list: listChannelConfigs,
    invalidate: [channelKeys.all],
    create: { endpoint: createChannelConfig, body: (v) => bodyOf(v) },
    update: { endpoint: updateChannelConfig, body: ({ row, values }) => ({ ...bodyOf(values), id: row.id }) },
    remove: { endpoint: deleteChannelConfig, body: idsOf },
    // A new channel goes straight to its deployment: the tag to paste, or where the key goes (shown once).
    onCreated: (created) => {
      notifySuccess();
      if (created.kind === 'api') setApiKey(created.apiKey);
      setDeploy(created);
    },
  });
  const status = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => switchChannels([id], on ? 1 : 0),
    onSuccess: () => {
      notifySuccess();
      return crud.refresh();
    },
  });
  const columns = useMemo(
    () =>
      channelColumns(t, {
        status: (row) => (
          <Switch
            size="small"
            checked={row.status === 1}
            disabled={!canSwitch}
            aria-label={t('field.status')}
            data-testid="channel-status"
            onChange={(on) => status.mutate({ id: row.id, on })}
          />
        ),
      }),
    [t, canSwitch, status.mutate],
  );
  const editing = crud.editing;
  const values = useMemo(() => (editing ? formOf(editing) : undefined), [editing]);
  return (
    <PageContainer>
      <CrudTable
        crud={crud}
        columns={columns}
        queryKey={channelKeys.list()}
        list={listChannelConfigs}
        request={fetchChannels}
        codes={crudCodes('aitext.channel')}
        texts={{
          add: t('add'),
          edit: t('edit'),
          actions: t('actions'),
          editAction: t('editRow'),
          deleteConfirm: (row) => t('deleteConfirm', { name: row.name }),
        }}
        toolbarExtra={() =>
          canChat && (
            <Button onClick={() => setChat({ open: true, channel: null })} data-testid="chat-open-toolbar">
              {t('chat.toolbar')}
            </Button>
          )
        }
        rowActions={(row, { edit, remove }) => [
          {
            key: 'chat',
            label: t('chat.open'),
            hidden: !(canChat && canTestChat(row)),
            testId: 'channel-chat',
            onClick: () => setChat({ open: true, channel: row }),
          },
          { key: 'deploy', label: t('deploy.open'), testId: 'channel-deploy', onClick: () => setDeploy(row) },
          edit,
          remove,
        ]}
        form={(f) => (
          <ChannelDrawer
            open={f.open}
            title={f.title}
            columns={columns}
            values={values}
            saving={f.saving}
            onSubmit={f.onSubmit}
            onClose={f.onClose}
          />
        )}
      />
      <DeployDrawer
        row={deploy}
        onClose={() => setDeploy(null)}
        onApiKey={(key, hint) => {
          setApiKey(key);
          setDeploy((d) => (d ? { ...d, apiKeyHint: hint } : d));
          void crud.refresh();
        }}
      />
      <ApiKeyModal apiKey={apiKey} onClose={() => setApiKey(null)} />
      <ChatTestDrawer open={chat.open} channel={chat.channel} onClose={() => setChat((c) => ({ ...c, open: false }))} />
    </PageContainer>
  );
}
