import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  createDatasetVersion,
  datasetFromBot,
  datasetToBot,
  listDatasetLabels,
  listDatasets,
  listDatasetVersions,
} from '@zhiyu/contract/modules/learnself/dataset';
import type { LoadMoreQuery } from '../../../components/select-load-more/select-load-more.tsx';
import { call } from '../../../platform/request/call.ts';

/** Query keys of datasets (requirements D3.7); every change invalidates `all` (counts move with items). */
export const datasetKeys = {
  all: ['learnself', 'dataset'] as const,
  list: () => [...datasetKeys.all, 'list'] as const,
  items: (id: string) => [...datasetKeys.all, 'items', id] as const,
  labels: (id: string) => [...datasetKeys.all, 'labels', id] as const,
  versions: (id: string) => [...datasetKeys.all, 'versions', id] as const,
};

export const fetchLabels = (datasetId: string) => call(listDatasetLabels, { query: { datasetId } });
export const fetchVersions = (datasetId: string) => call(listDatasetVersions, { query: { datasetId } });
export const addVersion = (body: BodyOf<typeof createDatasetVersion>) => call(createDatasetVersion, { body });
export const fromBot = (botId: string, name: string) => call(datasetFromBot, { body: { botId, name } });
export const toBot = (datasetId: string) => call(datasetToBot, { body: { datasetId } });

/** One page of datasets, most recently changed first, searched by name (the model form's picker). */
export const datasetPage = (q: LoadMoreQuery) =>
  call(listDatasets, {
    query: {
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      sortField: 'updatedAt',
      sortOrder: 'DESC',
      ...(q.name ? { name: q.name } : {}),
    },
  });
