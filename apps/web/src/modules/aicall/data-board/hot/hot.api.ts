import { parseQuery } from '@zhiyu/contract/endpoint';
import { hotStat } from '@zhiyu/contract/modules/aicall/board-hot';
import { call } from '../../../../platform/request/call.ts';

/** The board's query as the filter bar builds it (boardQuery + sort and limit); checked by the endpoint's schema. */
export const fetchHot = (query: Record<string, unknown>, opts: { silent?: boolean } = {}) =>
  call(hotStat, { query: parseQuery(hotStat, query), ...opts });
