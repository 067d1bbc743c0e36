import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import type { ChatMessage } from '@zhiyu/contract/modules/aitext/chat';
import { REASON_MAX_CHARS, type Vote } from '@zhiyu/contract/modules/aitext/enums';
import { Button, Input, Space, Tag, Typography } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestChat } from './chat-test.session.ts';

const bubble: CSSProperties = {
  maxWidth: '85%',
  padding: '8px 12px',
  borderRadius: 8,
  // The chat API answers plain text (the server turns the knowledge's HTML into text); React
  // escapes it, and line breaks are kept as written.
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
};
const USER: CSSProperties = { ...bubble, background: '#1677ff', color: '#fff' };
const BOT: CSSProperties = { ...bubble, background: 'rgba(0,0,0,0.04)' };
const KIND_COLOR: Record<string, string> = {
  answer: 'green',
  suggest: 'blue',
  fallback: 'orange',
  transfer: 'purple',
  welcome: 'default',
};

/** Like / dislike of one answer; a dislike asks for an optional reason first. Voted: the result. */
function Votes({ m, chat }: { m: ChatMessage; chat: TestChat }) {
  const { t } = useTranslation('aitext-channel');
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  if (m.vote)
    return (
      <Typography.Text type="secondary" data-testid="chat-voted">
        {m.vote === 'like' ? t('chat.liked') : t('chat.disliked')}
      </Typography.Text>
    );
  const submit = (vote: Vote, why?: string) => void chat.vote(m.id, vote, why);
  if (asking)
    return (
      <Space.Compact style={{ width: '100%' }}>
        <Input
          size="small"
          autoFocus
          value={reason}
          maxLength={REASON_MAX_CHARS}
          placeholder={t('chat.reasonPlaceholder')}
          aria-label={t('chat.reasonPlaceholder')}
          onChange={(e) => setReason(e.target.value)}
          onPressEnter={() => submit('dislike', reason.trim() || undefined)}
        />
        <Button
          size="small"
          type="primary"
          disabled={chat.busy}
          onClick={() => submit('dislike', reason.trim() || undefined)}
        >
          {t('chat.reasonSubmit')}
        </Button>
        <Button size="small" onClick={() => setAsking(false)}>
          {t('chat.reasonCancel')}
        </Button>
      </Space.Compact>
    );
  return (
    <Space size={4}>
      <Button size="small" type="text" icon={<LikeOutlined />} disabled={chat.busy} onClick={() => submit('like')}>
        {t('chat.like')}
      </Button>
      <Button size="small" type="text" icon={<DislikeOutlined />} disabled={chat.busy} onClick={() => setAsking(true)}>
        {t('chat.dislike')}
      </Button>
    </Space>
  );
}

function BotMessage({ m, chat }: { m: ChatMessage; chat: TestChat }) {
  const { t } = useTranslation('aitext-channel');
  return (
    <div style={BOT}>
      <Tag color={KIND_COLOR[m.kind] ?? 'default'} style={{ marginBottom: 4 }}>
        {t(`chat.kind.${m.kind}`, { defaultValue: m.kind })}
      </Tag>
      <div data-testid="chat-text">{m.text}</div>
      {m.kind === 'suggest' && m.candidates && (
        <Space wrap size={[4, 4]} style={{ marginTop: 6 }}>
          {m.candidates.map((c) => (
            <Button
              key={c.refId}
              size="small"
              disabled={chat.busy}
              data-testid="chat-candidate"
              onClick={() => void chat.choose(m.id, c.refId)}
            >
              {c.question}
            </Button>
          ))}
        </Space>
      )}
      {m.kind === 'answer' && (
        <div style={{ marginTop: 6 }}>
          <Votes m={m} chat={chat} />
        </div>
      )}
    </div>
  );
}

/** The conversation so far, newest at the bottom (scrolled into view as it grows). */
export function Transcript({ chat }: { chat: TestChat }) {
  const { t } = useTranslation('aitext-channel');
  const end = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;
  useEffect(() => {
    if (count) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <div role="log" aria-live="polite" data-testid="chat-log" style={{ flex: 1, overflowY: 'auto', padding: '8px 0' }}>
      {chat.state === 'ready' && chat.messages.length === 0 && (
        <Typography.Text type="secondary">{t('chat.noWelcome')}</Typography.Text>
      )}
      {chat.messages.map((m) => (
        <div
          key={m.id}
          data-testid="chat-msg"
          data-role={m.role}
          data-kind={m.kind}
          style={{ display: 'flex', justifyContent: m.role === 'user' ? 'flex-end' : 'flex-start', margin: '8px 0' }}
        >
          {m.role === 'user' ? (
            <div style={USER} data-testid="chat-text">
              {m.text}
            </div>
          ) : (
            <BotMessage m={m} chat={chat} />
          )}
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
