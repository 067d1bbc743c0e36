import type { ChartOption } from './chart.tsx';

/** A series of a trend chart: counts as bars (left axis), a rate (0–1) as a line in percent (right axis). */
export interface TrendSeries {
  name: string;
  kind: 'bar' | 'rate';
  data: number[];
}

const pct = (v: number) => Math.round(v * 1000) / 10;

/**
 * The option of a board's trend chart: one category per bucket (every bucket of the range, empty
 * ones at 0), counts on the left axis, rates in percent with one decimal on the right.
 */
export function trendOption(buckets: string[], series: TrendSeries[]): ChartOption {
  const hasRate = series.some((s) => s.kind === 'rate');
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: buckets },
    yAxis: [
      { type: 'value', minInterval: 1 },
      ...(hasRate ? [{ type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } }] : []),
    ],
    series: series.map((s) =>
      s.kind === 'bar'
        ? { name: s.name, type: 'bar', data: s.data, barMaxWidth: 28 }
        : {
            name: s.name,
            type: 'line',
            yAxisIndex: 1,
            data: s.data.map(pct),
            symbolSize: 8,
            tooltip: { valueFormatter: (v: number) => `${v}%` },
          },
    ),
  };
}
