import type { TagRowStat, TagTendency } from '@zhiyu/contract/modules/aicall/board-tags';
import type { ChartOption } from '../../../../components/charts/chart.tsx';

/** Slices the pie draws at most (the table lists every tag). */
export const PIE_SLICES = 10;

/** A share as a percentage with one decimal, as every board writes them. */
export const percent = (v: number) => `${(v * 100).toFixed(1)}%`;

/** The most counted tags as a ring, each slice its share of all tags counted. */
export function pieOption(rows: TagRowStat[], tip: (i: number) => string): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: (p: { dataIndex: number }) => tip(p.dataIndex) },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['38%', '50%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b}' },
        data: rows.slice(0, PIE_SLICES).map((r) => ({ name: r.tag, value: r.count })),
      },
    ],
  };
}

/** One line per tag over the buckets; every point is a symbol a click lands on. */
export function lineOption(d: TagTendency): ChartOption {
  return {
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { type: 'scroll', top: 0 },
    tooltip: { trigger: 'item' },
    xAxis: { type: 'category', boundaryGap: false, data: d.buckets.map((b) => b.bucket) },
    yAxis: { type: 'value', minInterval: 1 },
    series: d.series.map((s) => ({
      name: s.tag,
      type: 'line',
      showSymbol: true,
      symbolSize: 8,
      data: s.counts,
    })),
  };
}
