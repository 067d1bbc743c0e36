import { LIBRARY_DESCRIPTION_MAX, LIBRARY_NAME_MAX, type LibraryRow } from '@zhiyu/contract/modules/aikb/library';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { SchemaColumn } from '../../../components/schema/types.ts';

/** One list for the library search form, table and create/edit dialog; `status` cells are switches. */
export function libraryColumns(
  t: TFunction,
  cells: { name: (row: LibraryRow) => ReactNode; status: (row: LibraryRow) => ReactNode },
): SchemaColumn<LibraryRow>[] {
  return [
    {
      dataIndex: 'name',
      title: t('library.name'),
      required: true,
      maxlength: LIBRARY_NAME_MAX,
      placeholder: t('library.namePlaceholder'),
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 220,
      render: (_v, row) => cells.name(row),
    },
    {
      dataIndex: 'description',
      title: t('library.description'),
      valueType: 'textarea',
      maxlength: LIBRARY_DESCRIPTION_MAX,
      width: 280,
    },
    {
      dataIndex: 'status',
      title: t('library.status'),
      valueType: 'switch',
      in: ['search', 'table', 'form'],
      width: 100,
      render: (_v, row) => cells.status(row),
    },
    { dataIndex: 'itemCount', title: t('library.itemCount'), valueType: 'number', in: ['table'], width: 100 },
    { dataIndex: 'creatorName', title: t('library.creator'), in: ['table'], width: 120 },
    {
      dataIndex: 'createdAt',
      title: t('library.createdAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 180,
    },
    {
      dataIndex: 'updatedAt',
      title: t('library.updatedAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 180,
    },
  ];
}
