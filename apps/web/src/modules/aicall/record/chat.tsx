import type { TranscriptTurn } from '@zhiyu/contract/modules/aicall/record';
import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const bubble = (bot: boolean) => ({
  maxWidth: '70%',
  padding: '8px 12px',
  borderRadius: 8,
  background: bot ? '#f0f5ff' : '#f6ffed',
  border: `1px solid ${bot ? '#adc6ff' : '#b7eb8f'}`,
});

/** The conversation as a chat: the bot on the left, the callee on the right, with intent and score. */
export function Chat({ turns }: { turns: TranscriptTurn[] }) {
  const { t } = useTranslation('record');
  if (!turns.length) return <Empty description={t('detail.noTranscript')} />;
  return (
    <div data-testid="record-chat" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {turns.map((turn, i) => {
        const bot = turn.role === 'bot';
        return (
          <div
            // The transcript never reorders: its position is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            data-role={turn.role}
            style={{ display: 'flex', flexDirection: 'column', alignItems: bot ? 'flex-start' : 'flex-end' }}
          >
            <small style={{ color: '#8c8c8c' }}>
              {bot ? t('detail.bot') : t('detail.callee')} · {(turn.atMs / 1000).toFixed(1)}s
            </small>
            <div style={bubble(bot)}>{turn.text || t('detail.silence')}</div>
            {!bot && turn.intent && (
              <div style={{ marginTop: 4 }}>
                <Tag color="geekblue">{turn.intent}</Tag>
                {turn.score !== undefined && <Tag>{t('detail.score', { score: turn.score.toFixed(2) })}</Tag>}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
