import { CUSTOMER_NAME_MAX } from '@zhiyu/contract/modules/aicall/customer';
import {
  ATTRIBUTE_TEXT_MAX,
  type AttributeRow,
  checkAttributeValue,
} from '@zhiyu/contract/modules/aicall/customer-attribute';
import { isValidCustomerPhone } from '@zhiyu/contract/rules/phone';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { SchemaColumn, ValueType } from '../../../components/schema/types.ts';
import { ATTR_FIELD, type CustomerView } from './customer.api.ts';

type Attr = Omit<AttributeRow, 'valueCount'>;
const VALUE_TYPE: Record<Attr['type'], ValueType> = { text: 'text', number: 'number', date: 'date', select: 'select' };

/** One column per attribute, typed by its type, checked in the form by the same rule as the server. */
function attributeColumn(a: Attr, t: TFunction): SchemaColumn<CustomerView> {
  return {
    dataIndex: ATTR_FIELD + a.id,
    title: a.name,
    valueType: VALUE_TYPE[a.type],
    required: a.required === 1,
    enum: a.type === 'select' ? a.options : undefined,
    maxlength: a.type === 'text' ? ATTRIBUTE_TEXT_MAX : undefined,
    rules: [
      {
        validator: (_r, v: unknown) => {
          const r = checkAttributeValue({ ...a, required: 0 }, v);
          return 'error' in r
            ? Promise.reject(new Error(t('customer.attrInvalid', { name: a.name })))
            : Promise.resolve();
        },
      },
    ],
    render: a.type === 'date' ? (v) => (typeof v === 'number' ? dayjs(v).format('YYYY-MM-DD') : '-') : undefined,
    width: 130,
  };
}

/**
 * The customer screen's columns: name, number (masked by the server unless the user may see it in
 * full; fixed once saved when masked), tags, one per attribute, the attribute and tag searches,
 * created time.
 */
export function customerColumns(t: TFunction, attrs: Attr[]): SchemaColumn<CustomerView>[] {
  return [
    { dataIndex: 'id', title: '', valueType: 'hidden', in: ['form'] },
    {
      dataIndex: 'name',
      title: t('customer.name'),
      maxlength: CUSTOMER_NAME_MAX,
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 120,
    },
    {
      dataIndex: 'phone',
      title: t('customer.phone'),
      required: true,
      maxlength: 30,
      tooltip: t('customer.phoneTip'),
      placeholder: t('customer.phonePlaceholder'),
      rules: [
        {
          validator: (_r, v: unknown) =>
            !v || String(v).includes('*') || isValidCustomerPhone(String(v))
              ? Promise.resolve()
              : Promise.reject(new Error(t('customer.phoneInvalid'))),
        },
      ],
      disabled: (v) => Boolean(v.id) && String(v.phone ?? '').includes('*'),
      in: ['search', 'table', 'form'],
      width: 140,
    },
    { dataIndex: 'tags', title: t('customer.tags'), valueType: 'create', width: 200 },
    { dataIndex: 'tag', title: t('customer.tag'), in: ['search'], maxlength: 30 },
    {
      dataIndex: 'attrId',
      title: t('customer.attr'),
      valueType: 'select',
      valueEnum: Object.fromEntries(attrs.map((a) => [a.id, a.name])),
      in: ['search'],
    },
    { dataIndex: 'attrValue', title: t('customer.attrValue'), in: ['search'], tooltip: t('customer.attrValueTip') },
    ...attrs.map((a) => attributeColumn(a, t)),
    {
      dataIndex: 'createdAt',
      title: t('createdAt'),
      valueType: 'daterange',
      in: ['search'],
      dataValue: (v) => {
        const [from, to] = v as [number | null, number | null];
        return { ...(from !== null ? { createdFrom: from } : {}), ...(to !== null ? { createdTo: to } : {}) };
      },
    },
    { dataIndex: 'createdAt', title: t('createdAt'), valueType: 'date', in: ['table'], sorter: true, width: 170 },
  ];
}
