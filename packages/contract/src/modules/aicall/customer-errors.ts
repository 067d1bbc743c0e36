import type { ErrorDef } from '../../errors.ts';

/** Customers, attributes and the customer blacklist (issue 5 §2): 150020–150039. */
export const CUSTOMER_ERRORS = {
  '150020': {
    status: 409,
    behaviour: 'toast',
    zh: '属性已有客户数据，确认删除将同时清除这些值',
    en: 'Customers carry values of this attribute; confirm to delete them too',
  },
  '150021': {
    status: 400,
    behaviour: 'toast',
    zh: '号码搜索须输入完整号码或后四位',
    en: 'Search a number by the whole number or its last four digits',
  },
  '150022': {
    status: 400,
    behaviour: 'toast',
    zh: '属性数量已达上限',
    en: 'The app has the most attributes allowed',
  },
  '150023': {
    status: 409,
    behaviour: 'toast',
    zh: '属性已有客户数据，不能修改类型',
    en: 'Customers carry values of this attribute; its type cannot change',
  },
  '150024': {
    status: 409,
    behaviour: 'toast',
    zh: '选项仍被客户使用，不能删除',
    en: 'An option still in use by customers cannot be removed',
  },
  '150025': {
    status: 409,
    behaviour: 'toast',
    zh: '任务已结束，不能添加客户',
    en: 'The task has ended; customers cannot be added',
  },
} as const satisfies Record<string, ErrorDef>;
