import { matchPath } from 'react-router';
import { isSignedIn } from '../platform/session/storage.ts';
import { loadGuard, loadOnce } from './lazy.tsx';
import { bareEntries, loadBare, loadShell, publicEntries, shellEntries, type TableEntry } from './route-table.ts';

const find = (entries: TableEntry[], pathname: string) =>
  entries.find((e) => !e.path.endsWith('*') && matchPath(e.path, pathname));

/** The route an address opens, with its layout (none for a public page). */
function routeOf(pathname: string): { entry: TableEntry; layout?: () => Promise<unknown> } | undefined {
  const open = find(publicEntries, pathname);
  if (open) return { entry: open };
  if (!isSignedIn()) return undefined;
  const inShell = find(shellEntries, pathname);
  if (inShell) return { entry: inShell, layout: loadShell };
  const bare = find(bareEntries, pathname);
  return bare && { entry: bare, layout: loadBare };
}

/** The locale namespaces the page at an address asks for beyond the core ones (PageRoute.ns). */
export function addressNamespaces(pathname = window.location.pathname): string[] {
  return routeOf(pathname)?.entry.ns ?? [];
}

/**
 * Starts fetching the chunks the address being opened will need, all at once, while the texts load:
 * the layout, the page and its guard. Rendered one after another, each would only be asked for
 * once the previous one had run (shell, then page, then guard), one round trip and one evaluation
 * each before the first paint. The lazy routes then find them loaded (lazy.tsx keeps each module).
 * Settles when they are all in or failed; a failed fetch is reported by the lazy route that asks
 * again, not here.
 */
export function preloadAddress(pathname = window.location.pathname): Promise<void> {
  const route = routeOf(pathname);
  if (!route) return Promise.resolve();
  const { entry, layout } = route;
  const loads: Promise<unknown>[] = layout ? [loadOnce(layout)] : [];
  loads.push(loadOnce(entry.load));
  if (entry.guard) loads.push(loadOnce(loadGuard));
  return Promise.allSettled(loads).then(() => undefined);
}
