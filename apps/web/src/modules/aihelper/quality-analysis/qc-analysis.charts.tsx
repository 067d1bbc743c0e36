import type { QcAnalysis } from '@zhiyu/contract/modules/aihelper/qc-analysis';
import { Card, Col, Empty, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, type ChartPick } from '../../../components/charts/chart.tsx';
import type { QcDrill } from './qc-analysis.data.ts';
import { bandsOption, pointAt, pointsHeight, pointsOption, qcTrendOption } from './qc-charts.data.ts';

type Bucket = QcAnalysis['trend'][number];

export interface QcChartsProps {
  data: QcAnalysis;
  loading: boolean;
  /** Opens the QC records of the whole range with the clicked item's filters. */
  onOpen: (drill: QcDrill) => void;
  /** Opens the QC records of a trend bucket's days. */
  onOpenBucket: (bucket: Bucket) => void;
}

/**
 * The score distribution and the points most hit side by side, the trend under them; a click on a
 * bar or point opens the QC records behind it.
 */
export function QcCharts({ data, loading, onOpen, onOpenBucket }: QcChartsProps) {
  const { t } = useTranslation('aihelper');
  const bands = useMemo(
    () =>
      bandsOption(
        data.bands,
        (b) => t('qcAnalysis.bandLabel', { name: t(`qcAnalysis.band.${b.key}`), from: b.from, to: b.to }),
        t('qcAnalysis.series.conversations'),
      ),
    [data.bands, t],
  );
  const points = useMemo(() => pointsOption(data.points, t('qcAnalysis.series.hits')), [data.points, t]);
  const trend = useMemo(
    () =>
      qcTrendOption(data.trend, {
        conversations: t('qcAnalysis.series.conversations'),
        hits: t('qcAnalysis.series.hits'),
        averageScore: t('qcAnalysis.series.averageScore'),
      }),
    [data.trend, t],
  );
  const pickBand = (p: ChartPick) => {
    const b = data.bands[p.dataIndex];
    if (b) onOpen({ scoreMin: b.from, scoreMax: b.to });
  };
  const pickPoint = (p: ChartPick) => {
    const point = pointAt(data.points, p.dataIndex);
    if (point) onOpen({ pointId: point.pointId });
  };
  const pickBucket = (p: ChartPick) => {
    const b = data.trend[p.dataIndex];
    if (b) onOpenBucket(b);
  };
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('qcAnalysis.bands')} style={{ height: '100%' }}>
            <Chart testId="qc-bands" option={bands} onPick={pickBand} loading={loading} />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('qcAnalysis.points')} style={{ height: '100%' }}>
            {data.points.length ? (
              <Chart
                testId="qc-points"
                option={points}
                onPick={pickPoint}
                loading={loading}
                height={pointsHeight(data.points.length)}
              />
            ) : (
              <Empty data-testid="qc-points-empty" description={t('qcAnalysis.noPoints')} />
            )}
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('qcAnalysis.trend')} style={{ marginBottom: 16 }}>
        <Chart testId="qc-trend" option={trend} onPick={pickBucket} loading={loading} />
      </Card>
    </>
  );
}
