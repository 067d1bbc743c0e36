import {
  SMS_CONTENT_MAX,
  SMS_NAME_MAX,
  SMS_OUTBOX_STATUSES,
  type SmsOutboxRow,
  type SmsTemplateRow,
} from '@zhiyu/contract/modules/aicall/sms';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

/** SMS templates: the content is a template field offering the app's variables. */
export function smsColumns(t: TFunction, variables: readonly string[]): SchemaColumn<SmsTemplateRow>[] {
  return [
    {
      dataIndex: 'name',
      title: t('sms.name'),
      required: true,
      maxlength: SMS_NAME_MAX,
      in: ['search', 'table', 'form'],
      sorter: true,
      width: 180,
    },
    {
      dataIndex: 'content',
      title: t('sms.content'),
      valueType: 'template',
      required: true,
      maxlength: SMS_CONTENT_MAX,
      variables,
      tooltip: t('sms.contentTip'),
      width: 360,
    },
    {
      dataIndex: 'status',
      title: t('sms.status'),
      valueType: 'switch',
      valueEnum: { 1: t('sms.enabled'), 0: t('sms.disabled') },
      in: ['search', 'table', 'form'],
      width: 100,
    },
    { dataIndex: 'updatedAt', title: t('sms.updatedAt'), valueType: 'date', in: ['table'], sorter: true, width: 170 },
  ];
}

/** The outbox: read-only, numbers masked by the server. */
export function outboxColumns(t: TFunction): SchemaColumn<SmsOutboxRow>[] {
  return [
    {
      dataIndex: 'status',
      title: t('outbox.status'),
      valueType: 'select',
      valueEnum: Object.fromEntries(
        SMS_OUTBOX_STATUSES.map((s) => [
          s,
          { text: t(`outbox.status.${s}`), color: s === 'sent' ? 'success' : 'error' },
        ]),
      ),
      in: ['search', 'table'],
      width: 100,
    },
    { dataIndex: 'phone', title: t('outbox.phone'), in: ['table'], width: 140 },
    { dataIndex: 'templateName', title: t('outbox.template'), in: ['table'], width: 160 },
    { dataIndex: 'content', title: t('outbox.content'), valueType: 'textarea', in: ['table'], width: 360 },
    {
      dataIndex: 'createdAt',
      title: t('outbox.createdAt'),
      valueType: 'daterange',
      in: ['search'],
      dataValue: (v) => {
        const [from, to] = v as [number | null, number | null];
        return { ...(from !== null ? { createdFrom: from } : {}), ...(to !== null ? { createdTo: to } : {}) };
      },
    },
    {
      dataIndex: 'createdAt',
      title: t('outbox.createdAt'),
      valueType: 'date',
      in: ['table'],
      sorter: true,
      width: 170,
    },
  ];
}
