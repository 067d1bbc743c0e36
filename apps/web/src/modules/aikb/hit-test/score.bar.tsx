import { theme } from 'antd';
import { bandOf, formatScore } from './hit-test.format.ts';

/** A 0..1 score as a bar coloured by the bot's thresholds, with its value. */
export function ScoreBar({ score, thresholds }: { score: number; thresholds: { answer: number; suggest: number } }) {
  const { token } = theme.useToken();
  const band = bandOf(score, thresholds);
  const color = { answer: token.colorSuccess, suggest: token.colorWarning, below: token.colorTextQuaternary }[band];
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }} data-testid="score-bar" data-band={band}>
      <div style={{ flex: 1, minWidth: 60, height: 8, borderRadius: 4, background: token.colorFillSecondary }}>
        <div style={{ width: `${Math.round(score * 100)}%`, height: '100%', borderRadius: 4, background: color }} />
      </div>
      <span style={{ fontVariantNumeric: 'tabular-nums', minWidth: 40 }}>{formatScore(score)}</span>
    </div>
  );
}
