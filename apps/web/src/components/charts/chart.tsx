import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useRef, useState } from 'react';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

/** What a click on a bar, slice or point reports. */
export interface ChartPick {
  name: string;
  dataIndex: number;
  seriesIndex: number;
  seriesName: string;
  data: unknown;
}

export interface ChartProps {
  option: ChartOption;
  /** A bar, slice or point was clicked: boards open the records behind it. */
  onPick?: (p: ChartPick) => void;
  height?: number;
  testId?: string;
  loading?: boolean;
}

/**
 * An ECharts chart. Only the report routes (the call boards, the text service overview, the
 * knowledge reports) import this file, so ECharts (its own `echarts` chunk, see vite.config.ts)
 * loads with the first report opened. Drawn as SVG: every bar, slice and point is an element a
 * browser test can click.
 */
export function Chart({ option, onPick, height = 320, testId, loading }: ChartProps) {
  // One handler for the chart's life, calling the latest onPick. echarts-for-react draws a first
  // instance, disposes it once drawn and binds the handler it was mounted with to the second: a
  // handler changed in between (the board's data arrived) would be lost, and a click would reach a
  // stale one that knows no data.
  const pick = useRef(onPick);
  pick.current = onPick;
  const [events] = useState(() => ({ click: (p: ChartPick) => pick.current?.(p) }));
  return (
    <div data-testid={testId} style={{ cursor: onPick ? 'pointer' : undefined }}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        lazyUpdate
        showLoading={loading}
        opts={{ renderer: 'svg' }}
        onEvents={events}
        style={{ height, width: '100%' }}
      />
    </div>
  );
}
