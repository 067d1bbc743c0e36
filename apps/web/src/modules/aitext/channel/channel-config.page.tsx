import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelRow } from '@zhiyu/contract/modules/aitext/channel';
import { listChannelConfigs } from '@zhiyu/contract/modules/aitext/channel';
import { Button, Space, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container.tsx';
import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { useToggle } from '../../../components/schema/overlay.ts';
import { SchemaTable } from '../../../components/schema/schema-table.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { Can, useCan } from '../../../platform/access/can.tsx';
import { notifySuccess } from '../../../platform/request/success.ts';
import { ApiKeyModal } from './api-key.modal.tsx';
import { addChannel, channelKeys, editChannel, fetchChannels, removeChannels, switchChannels } from './channel.api.ts';
import { channelColumns } from './channel.columns.tsx';
import { DeployDrawer } from './channel.deploy.tsx';
import { ChannelDrawer } from './channel.drawer.tsx';
import { bodyOf, type ChannelForm, formOf } from './channel.rules.ts';
import { ChatTestDrawer, canTestChat, useCanTestChat } from './chat-test.drawer.tsx';

/**
 * /aitext/channelConfig (channel deployment): the app's channels (search, table, status switch, delete), the
 * create/edit drawer, and per channel its deployment (widget tag or API key, bind codes, bound accounts).
 */
export default function ChannelConfigPage() {
  const { t } = useTranslation('aitext-channel');
  const { t: tc } = useTranslation('common');
  const qc = useQueryClient();
  const canSwitch = useCan('aitext.channel.status-button');
  const [open, toggle] = useToggle();
  const [editing, setEditing] = useState<ChannelRow | undefined>();
  const [deploy, setDeploy] = useState<ChannelRow | null>(null);
  const [apiKey, setApiKey] = useState<string | null>(null);
  const canChat = useCanTestChat();
  const [chat, setChat] = useState<{ open: boolean; channel: ChannelRow | null }>({ open: false, channel: null });
  const reload = () => qc.invalidateQueries({ queryKey: channelKeys.all });
  const done = () => {
    notifySuccess();
    return reload();
  };
  const save = useMutation({
    mutationFn: async (v: Partial<ChannelForm>) => {
      const body = bodyOf(v);
      if (editing) return { row: await editChannel({ ...body, id: editing.id }), key: null };
      const created = await addChannel(body);
      return { row: created, key: created.kind === 'api' ? created.apiKey : null };
    },
    onSuccess: async ({ row, key }) => {
      toggle();
      await done();
      if (key) setApiKey(key);
      // A new channel goes straight to its deployment: the tag to paste, or where the key goes.
      if (!editing) setDeploy(row);
    },
  });
  const status = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => switchChannels([id], on ? 1 : 0),
    onSuccess: done,
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
  const values = useMemo(() => (editing ? formOf(editing) : undefined), [editing]);
  const openForm = (row?: ChannelRow) => {
    setEditing(row);
    toggle();
  };
  return (
    <PageContainer>
      <SchemaTable
        columns={columns as SchemaColumn<ChannelRow>[]}
        queryKey={channelKeys.list()}
        list={listChannelConfigs}
        request={fetchChannels}
        toolbar={() => (
          <Space>
            <Can code="aitext.channel.add-button">
              <Button type="primary" onClick={() => openForm()}>
                {t('add')}
              </Button>
            </Can>
            {canChat && (
              <Button onClick={() => setChat({ open: true, channel: null })} data-testid="chat-open-toolbar">
                {t('chat.toolbar')}
              </Button>
            )}
          </Space>
        )}
        actions={{
          title: t('actions'),
          render: (row) => (
            <RowActions
              actions={[
                {
                  key: 'chat',
                  label: t('chat.open'),
                  hidden: !(canChat && canTestChat(row)),
                  testId: 'channel-chat',
                  onClick: () => setChat({ open: true, channel: row }),
                },
                { key: 'deploy', label: t('deploy.open'), testId: 'channel-deploy', onClick: () => setDeploy(row) },
                {
                  key: 'edit',
                  label: t('editRow'),
                  code: 'aitext.channel.edit-button',
                  onClick: () => openForm(row),
                },
                {
                  key: 'delete',
                  label: tc('delete'),
                  code: 'aitext.channel.delete-button',
                  danger: true,
                  confirm: t('deleteConfirm', { name: row.name }),
                  onClick: () => removeChannels([row.id]).then(done),
                },
              ]}
            />
          ),
        }}
      />
      <ChannelDrawer
        open={open}
        title={editing ? t('edit') : t('add')}
        columns={columns as SchemaColumn<never>[]}
        values={values}
        saving={save.isPending}
        onSubmit={(v) => save.mutate(v)}
        onClose={toggle}
      />
      <DeployDrawer
        row={deploy}
        onClose={() => setDeploy(null)}
        onApiKey={(key, hint) => {
          setApiKey(key);
          setDeploy((d) => (d ? { ...d, apiKeyHint: hint } : d));
          void reload();
        }}
      />
      <ApiKeyModal apiKey={apiKey} onClose={() => setApiKey(null)} />
      <ChatTestDrawer open={chat.open} channel={chat.channel} onClose={() => setChat((c) => ({ ...c, open: false }))} />
    </PageContainer>
  );
}
