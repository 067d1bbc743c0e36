import type { AgentConversation } from '@zhiyu/contract/modules/aihelper/ingest';
import { Flex, Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mmss } from './desk.api.ts';
import { useNow } from './use-conversation.ts';

/** The call's running time: from its start to now while live, frozen at its end. */
export function CallTimer({ conv }: { conv: AgentConversation }) {
  const live = conv.state === 'live';
  const now = useNow(live);
  const end = live ? now : (conv.endedAt ?? now);
  return (
    <span data-testid="desk-timer" style={{ fontVariantNumeric: 'tabular-nums', fontFamily: 'monospace' }}>
      {mmss(end - conv.startedAt)}
    </span>
  );
}

/** The call's state as a tag: on call (green) or ended. */
export function CallState({ conv }: { conv: AgentConversation }) {
  const { t } = useTranslation('aihelper-desk');
  const live = conv.state === 'live';
  return (
    <Tag color={live ? 'green' : 'default'} data-testid="desk-state" data-state={conv.state} style={{ margin: 0 }}>
      {t(live ? 'state.live' : 'state.ended')}
    </Tag>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
      <span style={{ color: token.colorTextTertiary }}>{label}</span>
      {children}
    </span>
  );
}

/**
 * The call at the top of the desk: customer number, direction, skill group, state and running
 * time. `compact` (the single-panel pages) keeps it to one small line; `extra` holds the
 * simulator's buttons.
 */
export function CallHeader({
  conv,
  compact,
  extra,
}: {
  conv: AgentConversation;
  compact?: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('aihelper-desk');
  const { token } = theme.useToken();
  const number = conv.customerNumber || t('call.unknownNumber');
  return (
    <Flex
      data-testid="desk-header"
      wrap
      align="center"
      justify="space-between"
      gap={8}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: compact ? '6px 12px' : '10px 16px',
        marginBottom: compact ? 8 : 12,
        fontSize: compact ? token.fontSizeSM : token.fontSize,
      }}
    >
      <Flex wrap align="center" gap={compact ? 8 : 16} style={{ minWidth: 0 }}>
        <Item label={t('call.customer')}>
          <strong data-testid="desk-number">{number}</strong>
        </Item>
        <Tag color={conv.direction === 'in' ? 'blue' : 'purple'} style={{ margin: 0 }} data-testid="desk-direction">
          {t(conv.direction === 'in' ? 'call.in' : 'call.out')}
        </Tag>
        {!compact && conv.skillGroup && (
          <Item label={t('call.skillGroup')}>
            <span data-testid="desk-skill">{conv.skillGroup}</span>
          </Item>
        )}
        <CallState conv={conv} />
        {conv.tags.length > 0 && (
          <Flex gap={4} wrap data-testid="desk-tags">
            {conv.tags.map((tag) => (
              <Tag key={tag} color="gold" style={{ margin: 0 }}>
                {tag}
              </Tag>
            ))}
          </Flex>
        )}
        <Item label={t('call.duration')}>
          <CallTimer conv={conv} />
        </Item>
      </Flex>
      {extra}
    </Flex>
  );
}
