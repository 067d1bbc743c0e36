import { DislikeOutlined, LikeOutlined, SwapOutlined } from '@ant-design/icons';
import type { SessionMessage } from '@zhiyu/contract/modules/aitext/session';
import { Empty, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const bubble = (bot: boolean, special: boolean) => ({
  maxWidth: '72%',
  padding: '8px 12px',
  borderRadius: 8,
  whiteSpace: 'pre-wrap' as const,
  background: special ? '#fff7e6' : bot ? '#f0f5ff' : '#f6ffed',
  border: `1px solid ${special ? '#ffd591' : bot ? '#adc6ff' : '#b7eb8f'}`,
});

/** What the bot's answer came from, its vote and the reason. */
function AnswerMarks({ m }: { m: SessionMessage }) {
  const { t } = useTranslation('aitext-stats');
  return (
    <Space size={4} wrap style={{ marginTop: 4 }}>
      {m.hitRefId && (
        // The knowledge by its question (or document and first words); the id on hover.
        <Tooltip title={t('detail.hitId', { id: m.hitRefId })}>
          <Tag color={m.hitTitle ? 'geekblue' : undefined} data-testid="message-hit">
            {m.hitTitle ? t('detail.hit', { title: m.hitTitle }) : t('detail.hitDeleted')}
          </Tag>
        </Tooltip>
      )}
      {m.score !== null && <Tag>{t('detail.score', { score: m.score.toFixed(2) })}</Tag>}
      {m.field && <Tag>{t(`detail.field.${m.field}`, { defaultValue: m.field })}</Tag>}
      {m.vote && (
        <Tag
          data-testid="message-vote"
          color={m.vote === 'like' ? 'green' : 'red'}
          icon={m.vote === 'like' ? <LikeOutlined /> : <DislikeOutlined />}
        >
          {t(`detail.vote.${m.vote}`)}
        </Tag>
      )}
      {m.reason && <Typography.Text type="secondary">{t('detail.reason', { reason: m.reason })}</Typography.Text>}
    </Space>
  );
}

/**
 * A session's conversation as a chat: the bot on the left, the visitor on the right; "did you
 * mean" candidates under their message, votes and reasons under answers, transfers marked.
 */
export function Conversation({ messages }: { messages: SessionMessage[] }) {
  const { t } = useTranslation('aitext-stats');
  if (!messages.length) return <Empty description={t('detail.empty')} />;
  return (
    <div data-testid="session-chat" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {messages.map((m) => {
        const bot = m.role === 'bot';
        const special = m.kind === 'transfer' || m.kind === 'human';
        return (
          <div
            key={m.id}
            data-role={m.role}
            data-kind={m.kind}
            style={{ display: 'flex', flexDirection: 'column', alignItems: bot ? 'flex-start' : 'flex-end' }}
          >
            <small style={{ color: '#8c8c8c' }}>
              {bot ? t('detail.bot') : t('detail.visitor')} · {t(`detail.kind.${m.kind}`)} ·{' '}
              {dayjs(m.at).format('HH:mm:ss')}
            </small>
            <div style={bubble(bot, special)}>
              {special && <SwapOutlined style={{ marginRight: 6 }} />}
              {m.text || t(`detail.kind.${m.kind}`)}
            </div>
            {m.candidates?.length ? (
              <Space orientation="vertical" size={2} style={{ marginTop: 4 }} data-testid="message-candidates">
                {m.candidates.map((c) => (
                  <Tag key={c.refId} color="blue">
                    {c.question}
                  </Tag>
                ))}
              </Space>
            ) : null}
            {bot && (m.kind === 'answer' || m.vote) && <AnswerMarks m={m} />}
          </div>
        );
      })}
    </div>
  );
}
