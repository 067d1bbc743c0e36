import type { MarkItemRow, MarkTaskRow } from '@zhiyu/contract/modules/learnself/marking';
import { Descriptions, Progress, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Cohen's kappa with two decimals; '-' when the server has too few utterances to say. */
export const formatKappa = (kappa: number | null) => (kappa === null ? '-' : kappa.toFixed(2));

/** The share both labellers agree on, as a percentage with at most one decimal; '-' when unknown. */
export const formatAgreement = (agreement: number | null) =>
  agreement === null ? '-' : `${Math.round(agreement * 1000) / 10}%`;

/** Landis and Koch's bands of kappa, the usual reading of it. */
export type KappaBand = 'poor' | 'slight' | 'fair' | 'moderate' | 'substantial' | 'perfect';
export function kappaBand(kappa: number): KappaBand {
  if (kappa < 0) return 'poor';
  if (kappa <= 0.2) return 'slight';
  if (kappa <= 0.4) return 'fair';
  if (kappa <= 0.6) return 'moderate';
  if (kappa <= 0.8) return 'substantial';
  return 'perfect';
}
const BAND_COLORS: Record<KappaBand, string> = {
  poor: 'red',
  slight: 'orange',
  fair: 'gold',
  moderate: 'blue',
  substantial: 'cyan',
  perfect: 'green',
};

/**
 * One utterance of a two-person task: agree when both labellers gave the same label, disagree when
 * not, partial while only one has; null for a one-person task or before anyone labelled it.
 */
export type ItemAgreement = 'agree' | 'disagree' | 'partial';
export function itemAgreement(
  item: Pick<MarkItemRow, 'marks'>,
  task: Pick<MarkTaskRow, 'twoPerson' | 'labellers'>,
): ItemAgreement | null {
  if (!task.twoPerson) return null;
  const marks = item.marks.filter((m) => task.labellers.includes(m.user));
  if (!marks.length) return null;
  if (marks.length < 2) return 'partial';
  return marks.every((m) => m.label === marks[0].label) ? 'agree' : 'disagree';
}
const AGREEMENT_COLORS: Record<ItemAgreement, string> = { agree: 'success', disagree: 'error', partial: 'default' };

export function ItemAgreementTag({ value }: { value: ItemAgreement | null }) {
  const { t } = useTranslation('learnself-marking');
  if (!value) return '-';
  return (
    <Tag color={AGREEMENT_COLORS[value]} data-testid="item-agreement" data-value={value}>
      {t(`agreement.${value}`)}
    </Tag>
  );
}

/** Kappa with its band, e.g. "0.72 substantial". */
export function KappaValue({ kappa }: { kappa: number | null }) {
  const { t } = useTranslation('learnself-marking');
  if (kappa === null)
    return (
      <Tooltip title={t('agreement.kappaNone')}>
        <span data-testid="task-kappa">-</span>
      </Tooltip>
    );
  const band = kappaBand(kappa);
  return (
    <span data-testid="task-kappa">
      {formatKappa(kappa)} <Tag color={BAND_COLORS[band]}>{t(`agreement.band.${band}`)}</Tag>
    </span>
  );
}

const progressOf = (done: number, total: number) => (total ? Math.floor((done / total) * 100) : 0);

/** The figures of a task: progress, conflicts, and for two-person tasks agreement and kappa. */
export function TaskFigures({
  task,
  byUser,
  t,
}: {
  task: MarkTaskRow;
  byUser: { user: string; count: number }[];
  t: TFunction;
}) {
  const counts = byUser.length ? byUser.map((u) => `${u.user}: ${u.count}`).join(', ') : '-';
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 4 }}
      data-testid="task-figures"
      items={[
        {
          key: 'progress',
          label: t('task.progress'),
          children: (
            <span data-testid="task-progress" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              {task.done}/{task.total}
              <Progress percent={progressOf(task.done, task.total)} size="small" style={{ width: 120, margin: 0 }} />
            </span>
          ),
        },
        { key: 'conflicts', label: t('task.conflicts'), children: task.conflicts },
        { key: 'committed', label: t('task.committed'), children: task.committed },
        { key: 'byUser', label: t('task.byUser'), children: counts },
        ...(task.twoPerson
          ? [
              {
                key: 'agreement',
                label: t('task.agreement'),
                children: <span data-testid="task-agreement">{formatAgreement(task.agreement)}</span>,
              },
              { key: 'kappa', label: t('task.kappa'), children: <KappaValue kappa={task.kappa} /> },
              { key: 'labellers', label: t('task.labellers'), children: task.labellers.join(', ') },
            ]
          : []),
      ]}
    />
  );
}
