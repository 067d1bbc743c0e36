import { QueryClient } from '@tanstack/react-query';

/** Shared by the shell's pages. Public pages do not use it, which keeps /login small. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // requirements §9 refresh on window focus: 'always', so coming back to the window refreshes what is on
    // screen even within the 30 s in which a remounted page reuses its data. The request layer
    // already reported failures, so no retries.
    queries: { refetchOnWindowFocus: 'always', retry: false, staleTime: 30_000 },
  },
});
