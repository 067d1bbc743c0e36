import type { BodyOf } from '@zhiyu/contract/endpoint';
import {
  getKnowledge,
  type KnowledgeRow,
  listKnowledge,
  updateKnowledge,
} from '@zhiyu/contract/modules/aikb/knowledge';
import { type LibraryRow, listLibraries } from '@zhiyu/contract/modules/aikb/library';
import { addDatasetItems, listDatasetItems } from '@zhiyu/contract/modules/learnself/dataset';
import { generateSimilar } from '@zhiyu/contract/modules/learnself/generate';
import type { LoadMoreQuery } from '../../../components/select-load-more/select-load-more.tsx';
import { callQuery } from '../../../platform/list/call-query.ts';
import { call } from '../../../platform/request/call.ts';
import { mergeSimilar } from './generate.data.ts';

/** Query keys of the generator's pickers (requirements D3.7). */
export const generateKeys = {
  all: ['learnself', 'generate'] as const,
  utterances: (datasetId: string, label: string) => [...generateKeys.all, 'utterances', datasetId, label] as const,
  libraries: () => [...generateKeys.all, 'libraries'] as const,
  knowledge: (libraryId: string) => [...generateKeys.all, 'knowledge', libraryId] as const,
  item: (id: string) => [...generateKeys.all, 'item', id] as const,
};

/** Utterances of an intent offered as the sentence to vary (the first 50, oldest first). */
const UTTERANCES_SHOWN = 50;

export const generate = (body: BodyOf<typeof generateSimilar>) => call(generateSimilar, { body });

/** Accepted questions into an intent, through the dataset's ordinary add (source: generated). */
export const addToIntent = (datasetId: string, label: string, texts: string[]) =>
  call(addDatasetItems, { body: { datasetId, label, texts, source: 'generated' } });

export const intentUtterances = (datasetId: string, label: string) =>
  callQuery(listDatasetItems, {
    datasetId,
    label,
    pageNum: 1,
    pageSize: UTTERANCES_SHOWN,
    sortField: 'createdAt',
    sortOrder: 'ASC',
  }).then((p) => p.list.map((i) => i.text));

/** One page of the app's knowledge libraries by name. */
export const libraryPage = (q: LoadMoreQuery) =>
  callQuery(listLibraries, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    sortField: 'name',
    sortOrder: 'ASC',
    ...(q.name ? { name: q.name } : {}),
  }) as Promise<{ list: LibraryRow[]; total: number }>;

/** One page of a library's knowledge items, searched in their questions. */
export const knowledgePage = (libraryId: string) => (q: LoadMoreQuery) =>
  callQuery(listKnowledge, {
    libraryId,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    sortField: 'updatedAt',
    sortOrder: 'DESC',
    ...(q.name ? { keyword: q.name } : {}),
  }) as Promise<{ list: KnowledgeRow[]; total: number }>;

export const fetchItem = (id: string) => call(getKnowledge, { query: { id } });

/**
 * Accepted questions into a knowledge item's similar questions: the item is read afresh and saved
 * whole through the knowledge library's own edit, with the new questions after its own. Nothing is
 * saved when none is new or when the item would pass its limit (`over` says by how many).
 */
export async function addToKnowledge(itemId: string, texts: string[]) {
  const item = await fetchItem(itemId);
  const merged = mergeSimilar(item.similar, item.question, texts);
  if (merged.over > 0 || merged.added === 0) return { ...merged, saved: false };
  await call(updateKnowledge, {
    body: {
      id: item.id,
      type: item.type,
      question: item.question,
      similar: merged.similar,
      answer: item.answer,
      categoryId: item.categoryId,
      tags: item.tags,
      validity: item.validity,
      effectiveFrom: item.effectiveFrom,
      effectiveTo: item.effectiveTo,
    },
  });
  return { ...merged, saved: true };
}
