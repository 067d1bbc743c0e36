import { CustomerServiceOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { accessCodes } from '@zhiyu/contract/endpoint';
import { type ChannelRow, listChannelConfigs } from '@zhiyu/contract/modules/aitext/channel';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { Alert, Button, Drawer, Empty, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../../platform/session/storage.ts';
import { useSessionVersion } from '../../../platform/session/use-session.ts';
import { chatTestKeys, fetchTestChannels } from './chat-test.api.ts';
import { Composer } from './chat-test.composer.tsx';
import { useTestChat } from './chat-test.session.ts';
import { Transcript } from './chat-test.transcript.tsx';

export const CHAT_TEST_WIDTH = 480;

/** A channel the test window can speak to: an enabled test window (type 1) reached by widget key. */
export const canTestChat = (row: Pick<ChannelRow, 'channelType' | 'status' | 'kind'>) =>
  row.channelType === 1 && row.status === 1 && row.kind === 'widget';

/**
 * Who may use the test window: whoever may list the channels (the interface code the channel list
 * and its deploy action stand on). The chat itself is the public API and needs no code.
 */
export function useCanTestChat(): boolean {
  useSessionVersion();
  const granted = getJson<string[]>(STORAGE_KEYS.apiWhiteList, []);
  return accessCodes(listChannelConfigs.access).some((c) => granted.includes(c));
}

/** One conversation on one channel; remounted (a new session) when the channel changes. */
export function ChatPanel({ channelKey }: { channelKey: string }) {
  const { t } = useTranslation('aitext-channel');
  const chat = useTestChat(channelKey);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }} data-testid="chat-panel">
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button
          size="small"
          icon={<CustomerServiceOutlined />}
          disabled={chat.state !== 'ready' || chat.transferred || chat.busy}
          onClick={() => void chat.human()}
          data-testid="chat-human"
        >
          {chat.transferred ? t('chat.transferred') : t('chat.human')}
        </Button>
        <Button
          size="small"
          icon={<ReloadOutlined />}
          disabled={chat.busy || chat.state === 'opening'}
          onClick={() => void chat.restart()}
          data-testid="chat-restart"
        >
          {t('chat.restart')}
        </Button>
      </Space>
      {chat.state === 'opening' && <Spin style={{ margin: 24 }} />}
      {chat.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title={t('chat.openFailed')}
          action={
            <Button size="small" onClick={() => void chat.restart()}>
              {t('chat.retry')}
            </Button>
          }
        />
      )}
      <Transcript chat={chat} />
      <Composer chat={chat} />
    </div>
  );
}

/**
 * The test window: the console's own chat with a test-window channel. Opened from a row's test
 * chat action on that channel, or from the toolbar with a choice of the tenant's enabled test windows.
 */
export function ChatTestDrawer({
  open,
  channel,
  onClose,
}: {
  open: boolean;
  channel: ChannelRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('aitext-channel');
  const [picked, setPicked] = useState<string | undefined>();
  const channels = useQuery({ queryKey: chatTestKeys.channels(), queryFn: fetchTestChannels, enabled: open });
  useEffect(() => {
    if (open) setPicked(channel?.id);
  }, [open, channel]);
  const list = channels.data ?? [];
  const options = channel && !list.some((c) => c.id === channel.id) ? [channel, ...list] : list;
  const current = options.find((c) => c.id === (picked ?? (channel ? channel.id : list[0]?.id)));
  const none = !channel && channels.isSuccess && list.length === 0;
  return (
    <Drawer
      open={open}
      title={current ? t('chat.title', { name: current.name }) : t('chat.toolbar')}
      size={CHAT_TEST_WIDTH}
      onClose={onClose}
      destroyOnHidden
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Typography.Text type="secondary" data-testid="chat-stats-hint">
        {t('chat.statsHint')}
      </Typography.Text>
      {none ? (
        <Empty data-testid="chat-none" description={t('chat.none')} />
      ) : (
        <Select
          aria-label={t('chat.channel')}
          placeholder={t('chat.channelPlaceholder')}
          loading={channels.isLoading}
          value={current?.id}
          onChange={setPicked}
          options={options.map((c) => ({ value: c.id, label: c.name }))}
          data-testid="chat-channel"
        />
      )}
      {open && current && <ChatPanel key={current.id} channelKey={current.widgetKey} />}
    </Drawer>
  );
}
