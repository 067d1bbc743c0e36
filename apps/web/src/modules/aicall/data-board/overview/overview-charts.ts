import type { ChartOption } from '../../../../components/charts/chart.tsx';

export interface PieItem {
  name: string;
  value: number;
  /** Share of all calls (0–1), shown with one decimal. */
  share: number;
}

const shareText = (p: { name: string; value: number; data: PieItem }) =>
  `${p.name}: ${p.value} (${(p.data.share * 100).toFixed(1)}%)`;

/** A distribution as a pie: one slice per item, its count and share in the label and tooltip. */
export function pieOption(items: PieItem[]): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: shareText },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: '60%',
        center: ['50%', '45%'],
        data: items,
        label: { formatter: (p: { name: string; data: PieItem }) => `${p.name}\n${(p.data.share * 100).toFixed(1)}%` },
      },
    ],
  };
}

/** A ranking as horizontal bars, first item on top. */
export function rankOption(names: string[], values: number[], seriesName: string): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: names, inverse: true, axisLabel: { width: 140, overflow: 'truncate' } },
    series: [
      { type: 'bar', name: seriesName, data: values, barMaxWidth: 20, label: { show: true, position: 'right' } },
    ],
  };
}
