import type { DocumentRow } from '@zhiyu/contract/modules/aikb/document';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { formatSize } from './document.format.ts';

const STATUS_COLOR = { 0: 'processing', 1: 'success', 2: 'error' } as const;
/** The longest name filter the list query takes (contract DocumentListQuery). */
const NAME_MAX = 100;

/** One list for the documents' search form and table (documents come by upload, so no form). */
export function documentColumns(t: TFunction): SchemaColumn<DocumentRow>[] {
  return [
    {
      dataIndex: 'name',
      title: t('name'),
      placeholder: t('namePlaceholder'),
      maxlength: NAME_MAX,
      // Spaces around the name are not part of it; spaces alone search for nothing.
      dataValue: (v) => String(v).trim() || undefined,
      in: ['search', 'table'],
    },
    {
      dataIndex: 'type',
      title: t('type'),
      in: ['table'],
      width: 90,
      render: (_v, row) => <Tag>{row.type.toUpperCase()}</Tag>,
    },
    { dataIndex: 'size', title: t('size'), in: ['table'], width: 110, render: (_v, row) => formatSize(row.size) },
    {
      dataIndex: 'status',
      title: t('status'),
      in: ['table'],
      width: 110,
      render: (_v, row) => (
        <Tag color={STATUS_COLOR[row.status]} title={row.error || undefined}>
          {t(`status.${row.status}`)}
        </Tag>
      ),
    },
    { dataIndex: 'segmentCount', title: t('segmentCount'), in: ['table'], width: 100 },
    { dataIndex: 'creator', title: t('creator'), in: ['table'], width: 120 },
    { dataIndex: 'createdAt', title: t('createdAt'), valueType: 'date', in: ['table'], width: 180 },
  ];
}
