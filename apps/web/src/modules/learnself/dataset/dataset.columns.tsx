import {
  DATASET_DESCRIPTION_MAX,
  DATASET_NAME_MAX,
  DATASET_TYPES,
  type DatasetRow,
} from '@zhiyu/contract/modules/learnself/dataset';
import type { BotItem } from '@zhiyu/contract/modules/lookups/bot';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { PagedOptions, SchemaColumn } from '../../../components/schema/types.ts';
import { botPage } from '../../../components/select-load-more/lookups.api.ts';

/** The tenant's bots, a page of 20 at a time, searched by name; `known` labels the edited row's bot. */
export function botOptions(key: string): PagedOptions<BotItem> {
  return {
    key,
    load: botPage(),
    label: (b) => b.name,
    value: (b) => b.id,
    known: (v) =>
      typeof v.botId === 'string' && typeof v.botName === 'string' && v.botName
        ? [{ value: v.botId, label: v.botName }]
        : [],
  };
}

export const typeEnum = (t: TFunction) => Object.fromEntries(DATASET_TYPES.map((k) => [k, t(`type.${k}`)]));

/**
 * One list for the dataset search form, table and create/edit dialog (requirements R4 datasets).
 * The type is chosen once: the edit dialog shows it but cannot change it.
 */
export function datasetColumns(
  t: TFunction,
  opts: { editing: boolean; name: (row: DatasetRow) => ReactNode },
): SchemaColumn<DatasetRow>[] {
  return [
    {
      dataIndex: 'name',
      title: t('dataset.name'),
      required: true,
      maxlength: DATASET_NAME_MAX,
      placeholder: t('dataset.namePlaceholder'),
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 200,
      render: (_v, row) => opts.name(row),
    },
    {
      dataIndex: 'type',
      title: t('dataset.type'),
      valueType: 'select',
      valueEnum: typeEnum(t),
      in: ['search', 'table'],
      width: 110,
    },
    {
      dataIndex: 'type',
      title: t('dataset.type'),
      valueType: 'radioGroup',
      valueEnum: typeEnum(t),
      initialValue: 'nlu',
      required: true,
      disabled: opts.editing,
      tooltip: t('dataset.typeTip'),
      in: ['form'],
    },
    {
      dataIndex: 'botId',
      title: t('dataset.bot'),
      valueType: 'select',
      placeholder: t('dataset.botPlaceholder'),
      tooltip: t('dataset.botTip'),
      pages: botOptions('learnself-dataset-bots'),
      in: ['form'],
    },
    {
      dataIndex: 'botName',
      title: t('dataset.bot'),
      in: ['table'],
      width: 160,
      render: (v) => (v ? String(v) : '-'),
    },
    {
      dataIndex: 'description',
      title: t('dataset.description'),
      valueType: 'textarea',
      maxlength: DATASET_DESCRIPTION_MAX,
      in: ['form'],
    },
    { dataIndex: 'itemCount', title: t('dataset.itemCount'), valueType: 'number', in: ['table'], width: 100 },
    { dataIndex: 'labelCount', title: t('dataset.labelCount'), valueType: 'number', in: ['table'], width: 100 },
    {
      dataIndex: 'latestVersion',
      title: t('dataset.latestVersion'),
      in: ['table'],
      width: 110,
      render: (v) => (typeof v === 'number' && v > 0 ? `v${v}` : t('dataset.noVersion')),
    },
    { dataIndex: 'creator', title: t('dataset.creator'), in: ['table'], width: 110 },
    {
      dataIndex: 'createdAt',
      title: t('dataset.createdAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 180,
    },
    {
      dataIndex: 'updatedAt',
      title: t('dataset.updatedAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 180,
    },
  ];
}
