import type { QueryOf } from '@zhiyu/contract/endpoint';
import { getKnowledgeStats, getServiceOverview } from '@zhiyu/contract/modules/aitext/stats';
import { call } from '../../../platform/request/call.ts';

export type OverviewQuery = QueryOf<typeof getServiceOverview>;
export type KnowledgeQuery = QueryOf<typeof getKnowledgeStats>;

export const fetchOverview = (query: OverviewQuery) => call(getServiceOverview, { query });
export const fetchKnowledge = (query: KnowledgeQuery) => call(getKnowledgeStats, { query });
