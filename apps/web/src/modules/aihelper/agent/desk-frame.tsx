import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import type { DeskPanel } from '@zhiyu/contract/modules/aihelper/profile';
import { Alert, Button, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { ApiError } from '../../../platform/request/errors.ts';
import { CallHeader } from './call.header.tsx';
import { mmss } from './desk.api.ts';
import { SimulatorButtons } from './simulator.buttons.tsx';
import { useConversation } from './use-conversation.ts';

/** No conversation yet: says so, and how to start one (the simulator, for those who may). */
function NoConversation() {
  const { t } = useTranslation('aihelper-desk');
  const { token } = theme.useToken();
  return (
    <Empty
      data-testid="desk-empty"
      style={{
        padding: '32px 12px',
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        margin: 0,
      }}
      description={
        <Flex vertical gap={4} align="center">
          <Typography.Text strong>{t('empty.title')}</Typography.Text>
          <Typography.Text type="secondary">{t('empty.hint')}</Typography.Text>
          <Typography.Text type="secondary">{t('empty.simulator')}</Typography.Text>
        </Flex>
      }
    >
      <Flex justify="center">
        <SimulatorButtons conv={null} />
      </Flex>
    </Empty>
  );
}

/** The line under the header: the call ended, or the live channel is down and the desk polls. */
function StateNote({ conv, channel }: { conv: AgentConversation; channel: string }) {
  const { t } = useTranslation('aihelper-desk');
  if (conv.state === 'ended')
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        data-testid="desk-ended"
        title={t('ended.title', { duration: mmss((conv.endedAt ?? conv.startedAt) - conv.startedAt) })}
      />
    );
  if (channel !== 'open')
    return (
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }} data-testid="desk-polling">
        {t('live.polling')}
      </Typography.Text>
    );
  return null;
}

/** A one-panel page of a panel the skill group's assistant settings leave out: says so and who turns it on. */
function PanelOff({ panel }: { panel: DeskPanel }) {
  const { t } = useTranslation('aihelper-desk');
  return (
    <Alert
      type="info"
      showIcon
      data-testid="desk-panel-off"
      title={t('panel.off', { name: t(`panel.${panel}`) })}
      description={t('panel.offHint')}
    />
  );
}

/**
 * What every desk page shares: the conversation read and kept fresh, and every state said: loading,
 * failed (with retry), no conversation yet, live or ended. `children` draws the conversation.
 * Embedded (/iframe/…) the page has no shell and no breadcrumb, only a little padding. A one-panel
 * page names its `panel`, shown only when the conversation's skill group shows it.
 */
export function DeskFrame({
  compact,
  panel,
  children,
}: {
  compact?: boolean;
  panel?: DeskPanel;
  children: (conv: AgentConversation) => ReactNode;
}) {
  const { t } = useTranslation('aihelper-desk');
  const bare = useLocation().pathname.startsWith('/iframe/');
  const { query, channel } = useConversation();
  const conv = query.data;
  let body: ReactNode;
  if (query.isPending)
    body = (
      <div data-testid="desk-loading">
        <Skeleton.Input active block style={{ height: 44, marginBottom: 12 }} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  else if (query.isError && !conv)
    body = (
      <Alert
        type="error"
        showIcon
        data-testid="desk-error"
        title={t('error.title')}
        // The server's reason when it gave one (the licence's seats are all held, say).
        description={query.error instanceof ApiError ? query.error.message : t('error.hint')}
        action={
          <Button type="primary" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('retry')}
          </Button>
        }
      />
    );
  else if (!conv) body = <NoConversation />;
  else
    body = (
      <div data-testid="desk" data-conversation={conv.id} data-state={conv.state}>
        <CallHeader conv={conv} compact={compact} extra={!compact && <SimulatorButtons conv={conv} />} />
        <StateNote conv={conv} channel={channel} />
        {panel && !conv.panels.includes(panel) ? <PanelOff panel={panel} /> : children(conv)}
      </div>
    );
  return bare ? <div style={{ padding: 8 }}>{body}</div> : <PageContainer>{body}</PageContainer>;
}
