import {
  ATTRIBUTE_NAME_MAX,
  ATTRIBUTE_OPTION_MAX,
  ATTRIBUTE_SORT_MAX,
  ATTRIBUTE_TYPES,
  type AttributeRow,
} from '@zhiyu/contract/modules/aicall/customer-attribute';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

/** One list for the search form, the table and the create/edit dialog of attributes. */
export function attributeColumns(t: TFunction): SchemaColumn<AttributeRow>[] {
  const types = Object.fromEntries(ATTRIBUTE_TYPES.map((x) => [x, t(`attribute.types.${x}`)]));
  return [
    {
      dataIndex: 'name',
      title: t('attribute.name'),
      required: true,
      maxlength: ATTRIBUTE_NAME_MAX,
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 180,
    },
    {
      dataIndex: 'type',
      title: t('attribute.type'),
      valueType: 'select',
      valueEnum: types,
      in: ['search', 'table'],
      width: 110,
    },
    // The form's own type field: a new attribute starts as text (the search starts from any type).
    {
      dataIndex: 'type',
      title: t('attribute.type'),
      valueType: 'select',
      valueEnum: types,
      required: true,
      initialValue: 'text',
      in: ['form'],
    },
    {
      dataIndex: 'options',
      title: t('attribute.options'),
      valueType: 'create',
      maxlength: ATTRIBUTE_OPTION_MAX,
      tooltip: t('attribute.optionsTip'),
      placeholder: t('attribute.optionsPlaceholder'),
      show: (v) => v.type === 'select',
      rules: [
        {
          validator: (_r, v: unknown) =>
            !Array.isArray(v) || v.length <= 50
              ? Promise.resolve()
              : Promise.reject(new Error(t('attribute.optionsMax'))),
        },
      ],
      required: true,
      width: 260,
    },
    {
      dataIndex: 'required',
      title: t('attribute.required'),
      valueType: 'switch',
      yesNo: true,
      initialValue: 0,
      width: 90,
    },
    {
      dataIndex: 'sort',
      title: t('attribute.sort'),
      valueType: 'number',
      min: 0,
      max: ATTRIBUTE_SORT_MAX,
      precision: 0,
      initialValue: 0,
      tooltip: t('attribute.sortTip'),
      sorter: true,
      width: 90,
    },
    { dataIndex: 'valueCount', title: t('attribute.valueCount'), in: ['table'], width: 110 },
    { dataIndex: 'createdAt', title: t('createdAt'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
  ];
}
