/** Query keys of the blacklist (requirements D3.7); mutations and imports invalidate `all`. */
export const blacklistKeys = {
  all: ['admin', 'blacklist'] as const,
  list: () => [...blacklistKeys.all, 'list'] as const,
};
