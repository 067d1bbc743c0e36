import { useQuery } from '@tanstack/react-query';
import type { AhRecordDetail } from '@zhiyu/contract/modules/aihelper/records';
import { Alert, Descriptions, Drawer, Empty, List, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Duration } from '../../../components/duration.tsx';
import { DRAWER_WIDTH } from '../../../components/schema/overlay.ts';
import { mmss } from '../agent/desk.api.ts';
import { QualityPanel } from '../agent/quality.panel.tsx';
import { TranscriptPanel } from '../agent/transcript.panel.tsx';
import { fetchRecord, recordKeys } from './records.api.ts';

/** How often a live conversation is read again while its drawer is open. */
const LIVE_REFRESH_MS = 3000;
const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '-');

/** The scripts shown for the customer's lines, best first, and which the agent used (said or marked). */
function Scripts({ d }: { d: AhRecordDetail }) {
  const { t } = useTranslation('aihelper');
  if (!d.recommendations.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('records.none')} />;
  return (
    <List
      size="small"
      dataSource={d.recommendations}
      data-testid="record-scripts"
      renderItem={(r) => (
        <List.Item
          data-testid="record-script"
          extra={r.used ? <Tag color="green">{t(`records.used.${r.used}`)}</Tag> : null}
        >
          <List.Item.Meta title={`${r.scene} · ${r.intent}`} description={r.text} />
        </List.Item>
      )}
    />
  );
}

/** The form as it ended: each field's value, and whether the agent confirmed it. */
function Form({ d }: { d: AhRecordDetail }) {
  const { t } = useTranslation('aihelper');
  if (!d.fills.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('records.none')} />;
  return (
    <Descriptions column={1} size="small" bordered data-testid="record-form">
      {d.fills.map((f) => (
        <Descriptions.Item key={f.fieldId} label={d.fieldNames[f.fieldId] ?? t('records.fieldGone')}>
          <span data-testid="record-fill">{f.value || '-'}</span>{' '}
          <Tag color={f.confirmed ? 'green' : 'default'}>{t(f.confirmed ? 'records.confirmed' : 'records.found')}</Tag>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** The triggers that fired, in the order of the call, with what each did. */
function Triggers({ d }: { d: AhRecordDetail }) {
  const { t } = useTranslation(['aihelper', 'aihelper-config']);
  if (!d.triggers.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('records.none')} />;
  return (
    <List
      size="small"
      dataSource={d.triggers}
      data-testid="record-triggers"
      renderItem={(f) => (
        <List.Item data-testid="record-trigger">
          <Typography.Text>
            {mmss(f.atMs)} · {f.name}
          </Typography.Text>
          <span>
            {f.actions.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: actions in their saved order
              <Tag key={i}>{t(`aihelper-config:trigger.action.${a.kind}`)}</Tag>
            ))}
          </span>
        </List.Item>
      )}
    />
  );
}

/** One conversation record: its facts, the transcript, QC alerts, scripts, the form and triggers. */
export function RecordDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('aihelper');
  const q = useQuery({
    queryKey: recordKeys.one(id ?? ''),
    queryFn: () => fetchRecord(id ?? ''),
    enabled: !!id,
    // A call still going on (opened from a supervisor alert) is read again as it goes.
    refetchInterval: (query) => (query.state.data?.state === 'live' ? LIVE_REFRESH_MS : false),
  });
  const d = q.data;
  const section = (title: string) => <h4 style={{ margin: '20px 0 12px' }}>{title}</h4>;
  return (
    <Drawer open={!!id} onClose={onClose} width={DRAWER_WIDTH} title={t('records.detail')} destroyOnHidden>
      {q.isError ? (
        <Alert type="error" showIcon title={t('records.loadFailed')} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <div data-testid="record-detail">
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('records.agent')}>{d.row.agent || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('records.skillGroup')}>{d.row.skillGroup || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('records.channel')}>
              {d.row.channelName || t('records.channelGone')}
            </Descriptions.Item>
            <Descriptions.Item label={t('records.customerNumber')}>
              <span data-testid="record-number">{d.customerNumber || '-'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('records.startedAt')}>{time(d.startedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('records.endedAt')}>
              {d.state === 'live' ? (
                <Tag color="processing" data-testid="record-live">
                  {t('records.live')}
                </Tag>
              ) : (
                time(d.endedAt)
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('records.duration')}>
              <Duration seconds={d.row.durationSec} />
            </Descriptions.Item>
            <Descriptions.Item label={t('records.direction')}>
              {t(`records.direction.${d.direction}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('records.tags')} span={2}>
              {d.tags.length
                ? d.tags.map((tag) => (
                    <Tag key={tag} color="gold">
                      {tag}
                    </Tag>
                  ))
                : '-'}
            </Descriptions.Item>
          </Descriptions>
          {section(t('records.transcript'))}
          <TranscriptPanel conv={d} height={360} />
          {section(t('records.alertsTitle', { n: d.alerts.length }))}
          <QualityPanel conv={d} />
          {section(t('records.scriptsTitle'))}
          <Scripts d={d} />
          {section(t('records.formTitle'))}
          <Form d={d} />
          {section(t('records.triggersTitle'))}
          <Triggers d={d} />
        </div>
      )}
    </Drawer>
  );
}
