/** Query keys of tags (requirements D3.7); mutations invalidate `all`. */
export const tagKeys = {
  all: ['aicall', 'tag'] as const,
  list: () => [...tagKeys.all, 'list'] as const,
};
