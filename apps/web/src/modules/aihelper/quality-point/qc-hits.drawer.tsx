import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QcRuleRow } from '@zhiyu/contract/modules/aihelper/qc';
import type { QcPointHits } from '@zhiyu/contract/modules/aihelper/qc-record';
import { checkConsoleRange } from '@zhiyu/contract/rules/dates';
import { Alert, Empty, Flex, Form, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Chart } from '../../../components/charts/chart.tsx';
import { AppDrawer } from '../../../components/crud/app-modal.tsx';
import { LocalPagedTable } from '../../../components/crud/paged-table.tsx';
import { ConsoleRangePicker, type DayRange } from '../../../components/date-range/console-range.tsx';
import { mmss } from '../agent/desk.api.ts';
import { qcRecordLink } from '../quality-record/qc-record.api.ts';
import { ReviewTag } from '../quality-record/review.tag.tsx';
import { defaultHitsRange, hitsTrend } from './qc-hits.data.ts';
import { fetchPointHits, qcRuleKeys } from './qc-rule.api.ts';

type Latest = QcPointHits['latest'][number];
type ByAgent = QcPointHits['byAgent'][number];
const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

function agentColumns(t: TFunction): ColumnsType<ByAgent> {
  return [
    { key: 'agent', dataIndex: 'agent', title: t('qc.hits.agent'), render: (v: string) => v || '-' },
    {
      key: 'hits',
      dataIndex: 'hits',
      title: t('qc.hits.hits'),
      width: 120,
      sorter: (a, b) => a.hits - b.hits,
      defaultSortOrder: 'descend',
    },
    {
      key: 'conversations',
      dataIndex: 'conversations',
      title: t('qc.hits.conversations'),
      width: 120,
      sorter: (a, b) => a.conversations - b.conversations,
    },
  ];
}

function latestColumns(t: TFunction, link: (h: Latest) => string): ColumnsType<Latest> {
  return [
    {
      key: 'at',
      title: t('qc.hits.at'),
      width: 190,
      render: (_v, h) => (
        <span data-testid="qc-hit-at">
          {time(h.startedAt + h.atMs)}
          <Typography.Text type="secondary"> ({mmss(h.atMs)})</Typography.Text>
        </span>
      ),
    },
    { key: 'agent', dataIndex: 'agent', title: t('qc.hits.agent'), width: 100, render: (v: string) => v || '-' },
    {
      key: 'text',
      title: t('qc.hits.line'),
      render: (_v, h) => (
        <div data-testid="qc-hit-line">
          {h.speaker && <Tag>{t(`qc.speaker.${h.speaker}`)}</Tag>}
          {h.text || <Typography.Text type="secondary">{t('qc.hits.wholeCall')}</Typography.Text>}
          {h.detail && <Typography.Text type="secondary"> · {h.detail}</Typography.Text>}
        </div>
      ),
    },
    { key: 'review', title: t('qc.hits.review'), width: 130, render: (_v, h) => <ReviewTag review={h.review} /> },
    {
      key: 'open',
      title: t('actions'),
      width: 90,
      render: (_v, h) => (
        <Link to={link(h)} data-testid="qc-hit-open">
          {t('qc.hits.open')}
        </Link>
      ),
    },
  ];
}

/** The figures, the trend by day, the agents and the latest hits of one point over a range. */
function HitsBody({ point }: { point: QcRuleRow }) {
  const { t } = useTranslation('aihelper-config');
  const { pathname } = useLocation();
  const [range, setRange] = useState<DayRange>(() => defaultHitsRange());
  const problem = checkConsoleRange(range);
  const from = range?.[0]?.startOf('day');
  const to = range?.[1]?.endOf('day');
  const q = useQuery({
    queryKey: qcRuleKeys.hits(point.id, from?.valueOf() ?? 0, to?.valueOf() ?? 0),
    queryFn: () => fetchPointHits(point.id, from?.valueOf() ?? 0, to?.valueOf() ?? 0),
    enabled: !problem && !!from && !!to,
    placeholderData: keepPreviousData,
  });
  const d = q.data;
  // Embedded (/iframe/...), the records open embedded too.
  const frame = pathname.startsWith('/iframe/');
  const records = (conversation?: string) =>
    qcRecordLink({ pointId: point.id, from: from?.valueOf(), to: to?.valueOf(), conversation, frame });
  const section = (title: string) => <h4 style={{ margin: '20px 0 12px' }}>{title}</h4>;
  return (
    <div data-testid="qc-hits-body">
      <Flex justify="space-between" align="start" wrap gap={8}>
        <Form layout="inline">
          <Form.Item
            label={t('qc.hits.range')}
            required
            validateStatus={problem ? 'error' : undefined}
            help={problem ? t(`inputs:${problem}`) : undefined}
          >
            <ConsoleRangePicker id="qc-hits-range" value={range} onChange={setRange} />
          </Form.Item>
        </Form>
        {!problem && (
          <Link to={records()} data-testid="qc-hits-records">
            {t('qc.hits.toRecords')}
          </Link>
        )}
      </Flex>
      {q.isError ? (
        <Alert type="error" showIcon title={t('qc.hits.loadFailed')} style={{ marginTop: 16 }} />
      ) : (
        <>
          <Flex gap={48} style={{ margin: '16px 0' }}>
            <Statistic
              title={t('qc.hits.total')}
              value={d?.total ?? 0}
              loading={q.isLoading}
              valueRender={(v) => <span data-testid="qc-hits-total">{v}</span>}
            />
            <Statistic
              title={t('qc.hits.conversationsTotal')}
              value={d?.conversations ?? 0}
              loading={q.isLoading}
              valueRender={(v) => <span data-testid="qc-hits-conversations">{v}</span>}
            />
          </Flex>
          {section(t('qc.hits.trend'))}
          {from && to && (
            <Chart
              testId="qc-hits-trend"
              height={240}
              loading={q.isFetching}
              option={hitsTrend(d, from, to, t('qc.hits.hits'))}
            />
          )}
          {section(t('qc.hits.byAgent'))}
          <LocalPagedTable<ByAgent>
            rowKey="agent"
            size="small"
            data-testid="qc-hits-agents"
            columns={agentColumns(t)}
            dataSource={d?.byAgent ?? []}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qc.hits.none')} /> }}
          />
          {section(t('qc.hits.latest', { n: d?.latest.length ?? 0 }))}
          <Table<Latest>
            rowKey="id"
            size="small"
            pagination={false}
            data-testid="qc-hits-latest"
            columns={latestColumns(t, (h) => records(h.conversationId))}
            dataSource={d?.latest ?? []}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qc.hits.none')} /> }}
          />
        </>
      )}
    </div>
  );
}

/**
 * A point's hits (the Hits action of a QC point, issue 21 §1): in a range (the last 7 days at first, requirements
 * §5 console range), how many hits in how many conversations, a bar a day, per agent, and the
 * latest 50 with their lines, each opening its QC record; a link opens the records of the point.
 */
export default function QcHitsDrawer({
  point,
  open,
  onClose,
}: {
  point: QcRuleRow;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('aihelper-config');
  return (
    <AppDrawer open={open} onClose={onClose} title={t('qc.hits.title', { name: point.name })} destroyOnHidden>
      <HitsBody key={point.id} point={point} />
    </AppDrawer>
  );
}
