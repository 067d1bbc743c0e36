import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  acceptQaCandidates,
  listQaCategories,
  listQaDocuments,
  listQaLibraries,
  listQaRuns,
  runQaExtraction,
} from '@zhiyu/contract/modules/learnself/qa';
import type { LoadMoreQuery } from '../../../components/select-load-more/select-load-more.tsx';
import { callQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';

/** Query keys of QA extraction: runs, candidates and the pickers (requirements D3.7). */
export const qaKeys = {
  all: ['learnself', 'qa'] as const,
  candidates: () => [...qaKeys.all, 'candidates'] as const,
  runs: () => [...qaKeys.all, 'runs'] as const,
  documents: () => [...qaKeys.all, 'documents'] as const,
  libraries: () => [...qaKeys.all, 'libraries'] as const,
  categories: (libraryId: string) => [...qaKeys.all, 'categories', libraryId] as const,
};

export const startExtraction = (body: BodyOf<typeof runQaExtraction>) => call(runQaExtraction, { body });
export const acceptCandidates = (body: BodyOf<typeof acceptQaCandidates>) => call(acceptQaCandidates, { body });
export const fetchCategories = (libraryId: string) => call(listQaCategories, { query: { libraryId } });

const named = (q: LoadMoreQuery) => ({
  pageNum: q.pageNum,
  pageSize: q.pageSize,
  ...(q.name ? { name: q.name } : {}),
});
/** One page of knowledge documents (newest first), searched by name. */
export const documentPage = (q: LoadMoreQuery) => callQuery(listQaDocuments, named(q));
/** One page of knowledge libraries, searched by name. */
export const libraryPage = (q: LoadMoreQuery) => callQuery(listQaLibraries, named(q));
/** One page of runs, newest first (runs have no name to search). */
export const runPage = (q: LoadMoreQuery) => callQuery(listQaRuns, { pageNum: q.pageNum, pageSize: q.pageSize });
