import {
  LINE_CONCURRENCY_MAX,
  LINE_CONCURRENCY_MIN,
  LINE_KINDS,
  LINE_NAME_MAX,
  type LineRow,
} from '@zhiyu/contract/modules/aicall/line';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { fetchInboundBots } from './settings.api.ts';

/** 5–20 digits with an optional leading +, after dropping spaces, dashes, dots and brackets. */
const NUMBER = /^\+?\d{5,20}$/;
const numberRule = (message: string) => ({
  validator: (_: unknown, v: unknown) =>
    typeof v === 'string' && NUMBER.test(v.replace(/[\s\-().]/g, ''))
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** One list for the search form, the table and the create/edit dialog of numbers. */
export function lineColumns(t: TFunction): SchemaColumn<LineRow>[] {
  return [
    {
      dataIndex: 'number',
      title: t('line.number'),
      required: true,
      maxlength: 30,
      placeholder: t('line.numberPlaceholder'),
      rules: [numberRule(t('line.numberInvalid'))],
      in: ['table', 'form'],
      sorter: true,
      width: 160,
    },
    {
      dataIndex: 'number',
      title: t('line.keyword'),
      placeholder: t('line.keywordPlaceholder'),
      in: ['search'],
      dataValue: (v) => (v ? { keyword: v } : {}),
    },
    { dataIndex: 'name', title: t('line.name'), maxlength: LINE_NAME_MAX, width: 160 },
    {
      dataIndex: 'kind',
      title: t('line.kind'),
      valueType: 'select',
      required: true,
      valueEnum: Object.fromEntries(
        LINE_KINDS.map((k) => [k, { text: t(`line.kind.${k}`), color: k === 'sip' ? 'blue' : 'green' }]),
      ),
      initialValue: 'simulated',
      tooltip: t('line.kindTip'),
      in: ['search', 'table', 'form'],
      width: 120,
    },
    {
      dataIndex: 'concurrency',
      title: t('line.concurrency'),
      valueType: 'number',
      min: LINE_CONCURRENCY_MIN,
      max: LINE_CONCURRENCY_MAX,
      precision: 0,
      initialValue: 10,
      rules: [
        { required: true, type: 'number', message: t('table:required') },
        { type: 'number', min: LINE_CONCURRENCY_MIN, max: LINE_CONCURRENCY_MAX, message: t('line.concurrencyRange') },
      ],
      width: 100,
    },
    {
      dataIndex: 'status',
      title: t('line.status'),
      valueType: 'switch',
      valueEnum: { 1: t('line.enabled'), 0: t('line.disabled') },
      in: ['search', 'table', 'form'],
      width: 100,
    },
    {
      dataIndex: 'inboundBotId',
      title: t('line.inboundBot'),
      valueType: 'select',
      placeholder: t('line.noBot'),
      tooltip: t('line.inboundBotTip'),
      request: {
        load: fetchInboundBots,
        label: (b: { name: string; published: boolean }) =>
          b.published ? b.name : `${b.name} (${t('line.unpublished')})`,
        value: (b: { id: string }) => b.id,
      },
      in: ['form'],
    },
    {
      dataIndex: 'inboundBotName',
      title: t('line.inboundBot'),
      in: ['table'],
      width: 160,
    },
    { dataIndex: 'activeTasks', title: t('line.activeTasks'), valueType: 'number', in: ['table'], width: 100 },
    { dataIndex: 'createdAt', title: t('line.createdAt'), valueType: 'date', in: ['table'], sorter: true, width: 170 },
  ];
}
