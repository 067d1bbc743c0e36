import type { ModelKpis, ModelVersionRow } from '@zhiyu/contract/modules/aicall/board-model';
import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../components/charts/chart.tsx';
import { BAR_COLOR, percent } from '../hot/rank-chart.ts';

const PIE_COLORS = ['#52c41a', '#faad14'];
/** What ECharts hands a pie's label and tooltip formatters. */
type Slice = { name: string; value: number; percent: number };

/**
 * Recognised against unrecognised callee turns. Turns are not calls: a slice opens the answered
 * calls of the board's filter (the calls those turns come from), not a list of turns.
 */
export function RecognitionPie({ kpis, onOpen }: { kpis: ModelKpis; onOpen: () => void }) {
  const { t } = useTranslation(['board-model', 'databoard']);
  const option = useMemo(
    () => ({
      color: PIE_COLORS,
      tooltip: {
        trigger: 'item',
        formatter: (p: Slice) => `${p.name}: ${p.value.toLocaleString('en-US')} (${p.percent.toFixed(1)}%)`,
      },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['40%', '68%'],
          label: { formatter: (p: Slice) => `${p.name}\n${p.percent.toFixed(1)}%` },
          data: [
            { name: t('pie.recognised'), value: kpis.recognisedTurns.value },
            { name: t('pie.unrecognised'), value: kpis.unrecognisedTurns.value },
          ],
        },
      ],
    }),
    [kpis, t],
  );
  return (
    <Card title={t('pie.title')} style={{ marginBottom: 16 }} data-testid="model-pie">
      {kpis.userTurns.value === 0 ? (
        <Empty description={t('databoard:empty')} />
      ) : (
        <Chart option={option} testId="pie-chart" height={300} onPick={onOpen} />
      )}
    </Card>
  );
}

/** A version's name on an axis: bot name (or "no bot") and version. */
export const versionName = (v: ModelVersionRow, noBot: string) => `${v.botName || noBot} v${v.botVersion}`;

/** The recognition rate of each bot version; a bar opens that version's calls. */
export function VersionRateBars({ rows, onOpen }: { rows: ModelVersionRow[]; onOpen: (v: ModelVersionRow) => void }) {
  const { t } = useTranslation(['board-model', 'databoard']);
  const option = useMemo(
    () => ({
      grid: { left: 8, right: 16, top: 24, bottom: 8 },
      tooltip: {
        trigger: 'item',
        formatter: (p: { dataIndex: number }) => {
          const v = rows[p.dataIndex];
          return `${versionName(v, t('versions.noBot'))}<br/>${t('versions.rate')}: ${percent(v.rate.value)}<br/>${t('versions.calls')}: ${v.calls}`;
        },
      },
      xAxis: {
        type: 'category',
        data: rows.map((v) => versionName(v, t('versions.noBot'))),
        axisLabel: { width: 100, overflow: 'truncate' },
      },
      yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
      series: [
        {
          type: 'bar',
          barMaxWidth: 36,
          itemStyle: { color: BAR_COLOR },
          label: { show: true, position: 'top', formatter: (p: { value: number }) => `${p.value.toFixed(1)}%` },
          data: rows.map((v) => Number((v.rate.value * 100).toFixed(1))),
        },
      ],
    }),
    [rows, t],
  );
  return (
    <Card title={t('versionsChart.title')} style={{ marginBottom: 16 }} data-testid="model-version-chart">
      {rows.length === 0 ? (
        <Empty description={t('databoard:empty')} />
      ) : (
        <Chart
          option={option}
          testId="version-chart"
          height={300}
          onPick={(p) => rows[p.dataIndex] && onOpen(rows[p.dataIndex])}
        />
      )}
    </Card>
  );
}
