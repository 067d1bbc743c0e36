import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  allAttributes,
  createAttribute,
  deleteAttributes,
  listAttributes,
  updateAttribute,
} from '@zhiyu/contract/modules/aicall/customer-attribute';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of customer attributes; the customer screen's columns hang off `all` too. */
export const attributeKeys = {
  all: ['aicall', 'attribute'] as const,
  list: () => [...attributeKeys.all, 'list'] as const,
  columns: () => [...attributeKeys.all, 'columns'] as const,
};

export const fetchAttributes = (query: WireQuery<typeof listAttributes>) => callQuery(listAttributes, query);
export const fetchAllAttributes = () => call(allAttributes);
export const addAttribute = (body: BodyOf<typeof createAttribute>) => call(createAttribute, { body });
export const editAttribute = (body: BodyOf<typeof updateAttribute>) => call(updateAttribute, { body });
export const removeAttributes = (ids: string[], removeValues: boolean) =>
  call(deleteAttributes, { body: { ids, removeValues } });
