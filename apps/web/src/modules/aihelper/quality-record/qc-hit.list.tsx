import { QC_REVIEW, type QcHit } from '@zhiyu/contract/modules/aihelper/qc-record';
import { Button, Empty, Flex, Space, Tag, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../platform/access/can.tsx';
import { mmss } from '../agent/desk.api.ts';
import { signedPoints } from '../quality-point/qc-scoring.columns.tsx';
import type { ReviewAction } from './qc-record.api.ts';
import { ReviewTag } from './review.tag.tsx';

const SEVERITY = { info: 'colorInfo', warning: 'colorWarning', critical: 'colorError' } as const;

/** What a hit did to the score: its points, none for a trigger count, none past the point's cap. */
function delta(t: TFunction, h: QcHit): string {
  if (h.strategy !== 1) return t('qcRecord.countOnly');
  if (h.score === 0) return t('qcRecord.capReached');
  return signedPoints(t, h.score);
}

/** The review buttons of a hit's state: confirm or dispute one not reviewed; accept or reject a dispute. */
function actionsOf(h: QcHit): ReviewAction[] {
  if (h.review === QC_REVIEW.none) return ['confirm', 'dispute'];
  if (h.review === QC_REVIEW.disputed) return ['accept', 'reject'];
  return [];
}

function HitItem({
  hit,
  active,
  busy,
  onPick,
  onReview,
}: {
  hit: QcHit;
  active: boolean;
  busy: boolean;
  onPick: () => void;
  onReview: (action: ReviewAction) => void;
}) {
  const { t } = useTranslation(['aihelper', 'aihelper-config']);
  const { token } = theme.useToken();
  const actions = actionsOf(hit);
  const voided = hit.review === QC_REVIEW.accepted;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a card holding buttons cannot itself be a button
    <div
      role="button"
      tabIndex={0}
      data-testid="qc-hit"
      data-active={active}
      onClick={onPick}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onPick();
      }}
      style={{
        borderLeft: `4px solid ${token[SEVERITY[hit.severity]]}`,
        background: active ? token.colorPrimaryBg : token.colorFillQuaternary,
        borderRadius: token.borderRadius,
        padding: '8px 12px',
        cursor: hit.utteranceId ? 'pointer' : 'default',
      }}
    >
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={6} align="center" wrap>
          <strong data-testid="qc-hit-point">{hit.pointName}</strong>
          <Tag style={{ margin: 0 }}>{t(`aihelper-config:qc.mode.${hit.mode}`)}</Tag>
          <Tag style={{ margin: 0 }}>{t(`aihelper-config:qc.strategy.${hit.strategy}`)}</Tag>
        </Flex>
        <Typography.Text
          data-testid="qc-hit-score"
          delete={voided}
          type={hit.strategy === 1 && hit.score < 0 ? 'danger' : hit.score > 0 ? 'success' : 'secondary'}
        >
          {delta(t, hit)}
        </Typography.Text>
      </Flex>
      <div style={{ marginTop: 4 }} data-testid="qc-hit-line">
        <Typography.Text type="secondary" style={{ fontFamily: 'monospace' }}>
          {mmss(hit.atMs)}
        </Typography.Text>{' '}
        {hit.speaker && (
          <Typography.Text type="secondary">
            {t('qcRecord.said', { speaker: t(`qcRecord.speaker.${hit.speaker}`) })}
          </Typography.Text>
        )}
        {hit.text || <Typography.Text type="secondary">{t('qcRecord.wholeCall')}</Typography.Text>}
      </div>
      {hit.detail && (
        <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="qc-hit-detail">
          {t('qcRecord.detail', { detail: hit.detail })}
        </Typography.Text>
      )}
      <Flex gap={6} align="center" wrap style={{ marginTop: 6 }}>
        <ReviewTag review={hit.review} />
        {hit.review === QC_REVIEW.confirmed && hit.reviewer && (
          <Typography.Text type="secondary">{t('qcRecord.confirmedBy', { name: hit.reviewer })}</Typography.Text>
        )}
      </Flex>
      {hit.disputeReason && (
        <div data-testid="qc-hit-dispute">
          {t('qcRecord.disputedBy', { reason: hit.disputeReason, name: hit.reviewer || '-' })}
        </div>
      )}
      {hit.resolveReason && (
        <div data-testid="qc-hit-resolve">
          {t('qcRecord.resolvedBy', { reason: hit.resolveReason, name: hit.resolver || '-' })}
        </div>
      )}
      {actions.length > 0 && (
        <Can code="aihelper.qcRecord.review-button">
          <Space size={4} style={{ marginTop: 6 }} onClick={(e) => e.stopPropagation()}>
            {actions.map((a) => (
              <Button
                key={a}
                size="small"
                type={a === 'confirm' || a === 'accept' ? 'primary' : 'default'}
                loading={busy && a === 'confirm'}
                disabled={busy}
                data-testid={`qc-hit-${a}`}
                onClick={() => onReview(a)}
              >
                {t(`qcRecord.action.${a}`)}
              </Button>
            ))}
          </Space>
        </Can>
      )}
    </div>
  );
}

/** A record's hits in the order of the call; a click on one shows its line in the transcript. */
export function QcHitList({
  hits,
  active,
  busy,
  onPick,
  onReview,
}: {
  hits: QcHit[];
  active: string | null;
  busy: string | null;
  onPick: (hit: QcHit) => void;
  onReview: (hit: QcHit, action: ReviewAction) => void;
}) {
  const { t } = useTranslation('aihelper');
  if (!hits.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('qcRecord.noHits')} />;
  return (
    <Flex vertical gap={8} data-testid="qc-hit-list">
      {[...hits]
        .sort((a, b) => a.atMs - b.atMs)
        .map((h) => (
          <HitItem
            key={h.id}
            hit={h}
            active={active === h.id}
            busy={busy === h.id}
            onPick={() => onPick(h)}
            onReview={(a) => onReview(h, a)}
          />
        ))}
    </Flex>
  );
}
