/** Query keys of the customer blacklist; mutations and imports invalidate `all`. */
export const customerBlacklistKeys = {
  all: ['aicall', 'customer-blacklist'] as const,
  list: () => [...customerBlacklistKeys.all, 'list'] as const,
};
