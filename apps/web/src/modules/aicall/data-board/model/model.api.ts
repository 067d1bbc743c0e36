import { getModelStats } from '@zhiyu/contract/modules/aicall/board-model';
import { callQuery } from '../../../../platform/list/call-query.ts';

/** The board's query as the filter bar builds it (boardQuery + sort and limit); checked by the server. */
export const fetchModel = (query: Record<string, unknown>, opts: { silent?: boolean } = {}) =>
  callQuery(getModelStats, query, opts);
