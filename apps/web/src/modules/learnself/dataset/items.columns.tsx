import {
  type DatasetItemRow,
  type DatasetRow,
  ITEM_SOURCES,
  ITEMS_PER_ADD,
  LABEL_MAX,
  MARKED_MAX,
  SENTIMENT_LABELS,
  UTTERANCE_MAX,
} from '@zhiyu/contract/modules/learnself/dataset';
import { entityTypeName } from '@zhiyu/contract/modules/learnself/entities';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { fetchLabels } from './dataset.api.ts';
import { EntityText } from './entity-text.tsx';
import { markupProblem, utteranceProblem } from './utterances.ts';

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

/** A sentiment label or a built-in entity type with its name in the user's language; an intent as it is. */
export const labelText = (t: TFunction, dataset: DatasetRow, label: string) =>
  dataset.type === 'sentiment' && (SENTIMENT_LABELS as readonly string[]).includes(label)
    ? t(`sentiment.${label}`)
    : dataset.type === 'ner'
      ? entityTypeName(label, i18n.language.startsWith('en') ? 'en' : 'zh')
      : label;

/** The working copy's search form and table (requirements R4 datasets: filter by label and text). */
export function itemColumns(t: TFunction, dataset: DatasetRow): SchemaColumn<DatasetItemRow>[] {
  if (dataset.type === 'ner') return nerItemColumns(t);
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
    ...whereAndWhen(t),
  ];
}

/** Where an item came from and when it was added (the last columns of both lists). */
function whereAndWhen(t: TFunction): SchemaColumn<DatasetItemRow>[] {
  return [
    {
      dataIndex: 'source',
      title: t('item.source'),
      valueType: 'select',
      valueEnum: Object.fromEntries(ITEM_SOURCES.map((s) => [s, t(`source.${s}`)])),
      in: ['table'],
      width: 110,
    },
    { dataIndex: 'createdAt', title: t('item.createdAt'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
  ];
}

/** An ner dataset's list: the utterance with its entities highlighted (it has no labels). */
function nerItemColumns(t: TFunction): SchemaColumn<DatasetItemRow>[] {
  return [
    { dataIndex: 'text', title: t('item.text'), placeholder: t('item.textSearch'), in: ['search'], span: 8 },
    {
      dataIndex: 'text',
      title: t('item.marked'),
      in: ['table'],
      width: 420,
      render: (_v, row) => <EntityText text={row.text} spans={row.spans} />,
    },
    ...whereAndWhen(t),
  ];
}

/** A text area of marked utterances, checked line by line as the server will. */
function markedColumn<R>(t: TFunction, dataIndex: keyof R & string, title: string): SchemaColumn<R> {
  return {
    dataIndex,
    title,
    valueType: 'textarea',
    required: true,
    placeholder: t('item.markedPlaceholder'),
    tooltip: t('item.markedTip', { max: ITEMS_PER_ADD, len: UTTERANCE_MAX }),
    rules: [
      {
        validator: async (_rule, v) => {
          const problem = typeof v === 'string' && v.trim() ? markupProblem(v) : null;
          if (problem) throw new Error(t(problem.key, problem.values));
        },
      },
    ],
  };
}

/** The edit dialog of one utterance: its label and text (an ner utterance: the marked text). */
export function itemEditColumns(t: TFunction, dataset: DatasetRow): SchemaColumn<DatasetItemRow>[] {
  if (dataset.type === 'ner')
    return [{ ...markedColumn<DatasetItemRow>(t, 'text', t('item.marked')), maxlength: MARKED_MAX }];
  return [
    labelColumn<DatasetItemRow>(t, dataset),
    { dataIndex: 'text', title: t('item.text'), valueType: 'textarea', required: true, maxlength: UTTERANCE_MAX },
  ];
}

/** The add dialog: a label and a text area, one utterance a line, checked as the server will. */
export function itemAddColumns(t: TFunction, dataset: DatasetRow): SchemaColumn<AddItemsForm>[] {
  if (dataset.type === 'ner') return [markedColumn<AddItemsForm>(t, 'texts', t('item.markedTexts'))];
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
