import { listAllAttributes } from '@zhiyu/contract/modules/aicall/customer-attribute';
import { call } from '../../../platform/request/call.ts';

/** Query keys of customer attributes; the customer screen's columns hang off `all` too. */
export const attributeKeys = {
  all: ['aicall', 'attribute'] as const,
  list: () => [...attributeKeys.all, 'list'] as const,
  columns: () => [...attributeKeys.all, 'columns'] as const,
};

export const fetchAllAttributes = () => call(listAllAttributes);
