import { SKILL_GROUP_MAX, THRESHOLD_DEFAULTS, type ThresholdRow } from '@zhiyu/contract/modules/aihelper/threshold';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

type Col = SchemaColumn<ThresholdRow>;
type Key = keyof typeof THRESHOLD_DEFAULTS;

/** A threshold: its value with its unit, or the value in force when it is left empty. */
function valueCell(t: TFunction, key: Key, v: number | null) {
  if (v !== null) return t(`threshold.value.${key}`, { n: v });
  return t('threshold.inherited', { value: t(`threshold.value.${key}`, { n: THRESHOLD_DEFAULTS[key] }) });
}

function thresholdColumn(
  t: TFunction,
  key: Key,
  limits: { min: number; max: number; precision: number },
  width: number,
): Col {
  return {
    dataIndex: key,
    title: t(`threshold.${key}`),
    valueType: 'number',
    ...limits,
    suffix: t(`threshold.unit.${key}`),
    placeholder: t('threshold.placeholder', { n: THRESHOLD_DEFAULTS[key] }),
    tooltip: t(`threshold.tip.${key}`),
    span: 12,
    width,
    render: (_v, row) => <span data-testid={`threshold-${key}`}>{valueCell(t, key, row[key])}</span>,
  };
}

/**
 * One list for the settings' search (skill group), table and dialog. An empty skill group is the
 * tenant's default; an empty value falls back to the default row, then to the built-in value.
 */
export function thresholdColumns(t: TFunction): Col[] {
  return [
    {
      dataIndex: 'skillGroup',
      title: t('threshold.skillGroup'),
      maxlength: SKILL_GROUP_MAX,
      placeholder: t('threshold.skillGroupSearch'),
      in: ['search'],
    },
    {
      dataIndex: 'skillGroup',
      title: t('threshold.skillGroup'),
      maxlength: SKILL_GROUP_MAX,
      placeholder: t('threshold.skillGroupPlaceholder'),
      tooltip: t('threshold.skillGroupTip'),
      in: ['table', 'form'],
      width: 150,
      render: (_v, row) => row.skillGroup || t('threshold.default'),
    },
    thresholdColumn(t, 'silenceSeconds', { min: 1, max: 3600, precision: 1 }, 130),
    thresholdColumn(t, 'speechRate', { min: 0.5, max: 100, precision: 1 }, 130),
    thresholdColumn(t, 'overlapMs', { min: 1, max: 100_000, precision: 0 }, 130),
    thresholdColumn(t, 'repeatSeconds', { min: 0, max: 3600, precision: 0 }, 150),
    { dataIndex: 'updatedAt', title: t('updatedAt'), valueType: 'date', in: ['table'], width: 170 },
  ];
}
