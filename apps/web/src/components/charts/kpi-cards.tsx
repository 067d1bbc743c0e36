import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { Kpi } from '@zhiyu/contract/modules/aicall/databoard';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Duration, durationText } from '../duration.tsx';

export type KpiFormat = 'count' | 'percent' | 'seconds' | 'decimal';

export interface KpiItem {
  key: string;
  label: string;
  kpi: Kpi;
  format?: KpiFormat;
  /** Opens the records behind the figure. */
  onClick?: () => void;
}

/** A figure as a board shows it (durations as hours, minutes and seconds through the `inputs` namespace). */
export function formatFigure(t: TFunction, v: number, format: KpiFormat = 'count'): string {
  if (format === 'percent') return `${(v * 100).toFixed(1)}%`;
  if (format === 'seconds') return durationText(t, Math.round(v));
  if (format === 'decimal') return v.toFixed(1);
  return v.toLocaleString('en-US');
}

/**
 * KPI cards with the period-over-period change: up in green, down in red, '—' when the
 * previous period had nothing to compare with.
 */
export function KpiCards({ items }: { items: KpiItem[] }) {
  const { t } = useTranslation(['databoard', 'inputs']);
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {items.map((k) => {
        const c = k.kpi.change;
        const up = c !== null && c > 0;
        const down = c !== null && c < 0;
        return (
          <Col key={k.key} xs={12} md={8} xl={4}>
            <Card
              size="small"
              hoverable={!!k.onClick}
              onClick={k.onClick}
              data-testid={`kpi-${k.key}`}
              styles={{ body: { minHeight: 104 } }}
            >
              <Statistic
                title={k.label}
                value={formatFigure(t, k.kpi.value, k.format)}
                formatter={k.format === 'seconds' ? () => <Duration seconds={Math.round(k.kpi.value)} /> : undefined}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`kpi-${k.key}-change`}>
                {t('databoard:change')}{' '}
                {c === null ? (
                  '—'
                ) : (
                  <span style={{ color: up ? '#389e0d' : down ? '#cf1322' : undefined }}>
                    {up ? <ArrowUpOutlined /> : down ? <ArrowDownOutlined /> : null} {(Math.abs(c) * 100).toFixed(1)}%
                  </span>
                )}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
