import {
  BLACKLIST_REASON_MAX,
  type BlacklistRow,
  normalisePhone,
  PHONE_PATTERN,
} from '@zhiyu/contract/modules/admin/blacklist';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

const DAY = 24 * 3600 * 1000;

/**
 * One list for search, table and form. Numbers are shown in full: this screen is the operator's
 * own (docs/admin-brand.md). The number is fixed once added; edit changes reason and expiry.
 */
export function blacklistColumns(t: TFunction): SchemaColumn<BlacklistRow>[] {
  return [
    { dataIndex: 'id', title: '', valueType: 'hidden', in: ['form'] },
    {
      dataIndex: 'phone',
      title: t('blacklist.phone'),
      required: true,
      maxlength: 30,
      placeholder: t('blacklist.phonePlaceholder'),
      tooltip: t('blacklist.phoneTip'),
      rules: [
        {
          validator: (_r, v: unknown) =>
            !v || PHONE_PATTERN.test(normalisePhone(String(v)))
              ? Promise.resolve()
              : Promise.reject(new Error(t('blacklist.phoneInvalid'))),
        },
      ],
      disabled: (v) => Boolean(v.id),
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 180,
    },
    {
      dataIndex: 'reason',
      title: t('blacklist.reason'),
      valueType: 'textarea',
      maxlength: BLACKLIST_REASON_MAX,
      in: ['search', 'table', 'form'],
      width: 240,
    },
    {
      dataIndex: 'expiresAt',
      title: t('blacklist.expiresAt'),
      valueType: 'date',
      tooltip: t('blacklist.expiresTip'),
      // The picker gives the day's start; an entry lasts to the end of the chosen day.
      dataValue: (v) => (typeof v === 'number' ? dayjs(v).startOf('day').valueOf() + DAY - 1 : v),
      render: (v) => (typeof v === 'number' ? dayjs(v).format('YYYY-MM-DD HH:mm') : t('blacklist.permanent')),
      in: ['table', 'form'],
      sorter: true,
      width: 170,
    },
    {
      dataIndex: 'expired',
      title: t('blacklist.state'),
      in: ['table'],
      width: 100,
      render: (v) => (v ? <Tag>{t('blacklist.expired')}</Tag> : <Tag color="red">{t('blacklist.active')}</Tag>),
    },
    { dataIndex: 'createdBy', title: t('blacklist.createdBy'), in: ['table'], width: 120 },
    {
      dataIndex: 'createdAt',
      title: t('blacklist.createdAt'),
      valueType: 'daterange',
      in: ['search'],
      dataValue: (v) => {
        const [from, to] = v as [number | null, number | null];
        return { ...(from !== null ? { createdFrom: from } : {}), ...(to !== null ? { createdTo: to } : {}) };
      },
    },
    {
      dataIndex: 'createdAt',
      title: t('blacklist.createdAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 180,
    },
  ];
}
