import type { CustomerPortrait } from '@zhiyu/contract/modules/aihelper/portrait';
import { Flex, Tag, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { mmss } from './desk.api.ts';

type Point = CustomerPortrait['sentiment'][number];

/** Scores are drawn clipped to ±SCALE (a lexicon score adds up word weights without a bound). */
const SCALE = 4;
const MOOD_TAG = { negative: 'red', neutral: 'default', positive: 'green' } as const;

/**
 * The customer's sentiment line by line as a small line (an SVG of its own: the desk loads no chart
 * library), with the mood at the start and now.
 */
export function SentimentLine({ points }: { points: Point[] }) {
  const { t } = useTranslation('aihelper-desk');
  const { token } = theme.useToken();
  if (points.length === 0) return <Typography.Text type="secondary">{t('portrait.noSentiment')}</Typography.Text>;
  const w = 240;
  const h = 48;
  const x = (i: number) => (points.length === 1 ? w / 2 : (i / (points.length - 1)) * (w - 8) + 4);
  const y = (s: number) => h / 2 - (Math.max(-SCALE, Math.min(SCALE, s)) / SCALE) * (h / 2 - 4);
  const first = points[0].mood;
  const now = points.at(-1)?.mood ?? 'neutral';
  const negative = points.filter((p) => p.mood === 'negative').length;
  return (
    <Flex vertical gap={4} data-testid="portrait-sentiment" data-now={now}>
      <svg
        viewBox={`0 0 ${w} ${h}`}
        width="100%"
        height={h}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('portrait.sentimentAria', { n: points.length })}
      >
        <line x1={0} x2={w} y1={h / 2} y2={h / 2} stroke={token.colorBorderSecondary} strokeDasharray="3 3" />
        <polyline
          fill="none"
          stroke={token.colorPrimary}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          points={points.map((p, i) => `${x(i)},${y(p.score)}`).join(' ')}
        />
        {points.map((p, i) => (
          <circle
            key={p.utteranceId}
            cx={x(i)}
            cy={y(p.score)}
            r={2.5}
            fill={p.mood === 'negative' ? token.colorError : token.colorPrimary}
          >
            <title>{`${mmss(p.atMs)} ${t(`portrait.mood.${p.mood}`)}`}</title>
          </circle>
        ))}
      </svg>
      <Flex gap={8} wrap align="center">
        <span>
          {t('portrait.start')}{' '}
          <Tag color={MOOD_TAG[first]} style={{ margin: 0 }}>
            {t(`portrait.mood.${first}`)}
          </Tag>
        </span>
        <span data-testid="portrait-mood-now">
          {t('portrait.now')}{' '}
          <Tag color={MOOD_TAG[now]} style={{ margin: 0 }}>
            {t(`portrait.mood.${now}`)}
          </Tag>
        </span>
        {negative > 0 && (
          <Typography.Text type="danger" data-testid="portrait-negative">
            {t('portrait.negativeLines', { n: negative })}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

/** One earlier call or desk conversation with this customer. */
export function EarlierItem({ item }: { item: CustomerPortrait['earlier'][number] }) {
  const { t } = useTranslation('aihelper-desk');
  const { token } = theme.useToken();
  const detail = [
    item.kind === 'call' ? item.intentionLevel && t('portrait.level', { level: item.intentionLevel }) : item.skillGroup,
    t('portrait.duration', { duration: mmss(item.durationSec * 1000) }),
  ].filter(Boolean);
  return (
    <div data-testid="portrait-earlier-item" data-kind={item.kind} style={{ minWidth: 0 }}>
      <Flex gap={6} align="center" wrap>
        <Tag color={item.kind === 'call' ? 'geekblue' : 'cyan'} style={{ margin: 0 }}>
          {t(`portrait.kind.${item.kind}`)}
        </Tag>
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{dayjs(item.at).format('YYYY-MM-DD HH:mm')}</span>
        <span style={{ color: token.colorTextTertiary }}>{detail.join(' · ')}</span>
      </Flex>
      <Typography.Paragraph
        type={item.summary ? undefined : 'secondary'}
        ellipsis={{ rows: 2, tooltip: item.summary }}
        style={{ margin: '2px 0 0' }}
      >
        {item.summary || t('portrait.noSummary')}
      </Typography.Paragraph>
    </div>
  );
}
