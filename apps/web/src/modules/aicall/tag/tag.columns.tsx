import { TAG_DESCRIPTION_MAX, TAG_GROUPS, TAG_NAME_MAX, type TagRow } from '@zhiyu/contract/modules/aicall/tag';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

/** One list for the search form, the table and the create/edit modal of tags. */
export function tagColumns(t: TFunction): SchemaColumn<TagRow>[] {
  return [
    {
      dataIndex: 'name',
      title: t('tag.name'),
      required: true,
      maxlength: TAG_NAME_MAX,
      placeholder: t('tag.namePlaceholder'),
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 220,
    },
    {
      dataIndex: 'group',
      title: t('tag.group'),
      valueType: 'select',
      valueEnum: Object.fromEntries(TAG_GROUPS.map((g) => [g, t(`tag.group.${g}`)])),
      in: ['search', 'table', 'form'],
      width: 120,
    },
    {
      dataIndex: 'enabled',
      title: t('tag.enabled'),
      valueType: 'switch',
      in: ['search', 'table', 'form'],
      width: 100,
    },
    {
      dataIndex: 'description',
      title: t('tag.description'),
      valueType: 'textarea',
      maxlength: TAG_DESCRIPTION_MAX,
      width: 260,
    },
    {
      dataIndex: 'createdAt',
      title: t('tag.createdAt'),
      valueType: 'daterange',
      in: ['search'],
      // The range picker's [startMs, endMs] becomes the list's createdFrom / createdTo.
      dataValue: (v) => {
        const [from, to] = v as [number | null, number | null];
        return { ...(from !== null ? { createdFrom: from } : {}), ...(to !== null ? { createdTo: to } : {}) };
      },
    },
    { dataIndex: 'createdAt', title: t('tag.createdAt'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
    { dataIndex: 'updatedAt', title: t('tag.updatedAt'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
  ];
}
