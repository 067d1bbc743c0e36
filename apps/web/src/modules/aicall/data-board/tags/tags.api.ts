import { parseQuery } from '@zhiyu/contract/endpoint';
import { firstLevelTagList, tagBotList, tagDistribution, tagTendency } from '@zhiyu/contract/modules/aicall/board-tags';
import { call } from '../../../../platform/request/call.ts';

// The board's queries as its filter bar builds them; each checked by its endpoint's schema.
export const fetchTagBots = (query: Record<string, unknown>) =>
  call(tagBotList, { query: parseQuery(tagBotList, query), silent: true });
export const fetchTagGroups = () => call(firstLevelTagList, {});
export const fetchDistribution = (query: Record<string, unknown>) =>
  call(tagDistribution, { query: parseQuery(tagDistribution, query) });
export const fetchTendency = (query: Record<string, unknown>) =>
  call(tagTendency, { query: parseQuery(tagTendency, query) });
