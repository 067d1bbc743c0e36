import type { ModelRow } from '@zhiyu/contract/modules/learnself/model';
import { MODEL_NAME_MAX } from '@zhiyu/contract/modules/learnself/model';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { typeEnum } from '../dataset/dataset.columns.tsx';
import { pct, StateTag, seconds, stateEnum } from './model.state.tsx';

/** The model list's search form and table (requirements R4 models); a name opens the model. */
export function modelColumns(t: TFunction, cells: { name: (row: ModelRow) => ReactNode }): SchemaColumn<ModelRow>[] {
  return [
    {
      dataIndex: 'name',
      title: t('model.name'),
      maxlength: MODEL_NAME_MAX,
      placeholder: t('model.namePlaceholder'),
      in: ['search', 'table'],
      sorter: true,
      width: 180,
      render: (_v, row) => cells.name(row),
    },
    {
      dataIndex: 'type',
      title: t('model.type'),
      valueType: 'select',
      valueEnum: typeEnum(t),
      in: ['search', 'table'],
      width: 110,
    },
    {
      dataIndex: 'datasetName',
      title: t('model.datasetVersion'),
      in: ['table'],
      width: 180,
      render: (_v, row) => `${row.datasetName || '-'} v${row.version}`,
    },
    {
      dataIndex: 'state',
      title: t('model.state'),
      valueType: 'select',
      valueEnum: stateEnum(t),
      in: ['search', 'table'],
      width: 170,
      render: (_v, row) => <StateTag row={row} />,
    },
    { dataIndex: 'accuracy', title: t('eval.accuracy'), in: ['table'], width: 90, render: (v) => pct(v as number) },
    { dataIndex: 'macroF1', title: t('eval.macroF1'), in: ['table'], width: 100, render: (v) => pct(v as number) },
    {
      dataIndex: 'bots',
      title: t('model.bots'),
      in: ['table'],
      width: 160,
      render: (_v, row) =>
        row.bots.length
          ? row.bots.map((b) => (
              <Tag key={b.id} color="blue" style={{ marginInlineEnd: 4 }}>
                {b.name}
              </Tag>
            ))
          : '-',
    },
    {
      dataIndex: 'trainMs',
      title: t('model.trainTime'),
      in: ['table'],
      width: 110,
      render: (v) => seconds(v as number),
    },
    {
      dataIndex: 'createdAt',
      title: t('model.createdAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 180,
    },
  ];
}
