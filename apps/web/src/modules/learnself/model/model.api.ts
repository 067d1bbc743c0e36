import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  compareModels,
  type createModel,
  getModel,
  listModels,
  type ModelRow,
  publishModel,
  rollbackModel,
  trainModel,
} from '@zhiyu/contract/modules/learnself/model';
import type { LoadMoreQuery } from '../../../components/select-load-more/select-load-more.tsx';
import { call } from '../../../platform/request/call.ts';

/** Query keys of models (requirements D3.7); mutations invalidate `all`. */
export const modelKeys = {
  all: ['learnself', 'model'] as const,
  list: () => [...modelKeys.all, 'list'] as const,
  one: (id: string) => [...modelKeys.all, 'one', id] as const,
  compare: (a: string, b: string) => [...modelKeys.all, 'compare', a, b] as const,
  callable: () => [...modelKeys.all, 'callable'] as const,
};

export const fetchModel = (id: string) => call(getModel, { query: { id } });

/** A model's list row read afresh (the list's live rows), without its evaluation. */
export const fetchModelRow = (id: string): Promise<ModelRow> =>
  call(getModel, { query: { id }, silent: true }).then(({ evaluation: _evaluation, ...row }) => row);

export const fetchCompare = (a: string, b: string) => call(compareModels, { query: { a, b } });
export const retrain = (id: string) => call(trainModel, { body: { id } });
export const publish = (id: string, botId: string) => call(publishModel, { body: { id, botId } });
export const rollback = (botId: string) => call(rollbackModel, { body: { botId } });

/** One page of the callable models, newest first, searched by name (the inspect page's picker). */
export const callableModelPage = (q: LoadMoreQuery) =>
  call(listModels, {
    query: {
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      state: 0,
      sortField: 'createdAt',
      sortOrder: 'DESC',
      ...(q.name ? { name: q.name } : {}),
    },
  });

/** The create form's values as the create body. */
export const modelBody = (v: Record<string, unknown>): BodyOf<typeof createModel> => ({
  name: typeof v.name === 'string' ? v.name.trim() : '',
  versionId: typeof v.versionId === 'string' ? v.versionId : '',
});
