import { getHotStats } from '@zhiyu/contract/modules/aicall/board-hot';
import { callQuery } from '../../../../platform/list/call-query.ts';

/** The board's query as the filter bar builds it (boardQuery + sort and limit); checked by the server. */
export const fetchHot = (query: Record<string, unknown>, opts: { silent?: boolean } = {}) =>
  callQuery(getHotStats, query, opts);
