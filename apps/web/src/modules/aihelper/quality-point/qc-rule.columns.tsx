import {
  QC_PHASES,
  QC_RULE_KINDS,
  QC_RULE_NAME_MAX,
  QC_SEVERITIES,
  QC_WORD_MAX,
  QC_WORDS_MAX,
  type QcRuleRow,
} from '@zhiyu/contract/modules/aihelper/qc';
import { Form, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { contentCell, patternColumns } from './qc-pattern.field.tsx';
import {
  isThresholdKind,
  QC_DEFAULTS,
  type QcRuleForm,
  SPEAKER_KINDS,
  THRESHOLD_FIELDS,
  type ThresholdKind,
  WORD_KINDS,
} from './qc-rule.api.ts';
import { qcScoringColumns } from './qc-scoring.columns.tsx';

type Col = SchemaColumn<QcRuleForm>;
type Values = Record<string, unknown>;

const SEVERITY_COLORS = { info: 'blue', warning: 'orange', critical: 'red' } as const;
/** Who a kind judges when it names no speaker (docs/aihelper-desk.md). */
const FIXED_SPEAKER = {
  required: 'agent',
  intent: 'customer',
  silence: 'any',
  interruption: 'any',
  emotion: 'customer',
} as const;

const kindIs =
  (...kinds: string[]) =>
  (v: Values) =>
    kinds.includes(String(v.kind));

/** What the chosen kind raises an alert for, under the select. */
function KindHelp({ t }: { t: TFunction }) {
  const kind = Form.useWatch('kind', Form.useFormInstance()) as string | undefined;
  if (!kind) return null;
  return (
    <Typography.Text type="secondary" data-testid="qc-kind-help">
      {t(`qc.kindHelp.${kind}`)}
    </Typography.Text>
  );
}

/** The threshold cell: the value with its unit (the default when empty), or the identity time limit. */
function thresholdCell(t: TFunction, row: QcRuleRow) {
  if (isThresholdKind(row.kind)) {
    const text = `${row.threshold ?? QC_DEFAULTS[row.kind]} ${t(`qc.unit.${row.kind}`)}`;
    return row.threshold === null ? t('qc.byDefault', { value: text }) : text;
  }
  if (row.kind === 'required' && row.phase === 'identity')
    return t('qc.within', { n: row.withinSeconds ?? QC_DEFAULTS.identitySeconds });
  return '-';
}

/** The dialog's threshold field of one kind, with that kind's unit and default. */
function thresholdField(t: TFunction, kind: ThresholdKind, limits: { min: number; max: number; precision: number }) {
  const col: Col = {
    dataIndex: THRESHOLD_FIELDS[kind],
    title: t('qc.threshold'),
    valueType: 'number',
    ...limits,
    suffix: t(`qc.unit.${kind}`),
    placeholder: t('qc.defaultValue', { n: QC_DEFAULTS[kind] }),
    tooltip: t(`qc.thresholdTip.${kind}`),
    show: kindIs(kind),
    in: ['form'],
  };
  return col;
}

/**
 * One list for the point search (name, kind, mode, strategy), table and dialog. The dialog shows
 * only what the chosen kind uses: keywords (forbidden, required), the expression (pattern), the
 * intents (intent), the phase and its time limit (required), the speaker (forbidden, pattern,
 * speech rate) and the threshold in the kind's unit; then the mode, the strategy and, for a
 * scoring rule, its points and cap.
 */
export function qcRuleColumns(t: TFunction): Col[] {
  const kinds = Object.fromEntries(QC_RULE_KINDS.map((k) => [k, t(`qc.kind.${k}`)]));
  const speakers = Object.fromEntries(['agent', 'customer', 'any'].map((k) => [k, t(`qc.speaker.${k}`)]));
  const phases = Object.fromEntries(QC_PHASES.map((k) => [k, t(`qc.phase.${k}`)]));
  const severities = Object.fromEntries(
    QC_SEVERITIES.map((k) => [k, { text: t(`qc.severity.${k}`), color: SEVERITY_COLORS[k] }]),
  );
  const validity = { 0: { text: t('validity.0'), color: 'green' }, 1: { text: t('validity.1'), color: 'default' } };
  return [
    {
      dataIndex: 'name',
      title: t('qc.name'),
      required: true,
      maxlength: QC_RULE_NAME_MAX,
      placeholder: t('qc.namePlaceholder'),
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 140,
    },
    { dataIndex: 'kind', title: t('qc.kind'), valueType: 'select', valueEnum: kinds, in: ['search'] },
    {
      dataIndex: 'kind',
      title: t('qc.kind'),
      valueType: 'select',
      valueEnum: kinds,
      required: true,
      initialValue: 'forbidden',
      extra: <KindHelp t={t} />,
      width: 110,
    },
    {
      dataIndex: 'speaker',
      title: t('qc.speaker'),
      valueType: 'radioGroup',
      valueEnum: speakers,
      required: true,
      initialValue: 'agent',
      show: kindIs(...SPEAKER_KINDS),
      width: 90,
      render: (_v, row) =>
        t(
          `qc.speaker.${SPEAKER_KINDS.includes(row.kind) ? row.speaker : FIXED_SPEAKER[row.kind as keyof typeof FIXED_SPEAKER]}`,
        ),
    },
    {
      dataIndex: 'words',
      title: t('qc.words'),
      valueType: 'create',
      required: true,
      maxlength: QC_WORD_MAX,
      placeholder: t('qc.wordsPlaceholder'),
      rules: [{ type: 'array', max: QC_WORDS_MAX, message: t('qc.wordsMax', { n: QC_WORDS_MAX }) }],
      show: kindIs(...WORD_KINDS),
      in: ['form'],
    },
    ...patternColumns(t),
    {
      dataIndex: 'words',
      title: t('qc.content'),
      in: ['table'],
      width: 180,
      render: (_v, row) => contentCell(t, row),
    },
    {
      dataIndex: 'phase',
      title: t('qc.phase'),
      valueType: 'select',
      valueEnum: phases,
      required: true,
      show: kindIs('required'),
      width: 90,
    },
    {
      dataIndex: 'withinSeconds',
      title: t('qc.withinSeconds'),
      valueType: 'number',
      min: 5,
      max: 3600,
      precision: 0,
      suffix: t('qc.unit.silence'),
      placeholder: t('qc.defaultValue', { n: QC_DEFAULTS.identitySeconds }),
      tooltip: t('qc.withinSecondsTip'),
      show: (v) => v.kind === 'required' && v.phase === 'identity',
      in: ['form'],
    },
    thresholdField(t, 'speechRate', { min: 0.5, max: 100, precision: 1 }),
    thresholdField(t, 'silence', { min: 1, max: 3600, precision: 1 }),
    thresholdField(t, 'interruption', { min: 1, max: 100_000, precision: 0 }),
    {
      dataIndex: 'threshold',
      title: t('qc.threshold'),
      in: ['table'],
      width: 110,
      render: (_v, row) => thresholdCell(t, row),
    },
    ...qcScoringColumns(t),
    {
      dataIndex: 'severity',
      title: t('qc.severity'),
      valueType: 'radioGroup',
      valueEnum: severities,
      required: true,
      initialValue: 'warning',
      tooltip: t('qc.severityTip'),
      span: 12,
      width: 80,
    },
    {
      dataIndex: 'validity',
      title: t('validity'),
      valueType: 'radioGroup',
      valueEnum: validity,
      required: true,
      initialValue: 0,
      tooltip: t('qc.validityTip'),
      span: 12,
      width: 80,
    },
    { dataIndex: 'updatedAt', title: t('updatedAt'), valueType: 'date', in: ['table'], width: 170 },
  ];
}
