import { QC_FULL_SCORE, QC_MODES, type QcRuleRow } from '@zhiyu/contract/modules/aihelper/qc';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import type { QcRuleForm } from './qc-rule.api.ts';

type Col = SchemaColumn<QcRuleForm>;
type Values = Record<string, unknown>;

const MODE_COLORS = { realtime: 'blue', postCall: 'purple' } as const;
const isScoring = (v: Values) => v.strategy === 1;

/** A hit's points with their sign: "+5 pts" adds, "-5 pts" deducts. */
export function signedPoints(t: TFunction, score: number): string {
  if (score > 0) return t('aihelper-config:qc.points.add', { n: score });
  if (score < 0) return t('aihelper-config:qc.points.deduct', { n: -score });
  return t('aihelper-config:qc.points.zero');
}

/** The points cell of a scoring rule: "-5 pts, cap 20"; a trigger count scores nothing ('-'). */
export function pointsText(t: TFunction, row: Pick<QcRuleRow, 'strategy' | 'score' | 'cap'>): string {
  if (row.strategy !== 1) return '-';
  const points = signedPoints(t, row.score);
  return row.cap === null ? points : t('aihelper-config:qc.points.capped', { points, cap: row.cap });
}

/** Non-zero points for a scoring rule (the contract refuses 0: such a rule would only count). */
const nonZero = (t: TFunction) => ({
  validator: (_rule: unknown, v: unknown) =>
    v === 0 ? Promise.reject(new Error(t('aihelper-config:qc.scoreNonZero'))) : Promise.resolve(),
});

/**
 * Mode (realtime: judged on each line, the desk warns; postCall: judged after the call, scored only)
 * and strategy (requirements §3: 0 trigger count, 1 scoring rule) in the search, table and dialog;
 * a scoring rule's points (+ adds, - deducts) and cap in the dialog, shown only for a scoring rule,
 * and as one cell in the table.
 */
export function qcScoringColumns(t: TFunction): Col[] {
  const modes = Object.fromEntries(QC_MODES.map((m) => [m, { text: t(`qc.mode.${m}`), color: MODE_COLORS[m] }]));
  const strategies = { 0: t('qc.strategy.0'), 1: t('qc.strategy.1') };
  return [
    { dataIndex: 'mode', title: t('qc.mode'), valueType: 'select', valueEnum: modes, in: ['search'] },
    { dataIndex: 'strategy', title: t('qc.strategy'), valueType: 'select', valueEnum: strategies, in: ['search'] },
    {
      dataIndex: 'mode',
      title: t('qc.mode'),
      valueType: 'radioGroup',
      valueEnum: modes,
      required: true,
      initialValue: 'realtime',
      tooltip: t('qc.modeTip'),
      span: 12,
      width: 100,
    },
    {
      dataIndex: 'strategy',
      title: t('qc.strategy'),
      valueType: 'radioGroup',
      valueEnum: strategies,
      required: true,
      initialValue: 0,
      tooltip: t('qc.strategyTip'),
      span: 12,
      width: 100,
    },
    {
      dataIndex: 'score',
      title: t('qc.score'),
      valueType: 'number',
      required: true,
      min: -QC_FULL_SCORE,
      max: QC_FULL_SCORE,
      precision: 0,
      suffix: t('qc.unit.points'),
      placeholder: t('qc.scorePlaceholder'),
      extra: t('qc.scoreHelp'),
      rules: [nonZero(t)],
      show: isScoring,
      span: 12,
      in: ['form'],
    },
    {
      dataIndex: 'cap',
      title: t('qc.cap'),
      valueType: 'number',
      min: 1,
      max: QC_FULL_SCORE,
      precision: 0,
      suffix: t('qc.unit.points'),
      placeholder: t('qc.capPlaceholder'),
      tooltip: t('qc.capTip'),
      show: isScoring,
      span: 12,
      in: ['form'],
    },
    {
      dataIndex: 'score',
      title: t('qc.points'),
      in: ['table'],
      width: 130,
      render: (_v, row) => <span data-testid="qc-points">{pointsText(t, row)}</span>,
    },
  ];
}
