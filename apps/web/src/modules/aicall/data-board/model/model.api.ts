import { parseQuery } from '@zhiyu/contract/endpoint';
import { modelStat } from '@zhiyu/contract/modules/aicall/board-model';
import { call } from '../../../../platform/request/call.ts';

/** The board's query as the filter bar builds it (boardQuery + sort and limit); checked by the endpoint's schema. */
export const fetchModel = (query: Record<string, unknown>, opts: { silent?: boolean } = {}) =>
  call(modelStat, { query: parseQuery(modelStat, query), ...opts });
