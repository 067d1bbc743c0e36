import type { CallRecordRow } from '@zhiyu/contract/modules/admin/callrecord';
import { CALL_RESULT_CLASSES } from '@zhiyu/contract/rules/call-result';
import type { TFunction } from 'i18next';
import { durationText } from '../../../components/duration.tsx';
import type { SchemaColumn } from '../../../components/schema/types.ts';
import { loadTenants } from './callrecord.api.ts';

type Org = { id: string; name: string };

/** Search form and table of the operator's call records; the list is read-only. */
export function callRecordColumns(t: TFunction): SchemaColumn<CallRecordRow>[] {
  return [
    {
      dataIndex: 'tenantId',
      title: t('col.tenant'),
      valueType: 'select',
      in: ['search'],
      request: { load: loadTenants, label: (o: Org) => o.name, value: (o: Org) => o.id },
    },
    { dataIndex: 'tenantName', title: t('col.tenant'), in: ['table'], width: 200 },
    {
      dataIndex: 'direction',
      title: t('col.direction'),
      valueType: 'select',
      valueEnum: { 0: t('direction.0'), 1: t('direction.1') },
      in: ['search', 'table'],
      width: 90,
    },
    { dataIndex: 'phone', title: t('col.phone'), in: ['table'], width: 140 },
    {
      dataIndex: 'phone',
      title: t('col.phoneTail'),
      in: ['search'],
      tooltip: t('col.phoneTailTip'),
      rules: [{ pattern: /^\d{4,11}$/, message: t('col.phoneTailTip') }],
      dataValue: (v) => ({ phoneTail: v }),
    },
    {
      dataIndex: 'resultClass',
      title: t('col.result'),
      valueType: 'select',
      valueEnum: Object.fromEntries(CALL_RESULT_CLASSES.map((c) => [c, t(`result.${c}`)])),
      in: ['search', 'table'],
      width: 110,
    },
    { dataIndex: 'causeCode', title: t('col.cause'), in: ['table'], width: 90 },
    { dataIndex: 'startedAt', title: t('col.startedAt'), valueType: 'date', in: ['table'], sorter: true, width: 180 },
    {
      dataIndex: 'startedAt',
      title: t('col.startedAt'),
      valueType: 'daterange',
      in: ['search'],
      dataValue: (v) => {
        const [from, to] = v as [number | null, number | null];
        return { ...(from !== null ? { from } : {}), ...(to !== null ? { to } : {}) };
      },
    },
    {
      dataIndex: 'durationSec',
      title: t('col.duration'),
      in: ['table'],
      sorter: true,
      width: 130,
      render: (v) => durationText(t, Number(v)),
    },
    { dataIndex: 'rounds', title: t('col.rounds'), in: ['table'], width: 80 },
    {
      dataIndex: 'transferred',
      title: t('col.transferred'),
      in: ['table'],
      width: 100,
      render: (v) => (v ? t('yes') : t('no')),
    },
    { dataIndex: 'lineNumber', title: t('col.line'), in: ['table'], width: 140 },
  ];
}
