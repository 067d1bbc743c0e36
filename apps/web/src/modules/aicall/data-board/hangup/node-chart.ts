import type { NodeHangUpRow } from '@zhiyu/contract/modules/aicall/board-hangup';
import type { ChartOption } from '../../../../components/charts/chart.tsx';

/** The two sides' colours: also how a browser test tells their bars apart among the SVG paths. */
export const SIDE_COLOR = { user: '#1677ff', system: '#fa8c16' } as const;
export const SIDES = ['user', 'system'] as const;
export type Side = (typeof SIDES)[number];

/** A share as a percentage with one decimal, as every board writes them. */
export const percent = (v: number) => `${(v * 100).toFixed(1)}%`;

/** A node as the chart and the table name it: with its bot when the board shows several bots. */
export const nodeLabel = (r: NodeHangUpRow, withBot: boolean) =>
  withBot && r.botName ? `${r.nodeName} · ${r.botName}` : r.nodeName;

/**
 * The nodes as stacked bars (the callee's hang-ups, then the system's), in the table's order;
 * `names` labels the series, `tip` words a bar's tooltip.
 */
export function nodeBarOption(
  rows: NodeHangUpRow[],
  withBot: boolean,
  names: Record<Side, string>,
  tip: (i: number) => string,
): ChartOption {
  return {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (p: { dataIndex: number }[]) => tip(p[0]?.dataIndex ?? 0),
    },
    xAxis: {
      type: 'category',
      data: rows.map((r) => nodeLabel(r, withBot)),
      axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0, width: 110, overflow: 'truncate' },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: SIDES.map((side) => ({
      name: names[side],
      type: 'bar',
      stack: 'hangups',
      barMaxWidth: 36,
      itemStyle: { color: SIDE_COLOR[side] },
      data: rows.map((r) => r[side]),
    })),
  };
}
