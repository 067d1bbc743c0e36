/**
 * The tenant's own synonyms for knowledge search (issue 19, better matching): groups of words that
 * mean the same in the tenant's business (携号转网 / 转网 / 换运营商). Every word of a group is
 * searched as the group's first word, on top of the built-in customer-service lexicon, in every
 * library of the tenant. The built-in groups are listed read-only beside them.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { PageQuery, pageOf } from '../../list.ts';
import { Id, Ids } from './library.ts';

export const SYNONYM_WORD_MAX = 20;
/** Words in one group. */
export const SYNONYM_GROUP_WORDS_MAX = 20;
/** Groups a tenant may keep. */
export const SYNONYM_GROUPS_MAX = 2000;

export const SynonymRow = z.object({
  id: z.string(),
  /** The group's words; the first is the one the others are searched as. */
  words: z.array(z.string()),
  /** The username of whoever last saved the group. */
  updater: z.string(),
  /** Milliseconds (requirements D6). */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type SynonymRow = z.infer<typeof SynonymRow>;

export const SynonymInput = z.object({
  words: z.array(z.string().trim().min(1).max(SYNONYM_WORD_MAX)).min(2).max(SYNONYM_GROUP_WORDS_MAX),
});
export type SynonymInput = z.input<typeof SynonymInput>;

export const SynonymListQuery = PageQuery.extend({
  /** Part of any word of the group, case-insensitive. */
  word: z.string().trim().max(SYNONYM_WORD_MAX).optional(),
});
export type SynonymListQuery = z.input<typeof SynonymListQuery>;

export const listSynonyms = defineEndpoint({
  id: 'aikb.synonym.list',
  method: 'GET',
  path: '/aikb-api/synonym/list',
  access: 'aikb.synonym.list',
  query: SynonymListQuery,
  response: pageOf(SynonymRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});

export const createSynonym = defineEndpoint({
  id: 'aikb.synonym.create',
  method: 'POST',
  path: '/aikb-api/synonym/add',
  access: 'aikb.synonym.create',
  body: SynonymInput,
  response: SynonymRow,
  example: { body: { words: ['携号转网-walk', '换运营商-walk'] } },
});

export const updateSynonym = defineEndpoint({
  id: 'aikb.synonym.update',
  method: 'POST',
  path: '/aikb-api/synonym/edit',
  access: 'aikb.synonym.update',
  body: SynonymInput.extend({ id: Id }),
  response: SynonymRow,
  // An id no tenant owns: valid input, answered 160014, changes nothing.
  example: { body: { id: 'syn-none', words: ['携号转网', '换运营商'] } },
});

export const deleteSynonyms = defineEndpoint({
  id: 'aikb.synonym.delete',
  method: 'POST',
  path: '/aikb-api/synonym/delete',
  access: 'aikb.synonym.delete',
  body: z.object({ ids: Ids }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['syn-none'] } },
});

export const BuiltinSynonymRow = z.object({ id: z.string(), words: z.array(z.string()) });
export type BuiltinSynonymRow = z.infer<typeof BuiltinSynonymRow>;

/** The built-in lexicon's groups (read-only), filtered like the tenant's own. */
export const listBuiltinSynonyms = defineEndpoint({
  id: 'aikb.synonym.builtin',
  method: 'GET',
  path: '/aikb-api/synonym/builtin',
  access: 'aikb.synonym.list',
  query: SynonymListQuery,
  response: pageOf(BuiltinSynonymRow),
  example: { query: { pageNum: 1, pageSize: 10 } },
});
