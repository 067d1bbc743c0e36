import type { QueryOf } from '@zhiyu/contract/endpoint';
import { firstLevelTagList, tagBotList, tagDistribution, tagTendency } from '@zhiyu/contract/modules/aicall/board-tags';
import { call } from '../../../../platform/request/call.ts';

// The board's queries as its filter bar builds them; the server checks them.
export const fetchTagBots = (query: Record<string, unknown>) =>
  call(tagBotList, { query: query as QueryOf<typeof tagBotList>, silent: true });
export const fetchTagGroups = () => call(firstLevelTagList, {});
export const fetchDistribution = (query: Record<string, unknown>) =>
  call(tagDistribution, { query: query as QueryOf<typeof tagDistribution> });
export const fetchTendency = (query: Record<string, unknown>) =>
  call(tagTendency, { query: query as QueryOf<typeof tagTendency> });
