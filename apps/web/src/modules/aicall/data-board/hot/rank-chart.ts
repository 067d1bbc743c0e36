import type { ChartOption } from '../../../../components/charts/chart.tsx';

/** The bars' colour: also how a browser test finds the bars among the chart's SVG paths. */
export const BAR_COLOR = '#1677ff';

/**
 * A ranked list as horizontal bars, first rank on top; long names are cut (the table under the
 * chart shows them whole). `tip` words a bar's tooltip.
 */
export function rankBarOption(names: string[], values: number[], tip: (i: number) => string): ChartOption {
  return {
    grid: { left: 8, right: 48, top: 8, bottom: 8 },
    tooltip: { trigger: 'item', formatter: (p: { dataIndex: number }) => tip(p.dataIndex) },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      inverse: true,
      data: names,
      axisLabel: { width: 120, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        data: values,
        barMaxWidth: 24,
        itemStyle: { color: BAR_COLOR },
        label: { show: true, position: 'right' },
      },
    ],
  };
}

/** A share as a percentage with one decimal, as every board writes them. */
export const percent = (v: number) => `${(v * 100).toFixed(1)}%`;
