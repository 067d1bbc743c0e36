import type { BodyOf, QueryOf } from '@zhiyu/contract/endpoint';
import { createTag, deleteTags, listTags, updateTag } from '@zhiyu/contract/modules/aicall/tag';
import { call } from '../../../platform/request/call.ts';

/** Query keys of tags (DESIGN §3.7); mutations invalidate `all`. */
export const tagKeys = {
  all: ['aicall', 'tag'] as const,
  list: () => [...tagKeys.all, 'list'] as const,
};

export const fetchTags = (query: QueryOf<typeof listTags>) => call(listTags, { query });
export const addTag = (body: BodyOf<typeof createTag>) => call(createTag, { body });
export const editTag = (body: BodyOf<typeof updateTag>) => call(updateTag, { body });
export const removeTags = (ids: string[]) => call(deleteTags, { body: { ids } });
