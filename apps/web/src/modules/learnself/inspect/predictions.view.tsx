import { Empty, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityText } from '../dataset/entity-text.tsx';
import type { PredictResult } from './inspect.history.ts';

/** Two decimals: a confidence just under the threshold must not read as equal to it. */
const percent = (p: number) => `${(p * 100).toFixed(2)}%`;

/** One prediction as a confidence bar, with the model's threshold marked on it. */
function ConfidenceBar({
  probability,
  threshold,
  top,
}: {
  probability: number;
  threshold: number | null;
  top: boolean;
}) {
  const { token } = theme.useToken();
  const reaches = threshold !== null && probability >= threshold;
  const color = top && reaches ? token.colorSuccess : top ? token.colorWarning : token.colorPrimaryBorder;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <div
        style={{
          position: 'relative',
          flex: 1,
          minWidth: 80,
          height: 10,
          borderRadius: 5,
          background: token.colorFillSecondary,
        }}
      >
        <div
          style={{ width: `${Math.round(probability * 100)}%`, height: '100%', borderRadius: 5, background: color }}
        />
        {threshold !== null && (
          <div
            aria-hidden
            style={{
              position: 'absolute',
              top: -3,
              bottom: -3,
              left: `${Math.min(100, threshold * 100)}%`,
              width: 2,
              background: token.colorTextSecondary,
            }}
          />
        )}
      </div>
      <span style={{ fontVariantNumeric: 'tabular-nums', minWidth: 60, textAlign: 'end' }}>{percent(probability)}</span>
    </div>
  );
}

/**
 * What a model answered for an utterance (requirements R4 model testing): whether the top label
 * reaches the model's threshold, and the top predictions with their confidence.
 */
export function PredictionsView({ text, result }: { text: string; result: PredictResult }) {
  const { t } = useTranslation('learnself');
  if (result.entities?.length || (result.threshold === null && !result.predictions.length))
    return <EntitiesView text={text} result={result} />;
  const threshold = result.threshold;
  const top = result.predictions[0];
  return (
    <div data-testid="inspect-result">
      <Typography.Paragraph>
        <Typography.Text type="secondary">{t('inspect.utterance')}</Typography.Text>
        <Typography.Text strong>{text}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Tag color={result.recognised ? 'success' : 'warning'} data-testid="inspect-recognised">
          {result.recognised ? t('inspect.recognised') : t('inspect.unrecognised')}
        </Tag>
        <Typography.Text type="secondary">
          {threshold === null
            ? t('inspect.noThreshold')
            : result.recognised
              ? t('inspect.recognisedHint', { label: top?.label ?? '', threshold: percent(threshold) })
              : t('inspect.unrecognisedHint', { threshold: percent(threshold) })}
        </Typography.Text>
      </Typography.Paragraph>
      {result.predictions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inspect.noPredictions')} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 220px) 1fr', gap: '10px 16px' }}>
          {result.predictions.map((p, i) => (
            <div key={p.label} style={{ display: 'contents' }} data-testid="inspect-prediction">
              <Typography.Text strong={i === 0} ellipsis={{ tooltip: p.label }}>
                {i + 1}. {p.label}
              </Typography.Text>
              <ConfidenceBar probability={p.probability} threshold={threshold} top={i === 0} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** What an entity model found in an utterance: the utterance with its entities highlighted. */
function EntitiesView({ text, result }: { text: string; result: PredictResult }) {
  const { t } = useTranslation('learnself');
  const entities = result.entities ?? [];
  return (
    <div data-testid="inspect-result">
      <Typography.Paragraph>
        <Typography.Text type="secondary">{t('inspect.entities')}</Typography.Text>
      </Typography.Paragraph>
      {entities.length ? (
        <Typography.Paragraph style={{ fontSize: 16, lineHeight: 2 }}>
          <EntityText text={text} spans={entities} />
        </Typography.Paragraph>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inspect.noEntities')} />
      )}
    </div>
  );
}
