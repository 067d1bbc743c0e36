import type { HitDiffRow, HitTestCompare } from '@zhiyu/contract/modules/aikb/hit-test';
import { Alert, Button, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_FORMAT } from '../../../components/schema/value-types/date.tsx';
import { AnswerCard } from './answer.card.tsx';
import { formatScore, MOVE_COLORS } from './hit-test.format.ts';

const placeText = (p: HitDiffRow['before']) => (p ? `#${p.rank} · ${formatScore(p.score)}` : '—');

/** A stored result beside today's: both replies, whether the reply changed, and every hit's move. */
export function CompareView({ compare, onClose }: { compare: HitTestCompare; onClose: () => void }) {
  const { t } = useTranslation('aikb-test');
  const { before, after, diff } = compare;
  const columns = useMemo(
    (): ColumnsType<HitDiffRow> => [
      {
        title: t('hits.knowledge'),
        key: 'title',
        render: (_, h) => (
          <span>
            <Tag>{t(`kind.${h.kind}`)}</Tag>
            {h.title}
          </span>
        ),
      },
      {
        title: t('compare.move'),
        dataIndex: 'move',
        width: 110,
        render: (m: HitDiffRow['move']) => (
          <Tag color={MOVE_COLORS[m]} data-testid="hit-move" data-move={m}>
            {t(`move.${m}`)}
          </Tag>
        ),
      },
      { title: t('compare.before'), key: 'before', width: 140, render: (_, h) => placeText(h.before) },
      { title: t('compare.after'), key: 'after', width: 140, render: (_, h) => placeText(h.after) },
    ],
    [t],
  );
  const verdict = diff.outcomeChanged ? 'outcomeChanged' : diff.answerChanged ? 'answerChanged' : 'unchanged';
  return (
    <div data-testid="hit-compare">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', margin: '12px 0' }}>
        <strong>{t('compare.title', { question: before.question })}</strong>
        <Button onClick={onClose}>{t('compare.close')}</Button>
      </div>
      <div data-testid="hit-compare-verdict" data-verdict={verdict} style={{ marginBottom: 12 }}>
        <Alert type={verdict === 'unchanged' ? 'success' : 'warning'} showIcon title={t(`compare.${verdict}`)} />
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, marginBottom: 12 }}>
        <AnswerCard
          answer={before.answer}
          title={t('compare.then', { at: dayjs(before.askedAt).format(TIME_FORMAT) })}
        />
        <AnswerCard answer={after.answer} title={t('compare.now', { at: dayjs(after.askedAt).format(TIME_FORMAT) })} />
      </div>
      <div data-testid="hit-diff-table">
        <Table<HitDiffRow>
          size="small"
          rowKey={(h) => `${h.kind}:${h.refId}`}
          columns={columns}
          dataSource={diff.hits}
          pagination={false}
          locale={{ emptyText: t('hits.empty') }}
        />
      </div>
    </div>
  );
}
