import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../platform/query-client.ts';

/**
 * The frame of the bare routes (/iframe/* twins): no menu or header, but the same query client the
 * shell provides, so a page reads and caches its data the same way in both. Loaded lazily, like
 * the shell, so /login does not carry the query library.
 */
export default function Bare() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
