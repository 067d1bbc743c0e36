import type { QcAnalysis } from '@zhiyu/contract/modules/aihelper/qc-analysis';
import type { ChartOption } from '../../../components/charts/chart.tsx';

/** Band colours: fail red, fair orange, good blue, excellent green (as the records colour scores). */
const BAND_COLOURS = { fail: '#cf1322', fair: '#fa8c16', good: '#1677ff', excellent: '#389e0d' } as const;
const GRID = { left: 16, right: 16, top: 40, bottom: 8, containLabel: true };
const oneDecimal = (v: number) => Math.round(v * 10) / 10;

/** The score distribution: a bar per band, in band order, each with its label and colour. */
export function bandsOption(
  bands: QcAnalysis['bands'],
  labelOf: (b: QcAnalysis['bands'][number]) => string,
  series: string,
): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { ...GRID, top: 16 },
    xAxis: { type: 'category', data: bands.map(labelOf), axisLabel: { interval: 0, width: 90, overflow: 'break' } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: series,
        type: 'bar',
        barMaxWidth: 48,
        data: bands.map((b) => ({ value: b.conversations, itemStyle: { color: BAND_COLOURS[b.key] } })),
        label: { show: true, position: 'top' },
      },
    ],
  };
}

/** Names of the trend's three series. */
export interface TrendNames {
  conversations: string;
  hits: string;
  averageScore: string;
}

/**
 * The trend: conversations and hits as bars (counts, left axis), the average score as a line on a
 * right axis of 0 to 100 points with one decimal. Every bucket of the range is on the axis.
 */
export function qcTrendOption(trend: QcAnalysis['trend'], names: TrendNames): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: GRID,
    xAxis: { type: 'category', data: trend.map((b) => b.bucket) },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', min: 0, max: 100 },
    ],
    series: [
      { name: names.conversations, type: 'bar', barMaxWidth: 28, data: trend.map((b) => b.conversations) },
      { name: names.hits, type: 'bar', barMaxWidth: 28, data: trend.map((b) => b.hits) },
      {
        name: names.averageScore,
        type: 'line',
        yAxisIndex: 1,
        symbolSize: 8,
        // A bucket without scored conversations has no average: a gap, not a fall to 0.
        data: trend.map((b) => (b.conversations ? oneDecimal(b.averageScore) : null)),
      },
    ],
  };
}

/** The height of the points chart: a row per point, never less than the other charts'. */
export const pointsHeight = (n: number) => Math.max(320, n * 28 + 40);

/** The points most hit: a horizontal bar per point, the most hit on top. */
export function pointsOption(points: QcAnalysis['points'], series: string): ChartOption {
  const top = [...points].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { ...GRID, top: 8, right: 40 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: top.map((p) => p.pointName || p.pointId),
      axisLabel: { width: 160, overflow: 'truncate' },
    },
    series: [
      {
        name: series,
        type: 'bar',
        barMaxWidth: 20,
        data: top.map((p) => p.hits),
        label: { show: true, position: 'right' },
      },
    ],
  };
}

/** The point under a click on the points chart (drawn in reverse, the most hit on top). */
export const pointAt = (points: QcAnalysis['points'], dataIndex: number) => points[points.length - 1 - dataIndex];
