import type { UsageReport } from '@zhiyu/contract/modules/aikb/report-usage';
import type { ChartOption } from '../../../components/charts/chart.tsx';

/**
 * Use over time by channel: one bar series per channel (stacked), the total as a line, for the
 * figure chosen; every bucket of the range on the axis (empty ones 0).
 */
export function usageOption(
  data: UsageReport | undefined,
  figure: 'sessions' | 'questions' | 'answered',
  totalName: string,
): ChartOption {
  const buckets = data?.trend.map((b) => b.bucket) ?? [];
  const cell = new Map((data?.rows ?? []).map((r) => [`${r.bucket}|${r.channelId}`, r[figure]]));
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: buckets },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      ...(data?.channels ?? []).map((c) => ({
        name: c.name,
        type: 'bar',
        stack: 'channels',
        barMaxWidth: 28,
        data: buckets.map((b) => cell.get(`${b}|${c.id}`) ?? 0),
      })),
      { name: totalName, type: 'line', data: data?.trend.map((b) => b[figure]) ?? [], symbolSize: 6 },
    ],
  };
}
