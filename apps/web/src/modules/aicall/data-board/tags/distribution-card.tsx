import type { TagDistribution } from '@zhiyu/contract/modules/aicall/board-tags';
import type { SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../components/charts/chart.tsx';
import { Later, laterPart } from '../shared/later.tsx';
import { PIE_SLICES, percent, pieOption } from './tags-chart.ts';

const TagsTable = laterPart(() => import('./tags-table.tsx').then((m) => m.TagsTable));

export interface DistributionCardProps {
  data?: TagDistribution;
  loading: boolean;
  sort: SortDir;
  onSort: (s: SortDir) => void;
  /** Opens the calls that carried a tag (a slice, a row's count). */
  onOpen: (tag: string) => void;
}

/** Each tag's calls over the range: a ring of the most counted ones, and every tag as a table. */
export function DistributionCard({ data, loading, sort, onSort, onOpen }: DistributionCardProps) {
  const { t } = useTranslation(['board-tags', 'databoard']);
  const rows = data?.rows ?? [];
  const option = useMemo(
    () =>
      pieOption(rows, (i) => {
        const r = rows[i];
        return r ? `${r.tag}<br/>${t('count')}: ${r.count} (${percent(r.share)})` : '';
      }),
    [rows, t],
  );
  return (
    <Card title={t('distribution.title')} style={{ marginBottom: 16 }} data-testid="tags-distribution">
      {!loading && rows.length === 0 ? (
        <Empty description={t('databoard:empty')} />
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={10}>
            <Chart
              option={option}
              loading={loading}
              height={300}
              testId="tags-pie"
              onPick={(p) => rows[p.dataIndex] && onOpen(rows[p.dataIndex].tag)}
            />
            {rows.length > PIE_SLICES && (
              <Typography.Text type="secondary">{t('distribution.pieTop', { n: PIE_SLICES })}</Typography.Text>
            )}
          </Col>
          <Col xs={24} xl={14}>
            <Later>
              <TagsTable rows={rows} loading={loading} sort={sort} onSort={onSort} onOpen={onOpen} />
            </Later>
          </Col>
        </Row>
      )}
    </Card>
  );
}
