/**
 * Knowledge libraries (issue 7 §1, /aikb/words-library): name, description, status, item count.
 * Libraries belong to a tenant's application, like tags.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';

export const LIBRARY_NAME_MAX = 50;
export const LIBRARY_DESCRIPTION_MAX = 200;
/** requirements §3 switch values: 1 enabled, 0 disabled. */
export const Switch = z.union([z.literal(0), z.literal(1)]);

export const LibraryRow = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: Switch,
  itemCount: z.number(),
  /** The creator's username as stored. */
  creator: z.string(),
  /** For display: the creator's nickname (the username when the user is gone). */
  creatorName: z.string(),
  /** Milliseconds (requirements D6). */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type LibraryRow = z.infer<typeof LibraryRow>;

export const LibraryInput = z.object({
  name: z.string().trim().min(1).max(LIBRARY_NAME_MAX),
  description: z.string().trim().max(LIBRARY_DESCRIPTION_MAX).default(''),
  status: Switch.default(1),
});
export type LibraryInput = z.input<typeof LibraryInput>;

export const LIBRARY_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;
export const LibraryListQuery = sortedPageQuery(LIBRARY_SORT_FIELDS).extend({
  /** Part of the name, case-insensitive. */
  name: z.string().trim().max(LIBRARY_NAME_MAX).optional(),
  status: z.coerce.number().pipe(Switch).optional(),
  /** One library by id (the library screen reads its own name this way, whatever the page size). */
  id: z.string().min(1).max(64).optional(),
});
export type LibraryListQuery = z.input<typeof LibraryListQuery>;

export const Id = z.string().min(1).max(64);
/** Batch actions take 1..500 ids; ids of other tenants are never touched. */
export const Ids = z.array(Id).min(1).max(500);

export const listLibraries = defineEndpoint({
  id: 'aikb.library.list',
  method: 'GET',
  path: '/aikb-api/library/list',
  access: 'aikb.library.list',
  query: LibraryListQuery,
  response: pageOf(LibraryRow),
  example: { query: { pageNum: 1, pageSize: 10, sortField: 'createdAt', sortOrder: 'DESC' } },
});

export const createLibrary = defineEndpoint({
  id: 'aikb.library.create',
  method: 'POST',
  path: '/aikb-api/library/add',
  access: 'aikb.library.create',
  body: LibraryInput,
  response: LibraryRow,
  example: { body: { name: '示例知识库-walk', description: '', status: 1 } },
});

export const updateLibrary = defineEndpoint({
  id: 'aikb.library.update',
  method: 'POST',
  path: '/aikb-api/library/edit',
  access: 'aikb.library.update',
  body: LibraryInput.extend({ id: Id }),
  response: LibraryRow,
  // An id no tenant owns: valid input, answered 160002, changes nothing.
  example: { body: { id: 'kb-none', name: '示例知识库', description: '', status: 1 } },
});

export const deleteLibraries = defineEndpoint({
  id: 'aikb.library.delete',
  method: 'POST',
  path: '/aikb-api/library/delete',
  access: 'aikb.library.delete',
  /** Deletes the libraries with their label trees and items. */
  body: z.object({ ids: Ids }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['kb-none'] } },
});

export const setLibraryStatus = defineEndpoint({
  id: 'aikb.library.status',
  method: 'POST',
  path: '/aikb-api/library/status',
  access: 'aikb.library.status',
  body: z.object({ ids: Ids, status: Switch }),
  response: z.object({ updated: z.number() }),
  example: { body: { ids: ['kb-none'], status: 0 } },
});
