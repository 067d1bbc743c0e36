import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  addClusterToDataset,
  listClusterMembers,
  listClusterRuns,
  markClustersNoise,
  startClusterRun,
} from '@zhiyu/contract/modules/learnself/cluster';
import { listDatasets } from '@zhiyu/contract/modules/learnself/dataset';
import type { LoadMoreQuery } from '../../../components/select-load-more/select-load-more.tsx';
import { callQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of clustering runs and their clusters (requirements D3.7). */
export const clusterKeys = {
  all: ['learnself', 'cluster'] as const,
  runs: () => [...clusterKeys.all, 'runs'] as const,
  clusters: (runId: string) => [...clusterKeys.all, 'clusters', runId] as const,
  members: (clusterId: string) => [...clusterKeys.all, 'members', clusterId] as const,
};

export const fetchRuns = (pageNum: number, pageSize: number) => call(listClusterRuns, { query: { pageNum, pageSize } });
export const startRun = (body: BodyOf<typeof startClusterRun>) => call(startClusterRun, { body });
export const fetchMembers = (clusterId: string) => call(listClusterMembers, { query: { clusterId } });
export const addToIntent = (body: BodyOf<typeof addClusterToDataset>) => call(addClusterToDataset, { body });
export const markNoise = (ids: string[]) => call(markClustersNoise, { body: { ids } });

/** One page of intent (nlu) datasets, most recently changed first, searched by name. */
export const nluDatasetPage = (q: LoadMoreQuery) =>
  callQuery(listDatasets, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    sortField: 'updatedAt',
    sortOrder: 'DESC',
    type: 'nlu',
    ...(q.name ? { name: q.name } : {}),
  });

/** Pages of runs read while looking for one (100 each): runs are kept, so an old one is found too. */
const FIND_PAGES = 20;

/** A run by id (there is no read of one run): the runs list searched page by page, newest first. */
export async function findRun(runId: string) {
  for (let pageNum = 1; pageNum <= FIND_PAGES; pageNum++) {
    const page = await fetchRuns(pageNum, 100);
    const hit = page.list.find((r) => r.id === runId);
    if (hit) return hit;
    if (pageNum * 100 >= page.total) break;
  }
  return null;
}
