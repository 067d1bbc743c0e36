import type { QcPointHits } from '@zhiyu/contract/modules/aihelper/qc-record';
import dayjs, { type Dayjs } from 'dayjs';
import type { ChartOption } from '../../../components/charts/chart.tsx';
import { trendOption } from '../../../components/charts/trend-option.ts';

/** The days a hits drawer opens on (requirements §5 console range, nothing after today): the last 7 with today. */
export const HITS_DAYS = 7;
const DAY = 'YYYY-MM-DD';

export function defaultHitsRange(now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [now.subtract(HITS_DAYS - 1, 'day').startOf('day'), now.endOf('day')];
}

/** Every day of a range, first to last, as the server names its days (YYYY-MM-DD). */
export function daysOf(from: Dayjs, to: Dayjs): string[] {
  const out: string[] = [];
  for (let d = from.startOf('day'); !d.isAfter(to, 'day'); d = d.add(1, 'day')) out.push(d.format(DAY));
  return out;
}

/**
 * The trend chart of a point's hits: one bar a day over the whole range, days without hits at 0 (a
 * day the server names outside the range, in another time zone, is kept rather than lost).
 */
export function hitsTrend(data: QcPointHits | undefined, from: Dayjs, to: Dayjs, series: string): ChartOption {
  const hits = new Map((data?.byDay ?? []).map((d) => [d.day, d.hits]));
  const days = [...new Set([...daysOf(from, to), ...hits.keys()])].sort();
  return trendOption(days, [{ name: series, kind: 'bar', data: days.map((d) => hits.get(d) ?? 0) }]);
}
