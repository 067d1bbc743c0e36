/**
 * Tag data (requirements §1 shared facilities, §3 tag list item {name, id}, §9 tag length 30), shown on the
 * 标签管理 tab of /aicall/crm-filed/list. Tags belong to a tenant's application.
 */
import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { pageOf, sortedPageQuery } from '../../list.ts';

/** requirements §9 tag length. */
export const TAG_NAME_MAX = 30;
export const TAG_DESCRIPTION_MAX = 200;
/** Tag groups, labelled in the web locales (aicall.json `tag.group.<value>`). */
export const TAG_GROUPS = ['customer', 'intention', 'call', 'other'] as const;
export const TagGroup = z.enum(TAG_GROUPS);
export type TagGroup = z.infer<typeof TagGroup>;
/** Switch values of requirements §3: active 1, inactive 0. */
export const TagEnabled = z.union([z.literal(0), z.literal(1)]);

export const TagRow = z.object({
  id: z.string(),
  name: z.string(),
  group: TagGroup,
  enabled: TagEnabled,
  description: z.string(),
  /** Milliseconds (requirements D6). */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type TagRow = z.infer<typeof TagRow>;

/** Trimmed, then 1..30 characters: a name of only spaces is refused as empty. */
const tagName = z.string().trim().min(1).max(TAG_NAME_MAX);

export const TagInput = z.object({
  name: tagName,
  group: TagGroup.default('other'),
  enabled: TagEnabled.default(1),
  description: z.string().trim().max(TAG_DESCRIPTION_MAX).default(''),
});
export type TagInput = z.input<typeof TagInput>;

export const TAG_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;

const ms = z.coerce.number().int().min(0);
export const TagListQuery = sortedPageQuery(TAG_SORT_FIELDS).extend({
  /** Part of the name, case-insensitive. */
  name: z.string().trim().max(TAG_NAME_MAX).optional(),
  group: TagGroup.optional(),
  enabled: z.coerce.number().pipe(TagEnabled).optional(),
  /** Created between these instants (ms, inclusive). */
  createdFrom: ms.optional(),
  createdTo: ms.optional(),
});
export type TagListQuery = z.input<typeof TagListQuery>;

const ids = z.array(z.string().min(1).max(64)).min(1).max(500);

export const listTags = defineEndpoint({
  id: 'aicall.tag.list',
  method: 'GET',
  path: '/v1/aicall-web/tag/list',
  access: 'aicall.tag.list',
  query: TagListQuery,
  response: pageOf(TagRow),
  example: { query: { pageNum: 1, pageSize: 10, sortField: 'createdAt', sortOrder: 'DESC' } },
});

export const createTag = defineEndpoint({
  id: 'aicall.tag.create',
  method: 'POST',
  path: '/v1/aicall-web/tag/add',
  access: 'aicall.tag.create',
  body: TagInput,
  response: TagRow,
  example: { body: { name: '示例标签-walk', group: 'other', enabled: 1, description: '' } },
});

export const updateTag = defineEndpoint({
  id: 'aicall.tag.update',
  method: 'POST',
  path: '/v1/aicall-web/tag/edit',
  access: 'aicall.tag.update',
  body: TagInput.extend({ id: z.string().min(1).max(64) }),
  response: TagRow,
  // An id no tenant owns: valid input, answered 100002, changes nothing.
  example: { body: { id: 'tag-none', name: '示例标签', group: 'other', enabled: 1, description: '' } },
});

export const deleteTags = defineEndpoint({
  id: 'aicall.tag.delete',
  method: 'POST',
  path: '/v1/aicall-web/tag/delete',
  access: 'aicall.tag.delete',
  /** One id or many (batch delete): ids of other tenants are never touched. */
  body: z.object({ ids }),
  response: z.object({ deleted: z.number() }),
  example: { body: { ids: ['tag-none'] } },
});
