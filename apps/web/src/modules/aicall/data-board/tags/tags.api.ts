import { firstLevelTagList, tagBotList, tagDistribution, tagTendency } from '@zhiyu/contract/modules/aicall/board-tags';
import { callQuery } from '../../../../platform/list/call-query.ts';
import { call } from '../../../../platform/request/call.ts';

// The board's queries as its filter bar builds them; each checked by the server.
export const fetchTagBots = (query: Record<string, unknown>) => callQuery(tagBotList, query, { silent: true });
export const fetchTagGroups = () => call(firstLevelTagList, {});
export const fetchDistribution = (query: Record<string, unknown>) => callQuery(tagDistribution, query);
export const fetchTendency = (query: Record<string, unknown>) => callQuery(tagTendency, query);
