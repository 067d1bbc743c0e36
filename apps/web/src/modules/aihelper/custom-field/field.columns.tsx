import {
  type CustomFieldRow,
  FIELD_EXTRACTIONS,
  FIELD_NAME_MAX,
  FIELD_TYPES,
} from '@zhiyu/contract/modules/aihelper/field';
import { Form, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

type Col = SchemaColumn<CustomFieldRow>;

/** The largest place in the form (contract CustomFieldInput.order). */
const ORDER_MAX = 10_000;
/** Option labels shown in a row before the rest fold into "+N". */
const OPTIONS_SHOWN = 3;

/** What the chosen extraction looks for, under the select (docs/aihelper-desk.md, the extractor). */
function ExtractionHelp({ t }: { t: TFunction }) {
  const form = Form.useFormInstance();
  const extraction = Form.useWatch('extraction', form) as string | undefined;
  if (!extraction) return null;
  return (
    <Typography.Text type="secondary" data-testid="field-extraction-help">
      {t(`field.extractionHelp.${extraction}`)}
    </Typography.Text>
  );
}

/**
 * One list for the custom field table and its dialog (the dialog adds the options editor of a
 * select, custom-field/options.editor.tsx). The list has no search: a tenant keeps at most 100
 * fields, listed in their form order.
 */
export function fieldColumns(t: TFunction): Col[] {
  const types = Object.fromEntries(FIELD_TYPES.map((k) => [k, t(`field.type.${k}`)]));
  const extractions = Object.fromEntries(FIELD_EXTRACTIONS.map((k) => [k, t(`field.extraction.${k}`)]));
  return [
    // The form order leads the table, and closes the dialog.
    { dataIndex: 'order', title: t('field.order'), valueType: 'number', in: ['table'], width: 70 },
    {
      dataIndex: 'name',
      title: t('field.name'),
      required: true,
      maxlength: FIELD_NAME_MAX,
      placeholder: t('field.namePlaceholder'),
      width: 160,
    },
    {
      dataIndex: 'type',
      title: t('field.type'),
      valueType: 'select',
      valueEnum: types,
      required: true,
      initialValue: 'text',
      tooltip: t('field.typeTip'),
      span: 12,
      width: 120,
    },
    {
      dataIndex: 'required',
      title: t('field.required'),
      valueType: 'switch',
      valueEnum: { 1: t('yes'), 0: t('no') },
      initialValue: 0,
      tooltip: t('field.requiredTip'),
      span: 12,
      width: 70,
      render: (_v, row) => t(row.required ? 'yes' : 'no'),
    },
    {
      dataIndex: 'extraction',
      title: t('field.extraction'),
      valueType: 'select',
      valueEnum: extractions,
      required: true,
      initialValue: 'none',
      tooltip: t('field.extractionTip'),
      extra: <ExtractionHelp t={t} />,
      rules: [
        ({ getFieldValue }) => ({
          validator: (_r, v) =>
            v === 'options' && getFieldValue('type') !== 'select'
              ? Promise.reject(new Error(t('field.extractionOptionsOnly')))
              : Promise.resolve(),
        }),
      ],
      width: 110,
    },
    {
      dataIndex: 'options',
      title: t('field.options'),
      in: ['table'],
      width: 200,
      render: (_v, row) =>
        row.options.length ? (
          <span data-testid="field-options">
            {row.options.slice(0, OPTIONS_SHOWN).map((o) => (
              <Tag key={o.label}>{o.label}</Tag>
            ))}
            {row.options.length > OPTIONS_SHOWN && <Tag>{t('more', { n: row.options.length - OPTIONS_SHOWN })}</Tag>}
          </span>
        ) : (
          '-'
        ),
    },
    { dataIndex: 'updatedAt', title: t('updatedAt'), valueType: 'date', in: ['table'], width: 170 },
    {
      dataIndex: 'order',
      title: t('field.order'),
      valueType: 'number',
      required: true,
      min: 0,
      max: ORDER_MAX,
      precision: 0,
      initialValue: 0,
      tooltip: t('field.orderTip'),
      span: 12,
      in: ['form'],
    },
  ];
}
