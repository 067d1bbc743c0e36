import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QcHit, QcRecordDetail } from '@zhiyu/contract/modules/aihelper/qc-record';
import { Alert, Col, Descriptions, Flex, Row, Skeleton, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDrawer } from '../../../components/crud/app-modal.tsx';
import { Duration } from '../../../components/duration.tsx';
import { ApiError } from '../../../platform/request/errors.ts';
import { toastSuccess } from '../../../platform/request/toast.ts';
import { qcRuleKeys } from '../quality-point/qc-rule.api.ts';
import { QcHitList } from './qc-hit.list.tsx';
import { fetchQcRecord, qcRecordKeys, type ReviewAction, reviewHit, withReview } from './qc-record.api.ts';
import { scoreColor } from './qc-record.columns.tsx';
import { type ReviewAsk, ReviewModal } from './qc-review.modal.tsx';
import { QcTranscript, type TranscriptHandle } from './qc-transcript.tsx';

const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
/** A hit gone (190039) or handled by someone else meanwhile (190040): the record is read again. */
const STALE = new Set(['190039', '190040']);

/** The score and the facts of the conversation. */
function Summary({ d }: { d: QcRecordDetail }) {
  const { t } = useTranslation('aihelper');
  const r = d.row;
  const colour = { red: '#cf1322', orange: '#d46b08', green: '#389e0d' }[scoreColor(r.score)];
  return (
    <Flex gap={24} align="center" data-testid="qc-summary">
      <Statistic
        title={t('qcRecord.score')}
        value={r.score}
        styles={{ content: { color: colour, fontSize: 40 } }}
        valueRender={(v) => <span data-testid="qc-detail-score">{v}</span>}
      />
      <Descriptions column={2} size="small" bordered style={{ flex: 1 }}>
        <Descriptions.Item label={t('records.agent')}>{r.agent || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('records.skillGroup')}>{r.skillGroup || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('records.channel')}>{r.channelName || t('records.channelGone')}</Descriptions.Item>
        <Descriptions.Item label={t('records.customerNumber')}>
          <span data-testid="qc-detail-number">{r.customerNumber || '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('records.startedAt')}>{time(r.startedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('records.duration')}>
          <Duration seconds={r.durationSec} />
        </Descriptions.Item>
        <Descriptions.Item label={t('qcRecord.hits')}>
          <span data-testid="qc-detail-hits">{r.hits}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('qcRecord.disputed')}>
          <span data-testid="qc-detail-disputed">{r.disputed}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('records.direction')}>{t(`records.direction.${r.direction}`)}</Descriptions.Item>
        <Descriptions.Item label={t('qcRecord.scoredAt')}>{time(r.scoredAt)}</Descriptions.Item>
      </Descriptions>
    </Flex>
  );
}

/**
 * One QC record (issue 21 §1): the score and the conversation's facts, its hits with their review
 * (confirm or dispute one not reviewed, accept or reject a dispute, each but a confirmation with a
 * reason), and the transcript with the hit lines highlighted; a hit clicked scrolls to its line.
 */
export function QcRecordDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('aihelper');
  const client = useQueryClient();
  const key = qcRecordKeys.one(id ?? '');
  const q = useQuery({ queryKey: key, queryFn: () => fetchQcRecord(id ?? ''), enabled: !!id });
  const [active, setActive] = useState<QcHit | null>(null);
  const [ask, setAsk] = useState<ReviewAsk | null>(null);
  const transcript = useRef<TranscriptHandle>(null);
  const review = useMutation({
    mutationFn: (v: { hitId: string; action: ReviewAction; reason?: string }) => reviewHit(v.hitId, v.action, v.reason),
    onSuccess: (answer, v) => {
      toastSuccess(t(`qcRecord.done.${v.action}`));
      client.setQueryData<QcRecordDetail>(key, (d) => (d ? withReview(d, answer) : d));
      setAsk(null);
      void client.invalidateQueries({ queryKey: qcRecordKeys.list() });
      void client.invalidateQueries({ queryKey: qcRuleKeys.hitsAll() });
    },
    onError: (e) => {
      if (!(e instanceof ApiError) || !STALE.has(e.code)) return;
      setAsk(null);
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const pick = (hit: QcHit) => {
    setActive(hit);
    if (hit.utteranceId) transcript.current?.show(hit.utteranceId);
  };
  const onReview = (hit: QcHit, action: ReviewAction) => {
    if (action === 'confirm') review.mutate({ hitId: hit.id, action });
    else setAsk({ hitId: hit.id, pointName: hit.pointName, action });
  };
  const d = q.data;
  const section = (title: string) => <h4 style={{ margin: '20px 0 12px' }}>{title}</h4>;
  return (
    <AppDrawer
      open={!!id}
      onClose={onClose}
      title={t('qcRecord.detailTitle')}
      destroyOnHidden
      afterOpenChange={(open) => !open && setActive(null)}
    >
      {q.isError ? (
        <Alert type="error" showIcon title={t('qcRecord.loadFailed')} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <div data-testid="qc-record-detail">
          <Summary d={d} />
          <Row gutter={16}>
            <Col span={11}>
              {section(t('qcRecord.hitsTitle', { n: d.hits.length }))}
              <QcHitList
                hits={d.hits}
                active={active?.id ?? null}
                busy={review.isPending ? (review.variables?.hitId ?? null) : null}
                onPick={pick}
                onReview={onReview}
              />
            </Col>
            <Col span={13}>
              {section(t('qcRecord.transcript'))}
              <QcTranscript ref={transcript} lines={d.lines} hits={d.hits} active={active?.utteranceId ?? null} />
            </Col>
          </Row>
        </div>
      )}
      <ReviewModal
        ask={ask}
        saving={review.isPending}
        onClose={() => setAsk(null)}
        onSubmit={(reason) => ask && review.mutate({ hitId: ask.hitId, action: ask.action, reason })}
      />
    </AppDrawer>
  );
}
