import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  addCustomersToTask,
  type CustomerRow,
  listCustomers,
  listCustomerTaskOptions,
} from '@zhiyu/contract/modules/aicall/customer';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of customers (requirements D3.7); mutations and imports invalidate `all`. */
export const customerKeys = {
  all: ['aicall', 'customer'] as const,
  list: () => [...customerKeys.all, 'list'] as const,
  tasks: () => [...customerKeys.all, 'tasks'] as const,
};

/** Prefix of the flattened attribute fields of a row (`a:<attribute id>`), for table cells and form fields. */
export const ATTR_FIELD = 'a:';
export type CustomerView = CustomerRow & Record<string, unknown>;

/** A page of customers with each attribute value also under `a:<id>`, so one column list drives everything. */
export const fetchCustomers = async (query: WireQuery<typeof listCustomers>) => {
  const page = await callQuery(listCustomers, query);
  return {
    ...page,
    list: page.list.map(
      (c) =>
        ({
          ...c,
          ...Object.fromEntries(Object.entries(c.attrs).map(([k, v]) => [ATTR_FIELD + k, v])),
        }) as CustomerView,
    ),
  };
};
export const fetchOpenTasks = () => call(listCustomerTaskOptions, { query: {} });
export const addToTask = (body: BodyOf<typeof addCustomersToTask>) => call(addCustomersToTask, { body });
