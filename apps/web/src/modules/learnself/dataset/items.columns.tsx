import {
  type DatasetItemRow,
  type DatasetRow,
  ITEM_SOURCES,
  ITEMS_PER_ADD,
  LABEL_MAX,
  SENTIMENT_LABELS,
  UTTERANCE_MAX,
} from '@zhiyu/contract/modules/learnself/dataset';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { fetchLabels } from './dataset.api.ts';
import { utteranceProblem } from './utterances.ts';

/** The add dialog's values: a label and the utterances typed one a line. */
export interface AddItemsForm {
  label: string;
  texts: string;
}

type LabelCount = { label: string; count: number };

/** The label field: the three sentiment labels, or an intent typed freely. */
function labelColumn<R extends { label: string }>(t: TFunction, dataset: DatasetRow): SchemaColumn<R> {
  const base = { dataIndex: 'label' as const, title: t('item.label'), required: true };
  return dataset.type === 'sentiment'
    ? {
        ...base,
        valueType: 'select',
        valueEnum: Object.fromEntries(SENTIMENT_LABELS.map((l) => [l, t(`sentiment.${l}`)])),
      }
    : { ...base, maxlength: LABEL_MAX, placeholder: t('item.labelPlaceholder'), tooltip: t('item.labelTip') };
}

/** A sentiment label with its name in the user's language; an intent as it is. */
export const labelText = (t: TFunction, dataset: DatasetRow, label: string) =>
  dataset.type === 'sentiment' && (SENTIMENT_LABELS as readonly string[]).includes(label)
    ? t(`sentiment.${label}`)
    : label;

/** The working copy's search form and table (requirements R4 datasets: filter by label and text). */
export function itemColumns(t: TFunction, dataset: DatasetRow): SchemaColumn<DatasetItemRow>[] {
  return [
    {
      dataIndex: 'label',
      title: t('item.label'),
      valueType: 'select',
      in: ['search'],
      span: 8,
      request: {
        load: () => fetchLabels(dataset.id),
        params: { datasetId: dataset.id },
        label: (l: LabelCount) => `${labelText(t, dataset, l.label)} (${l.count})`,
        value: (l: LabelCount) => l.label,
      },
    },
    { dataIndex: 'text', title: t('item.text'), placeholder: t('item.textSearch'), in: ['search'], span: 8 },
    {
      dataIndex: 'label',
      title: t('item.label'),
      in: ['table'],
      sorter: true,
      width: 140,
      render: (v) => labelText(t, dataset, String(v ?? '')),
    },
    { dataIndex: 'text', title: t('item.text'), valueType: 'textarea', in: ['table'], width: 280 },
    {
      dataIndex: 'source',
      title: t('item.source'),
      valueType: 'select',
      valueEnum: Object.fromEntries(ITEM_SOURCES.map((s) => [s, t(`source.${s}`)])),
      in: ['table'],
      width: 110,
    },
    {
      dataIndex: 'createdAt',
      title: t('item.createdAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 180,
    },
  ];
}

/** The edit dialog of one utterance: its label and text. */
export function itemEditColumns(t: TFunction, dataset: DatasetRow): SchemaColumn<DatasetItemRow>[] {
  return [
    labelColumn<DatasetItemRow>(t, dataset),
    { dataIndex: 'text', title: t('item.text'), valueType: 'textarea', required: true, maxlength: UTTERANCE_MAX },
  ];
}

/** The add dialog: a label and a text area, one utterance a line, checked as the server will. */
export function itemAddColumns(t: TFunction, dataset: DatasetRow): SchemaColumn<AddItemsForm>[] {
  return [
    labelColumn<AddItemsForm>(t, dataset),
    {
      dataIndex: 'texts',
      title: t('item.texts'),
      valueType: 'textarea',
      required: true,
      placeholder: t('item.textsPlaceholder', { max: ITEMS_PER_ADD }),
      tooltip: t('item.textsTip', { max: ITEMS_PER_ADD, len: UTTERANCE_MAX }),
      rules: [
        {
          validator: async (_rule, v) => {
            const problem = typeof v === 'string' && v.trim() ? utteranceProblem(v) : null;
            if (problem) throw new Error(t(problem.key, problem.values));
          },
        },
      ],
    },
  ];
}
