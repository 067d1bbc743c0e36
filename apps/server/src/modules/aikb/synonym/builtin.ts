import type { BuiltinSynonymRow } from '@zhiyu/contract/modules/aikb/synonym';
import { BUILTIN_GROUPS, normalise } from '../retrieval/segment.ts';

/** The built-in lexicon's groups as the console lists them (read-only), filtered by part of a word. */
export async function listBuiltin(q: { pageNum: number; pageSize: number; word?: string }) {
  const part = q.word ? normalise(q.word) : '';
  const rows: BuiltinSynonymRow[] = BUILTIN_GROUPS.map((words, i) => ({ id: `builtin-${i + 1}`, words: [...words] }));
  const hits = part ? rows.filter((r) => r.words.some((w) => normalise(w).includes(part))) : rows;
  const from = (q.pageNum - 1) * q.pageSize;
  return {
    list: hits.slice(from, from + q.pageSize),
    total: hits.length,
    totalCapped: false,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
