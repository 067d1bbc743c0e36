import {
  getTagDistribution,
  getTagTendency,
  listFirstLevelTags,
  listTagBots,
} from '@zhiyu/contract/modules/aicall/board-tags';
import { callQuery } from '../../../../platform/list/call-query.ts';
import { call } from '../../../../platform/request/call.ts';

// The board's queries as its filter bar builds them; each checked by the server.
export const fetchTagBots = (query: Record<string, unknown>) => callQuery(listTagBots, query, { silent: true });
export const fetchTagGroups = () => call(listFirstLevelTags, {});
export const fetchDistribution = (query: Record<string, unknown>) => callQuery(getTagDistribution, query);
export const fetchTendency = (query: Record<string, unknown>) => callQuery(getTagTendency, query);
