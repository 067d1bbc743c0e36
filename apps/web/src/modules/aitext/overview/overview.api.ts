import type { QueryOf } from '@zhiyu/contract/endpoint';
import { knowledgeStat, overviewStat } from '@zhiyu/contract/modules/aitext/stats';
import { call } from '../../../platform/request/call.ts';

export type OverviewQuery = QueryOf<typeof overviewStat>;
export type KnowledgeQuery = QueryOf<typeof knowledgeStat>;

export const fetchOverview = (query: OverviewQuery) => call(overviewStat, { query });
export const fetchKnowledge = (query: KnowledgeQuery) => call(knowledgeStat, { query });
