import { QueryClient } from '@tanstack/react-query';

/** Shared by the shell's pages. Public pages do not use it, which keeps /login small. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // SPEC §9 refresh on window focus; the request layer already reported failures, so no retries.
    queries: { refetchOnWindowFocus: true, retry: false, staleTime: 30_000 },
  },
});
