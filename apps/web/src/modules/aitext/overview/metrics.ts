import type { OverviewMetric } from '@zhiyu/contract/modules/aitext/stats';

export type MetricFormat = 'count' | 'percent' | 'decimal';

/**
 * How each requirements §3 metric is shown, which way is better (a rising transfer rate is bad news), and
 * the session list filters its sessions carry when the metric is a count of sessions.
 */
export const METRICS: Record<
  OverviewMetric,
  { format: MetricFormat; better: 'up' | 'down'; sessions?: Record<string, unknown> }
> = {
  sessionTotal: { format: 'count', better: 'up', sessions: {} },
  servicePersonCount: { format: 'count', better: 'up' },
  conversationRoundCount: { format: 'count', better: 'up' },
  averageRoundCount: { format: 'decimal', better: 'up' },
  totalSolvedCount: { format: 'count', better: 'up', sessions: { solved: 1 } },
  totalSolvedRate: { format: 'percent', better: 'up', sessions: { solved: 1 } },
  transferredToHumanCount: { format: 'count', better: 'down', sessions: { transferred: 1 } },
  transferredToHumanRate: { format: 'percent', better: 'down', sessions: { transferred: 1 } },
};

/** A figure as the cards and the table show it: counts with separators, rates in percent, averages with two decimals. */
export function formatMetric(v: number, format: MetricFormat): string {
  if (!Number.isFinite(v)) return '-';
  if (format === 'percent') return `${(v * 100).toFixed(2)}%`;
  if (format === 'decimal') return v.toFixed(2);
  return Math.round(v).toLocaleString('en-US');
}

export interface Change {
  /** Which way the figure moved; `none` when the previous period had nothing to compare with. */
  dir: 'up' | 'down' | 'flat' | 'none';
  /** `+12.5%`, `-3.0%`, `0.0%`, or '—'. */
  text: string;
  /** Good news, bad news, or neither (flat or nothing to compare). */
  tone: 'good' | 'bad' | 'neutral';
}

/** The period-over-period change of a figure: (value − previous) / previous, as the server answers it. */
export function changeOf(change: number | null, better: 'up' | 'down' = 'up'): Change {
  if (change === null || !Number.isFinite(change)) return { dir: 'none', text: '—', tone: 'neutral' };
  const pct = Math.round(change * 1000) / 10;
  if (pct === 0) return { dir: 'flat', text: '0.0%', tone: 'neutral' };
  const dir = pct > 0 ? 'up' : 'down';
  return { dir, text: `${pct > 0 ? '+' : '-'}${Math.abs(pct).toFixed(1)}%`, tone: dir === better ? 'good' : 'bad' };
}
