import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { OVERVIEW_METRICS, type OverviewStat } from '@zhiyu/contract/modules/aitext/stats';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeOf, formatMetric, METRICS } from './metrics.ts';

const TONE = { good: '#389e0d', bad: '#cf1322', neutral: undefined } as const;

/**
 * The requirements §3 metrics as cards with the previous period's figure and the change: green when it
 * moved the good way, red otherwise (a rising transfer rate is red). Session counts open their sessions.
 */
export function KpiCards({ kpis, onOpen }: { kpis: OverviewStat['kpis']; onOpen: (m: string) => void }) {
  const { t } = useTranslation('aitext-stats');
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {OVERVIEW_METRICS.map((m) => {
        const k = kpis[m];
        const def = METRICS[m];
        const c = changeOf(k.change, def.better);
        const link = !!def.sessions;
        return (
          <Col key={m} xs={12} md={6}>
            <Card
              size="small"
              hoverable={link}
              onClick={link ? () => onOpen(m) : undefined}
              data-testid={`kpi-${m}`}
              styles={{ body: { minHeight: 112 } }}
            >
              <Statistic title={t(`metric.${m}`)} value={formatMetric(k.value, def.format)} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('change')}{' '}
                <span data-testid={`kpi-${m}-change`} style={{ color: TONE[c.tone] }}>
                  {c.dir === 'up' ? <ArrowUpOutlined /> : c.dir === 'down' ? <ArrowDownOutlined /> : null} {c.text}
                </span>
                <br />
                <span data-testid={`kpi-${m}-previous`}>
                  {t('previous', { value: formatMetric(k.previous, def.format) })}
                </span>
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
