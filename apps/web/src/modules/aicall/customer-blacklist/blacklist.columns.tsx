import {
  CUSTOMER_BLACKLIST_REASON_MAX,
  type CustomerBlacklistRow,
} from '@zhiyu/contract/modules/aicall/customer-blacklist';
import { isValidCustomerPhone } from '@zhiyu/contract/rules/phone';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

/** Search, table and add form of the customer blacklist; numbers come masked unless the user may see them. */
export function customerBlacklistColumns(t: TFunction): SchemaColumn<CustomerBlacklistRow>[] {
  return [
    {
      dataIndex: 'phone',
      title: t('blacklist.phone'),
      required: true,
      maxlength: 30,
      placeholder: t('customer.phonePlaceholder'),
      tooltip: t('blacklist.phoneTip'),
      rules: [
        {
          validator: (_r, v: unknown) =>
            !v || isValidCustomerPhone(String(v))
              ? Promise.resolve()
              : Promise.reject(new Error(t('customer.phoneInvalid'))),
        },
      ],
      in: ['search', 'table', 'form'],
      width: 160,
    },
    {
      dataIndex: 'reason',
      title: t('blacklist.reason'),
      valueType: 'textarea',
      maxlength: CUSTOMER_BLACKLIST_REASON_MAX,
      in: ['search', 'table', 'form'],
      width: 260,
    },
    { dataIndex: 'createdBy', title: t('blacklist.createdBy'), in: ['table'], width: 120 },
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
    { dataIndex: 'createdAt', title: t('createdAt'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
  ];
}
