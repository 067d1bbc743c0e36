import type { OverviewRank, OverviewStat } from '@zhiyu/contract/modules/aicall/board-overview';
import type { RecordDrill, SortDir } from '@zhiyu/contract/modules/aicall/databoard';
import { Card, Col, Empty, Row, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../components/charts/chart.tsx';
import { drillId } from '../shared/drill.ts';
import { pieOption, rankOption } from './overview-charts.ts';

export interface PartsProps {
  data: OverviewStat;
  sort: SortDir;
  onSort: (sort: SortDir) => void;
  /** Opens the range's calls with the clicked item's filter. */
  onOpen: (drill: RecordDrill) => void;
}

/** The result classes and intention levels as pies: a slice opens its calls. */
export function Distributions({ data, onOpen }: PartsProps) {
  const { t } = useTranslation(['board-overview', 'record']);
  const classes = data.classes.map((c) => ({ name: t(`record:result.${c.item}`), value: c.n, share: c.share }));
  const levels = data.levels.map((l) => ({ name: l.item === '-' ? t('noLevel') : l.item, value: l.n, share: l.share }));
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('classes')} style={{ marginBottom: 16 }}>
          <Chart
            testId="overview-classes"
            option={pieOption(classes)}
            onPick={(p) => {
              const c = data.classes[p.dataIndex];
              if (c) onOpen({ resultClass: c.item });
            }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('levels')} style={{ marginBottom: 16 }}>
          <Chart
            testId="overview-levels"
            option={pieOption(levels)}
            onPick={(p) => {
              const l = data.levels[p.dataIndex];
              if (l) onOpen({ intentionLevel: l.item });
            }}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** Tasks (outbound only) and bots ranked by calls, most or fewest first: a bar opens its calls. */
export function Rankings({ data, sort, onSort, onOpen }: PartsProps) {
  const { t } = useTranslation('board-overview');
  const card = (kind: 'task' | 'bot', rows: OverviewRank[]) => {
    const names = rows.map((r) => (r.id ? r.name || r.id : t(`none.${kind}`)));
    return (
      <Card
        size="small"
        title={t(`${kind}s`)}
        style={{ marginBottom: 16 }}
        extra={
          <Segmented
            data-testid={`overview-${kind}s-sort`}
            size="small"
            value={sort}
            onChange={(v) => onSort(v as SortDir)}
            options={(['DESC', 'ASC'] as const).map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          />
        }
      >
        {rows.length ? (
          <Chart
            testId={`overview-${kind}s`}
            height={Math.max(160, rows.length * 32 + 16)}
            option={rankOption(
              names,
              rows.map((r) => r.calls),
              t('kpi.calls'),
            )}
            onPick={(p) => {
              const r = rows[p.dataIndex];
              if (r) onOpen(kind === 'task' ? { taskId: drillId(r.id) } : { botId: drillId(r.id) });
            }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Card>
    );
  };
  return (
    <Row gutter={16}>
      {data.direction === 1 && (
        <Col xs={24} lg={12}>
          {card('task', data.tasks)}
        </Col>
      )}
      <Col xs={24} lg={data.direction === 1 ? 12 : 24}>
        {card('bot', data.bots)}
      </Col>
    </Row>
  );
}
