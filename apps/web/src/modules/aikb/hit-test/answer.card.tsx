import type { BotAnswer } from '@zhiyu/contract/modules/aikb/hit-test';
import { Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatScore, OUTCOME_COLORS } from './hit-test.format.ts';

/** What the bot would say: its answer, its "did you mean" candidates, or its fallback. */
export function AnswerCard({ answer, title }: { answer: BotAnswer; title?: string }) {
  const { t } = useTranslation('aikb-test');
  const { token } = theme.useToken();
  return (
    <div
      data-testid="bot-answer"
      data-kind={answer.kind}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingMD,
        background: token.colorBgContainer,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Typography.Text strong>{title ?? t('answer.title')}</Typography.Text>
        <Tag color={OUTCOME_COLORS[answer.kind]} data-testid="bot-outcome">
          {t(`outcome.${answer.kind}`)}
        </Tag>
        {answer.score !== null && (
          <Typography.Text type="secondary">{t('answer.score', { score: formatScore(answer.score) })}</Typography.Text>
        )}
      </div>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: answer.candidates.length ? 8 : 0 }}>
        {answer.text}
      </Typography.Paragraph>
      {answer.candidates.length > 0 && (
        <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="bot-candidates">
          {answer.candidates.map((c) => (
            <li key={`${c.kind}:${c.refId}`}>
              <Typography.Text>{c.question}</Typography.Text>{' '}
              <Typography.Text type="secondary">{formatScore(c.score)}</Typography.Text>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
