import { OVERVIEW_METRICS, type OverviewMetric, type OverviewStat } from '@zhiyu/contract/modules/aitext/stats';
import { Card, Col, Row, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { SCENE_COLORS } from '../session/session.columns.tsx';
import { formatMetric, METRICS } from './metrics.ts';

type Bucket = OverviewStat['trend'][number];

/** Opens the sessions behind a figure: a bucket's days (or the whole range), with the metric's filters. */
export type OpenSessions = (days: { startDay: string; endDay: string }, filters: Record<string, unknown>) => void;

/** Every metric per bucket, the range's total last; session counts are links to their sessions. */
export function TrendTable({ data, onOpen }: { data: OverviewStat; onOpen: OpenSessions }) {
  const { t } = useTranslation('aitext-stats');
  const total: Bucket = {
    bucket: t('overview.total'),
    startDay: data.range.startDay,
    endDay: data.range.endDay,
    ...(Object.fromEntries(OVERVIEW_METRICS.map((m) => [m, data.kpis[m].value])) as Record<OverviewMetric, number>),
  };
  const cell = (m: OverviewMetric) => (v: number, b: Bucket) => {
    const text = formatMetric(v, METRICS[m].format);
    const f = METRICS[m].sessions;
    if (!f || m.endsWith('Rate') || v === 0) return text;
    return (
      <Typography.Link data-testid={`cell-${b === total ? 'total' : b.bucket}-${m}`} onClick={() => onOpen(b, f)}>
        {text}
      </Typography.Link>
    );
  };
  const columns: ColumnsType<Bucket> = [
    { key: 'bucket', dataIndex: 'bucket', title: t('overview.bucket'), fixed: 'left', width: 120 },
    ...OVERVIEW_METRICS.map((m) => ({ key: m, dataIndex: m, title: t(`metric.${m}`), render: cell(m) })),
  ];
  return (
    <Card size="small" title={t('overview.table')} style={{ marginBottom: 16 }}>
      <Table<Bucket>
        data-testid="overview-table"
        rowKey="bucket"
        size="small"
        columns={columns}
        dataSource={[...data.trend, total]}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}

/** Sessions per requirements §3 scene over the range; each count opens its sessions. */
export function SceneCounts({ data, onOpen }: { data: OverviewStat; onOpen: OpenSessions }) {
  const { t } = useTranslation('aitext-stats');
  return (
    <Card size="small" title={t('overview.scenes')} style={{ marginBottom: 16 }}>
      <Row gutter={[16, 8]}>
        {data.scenes.map((s) => (
          <Col key={s.scene} xs={12} md={4}>
            <Tag color={SCENE_COLORS[s.scene]}>{t(`scene.${s.scene}`)}</Tag>{' '}
            <Typography.Link data-testid={`scene-${s.scene}`} onClick={() => onOpen(data.range, { scene: s.scene })}>
              {formatMetric(s.sessions, 'count')}
            </Typography.Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
