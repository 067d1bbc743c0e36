import { TASK_CUSTOMER_STATUSES, type TaskCustomerRow } from '@zhiyu/contract/modules/aicall/task-detail';
import { CALL_RESULT_CLASSES } from '@zhiyu/contract/rules/call-result';
import type { TFunction } from 'i18next';
import type { SchemaColumn } from '../../../components/schema/types.ts';

export type CustomerRow = TaskCustomerRow & { id: string };

const COLOR: Record<string, string> = {
  waiting: 'default',
  calling: 'processing',
  done: 'success',
  failed: 'error',
  blacklisted: 'warning',
};

/** The task's customers: masked number, status, attempts, last result and time; filters. */
export function customerColumns(t: TFunction): SchemaColumn<CustomerRow>[] {
  const classes = Object.fromEntries(CALL_RESULT_CLASSES.map((c) => [c, t(`class.${c}`)]));
  return [
    { dataIndex: 'name', title: t('cust.name'), in: ['table'], width: 140 },
    { dataIndex: 'phone', title: t('cust.phone'), in: ['table'], width: 140 },
    {
      dataIndex: 'keyword' as keyof CustomerRow & string,
      title: t('cust.keyword'),
      in: ['search'],
      maxlength: 30,
    },
    {
      dataIndex: 'status',
      title: t('cust.status'),
      valueType: 'select',
      valueEnum: Object.fromEntries(
        TASK_CUSTOMER_STATUSES.map((s) => [s, { text: t(`cust.status.${s}`), color: COLOR[s] }]),
      ),
      in: ['search', 'table'],
      width: 110,
    },
    { dataIndex: 'attempts', title: t('cust.attempts'), in: ['table'], sorter: true, width: 90 },
    {
      dataIndex: 'lastResultClass',
      title: t('cust.lastResult'),
      valueType: 'select',
      valueEnum: classes,
      in: ['table'],
      width: 120,
    },
    {
      dataIndex: 'resultClass' as keyof CustomerRow & string,
      title: t('cust.lastResult'),
      valueType: 'select',
      valueEnum: classes,
      in: ['search'],
    },
    { dataIndex: 'lastCallAt', title: t('cust.lastCallAt'), valueType: 'date', in: ['table'], width: 170 },
    { dataIndex: 'nextAttemptAt', title: t('cust.nextAttemptAt'), valueType: 'date', in: ['table'], width: 170 },
  ];
}
