import type { BodyOf } from '@zhiyu/contract/endpoint';
import { createCategory, deleteCategory, getCategoryTree, updateCategory } from '@zhiyu/contract/modules/aikb/category';
import {
  deleteKnowledge,
  listKnowledge,
  moveKnowledge,
  setKnowledgeValidity,
  suggestSimilar,
} from '@zhiyu/contract/modules/aikb/knowledge';
import { getKnowledgeEvidence } from '@zhiyu/contract/modules/aikb/knowledge-evidence';
import { listLibraries, setLibraryStatus } from '@zhiyu/contract/modules/aikb/library';
import { callQuery, type WireQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of the knowledge base (requirements D3.7); mutations invalidate `all` of their resource. */
export const libraryKeys = {
  all: ['aikb', 'library'] as const,
  list: () => [...libraryKeys.all, 'list'] as const,
  options: () => [...libraryKeys.all, 'options'] as const,
  one: (id: string) => [...libraryKeys.all, 'one', id] as const,
};
export const knowledgeKeys = {
  all: ['aikb', 'knowledge'] as const,
  list: (libraryId: string, categoryId: string | null) => [...knowledgeKeys.all, libraryId, categoryId] as const,
  evidence: (id: string, pageNum: number, pageSize: number) =>
    [...knowledgeKeys.all, 'evidence', id, pageNum, pageSize] as const,
};
export const categoryKeys = {
  all: ['aikb', 'category'] as const,
  tree: (libraryId: string) => [...categoryKeys.all, libraryId] as const,
};

/** Every library of the app by name (move targets), at most 100. */
export const libraryOptions = () =>
  call(listLibraries, { query: { pageNum: 1, pageSize: 100, sortField: 'name', sortOrder: 'ASC' } }).then(
    (p) => p.list,
  );
/** One library (its name and status) by id; undefined when it is gone or another tenant's. */
export const libraryById = (id: string) =>
  call(listLibraries, { query: { pageNum: 1, pageSize: 10, id } }).then((p) => p.list[0]);
export const switchLibraries = (ids: string[], status: 0 | 1) => call(setLibraryStatus, { body: { ids, status } });

export const fetchTree = (libraryId: string) => call(getCategoryTree, { query: { libraryId } });
export const addCategory = (body: BodyOf<typeof createCategory>) => call(createCategory, { body });
export const renameCategory = (id: string, name: string) => call(updateCategory, { body: { id, name } });
export const removeCategory = (id: string) => call(deleteCategory, { body: { id } });

export const fetchKnowledge = (query: WireQuery<typeof listKnowledge>) => callQuery(listKnowledge, query);
export const removeKnowledge = (ids: string[]) => call(deleteKnowledge, { body: { ids } });
export const setValidity = (ids: string[], validity: 0 | 1) => call(setKnowledgeValidity, { body: { ids, validity } });
export const moveItems = (body: BodyOf<typeof moveKnowledge>) => call(moveKnowledge, { body });
export const fetchEvidence = (id: string, pageNum: number, pageSize: number) =>
  call(getKnowledgeEvidence, { query: { id, pageNum, pageSize } });
export const suggestQuestions = (body: BodyOf<typeof suggestSimilar>) => call(suggestSimilar, { body });
