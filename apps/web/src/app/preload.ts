import type { NavItem } from '@zhiyu/contract/modules/admin/schemas';
import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { isAllowed } from '../platform/access/nav.ts';
import { getJson, isSignedIn } from '../platform/session/storage.ts';
import { loadBare, loadGuard, loadOnce, loadShell } from './chunks.ts';
import { bareEntries, publicEntries, shellEntries, type TableEntry } from './route-table.ts';

/**
 * Whether a route's path is the address's, as the router matches it (case aside, a trailing slash
 * aside). Route paths have no parameters; the `/x/*` sub-app routes are left to the router.
 */
const norm = (p: string) => p.replace(/\/+$/, '').toLowerCase() || '/';
const find = (entries: TableEntry[], pathname: string) =>
  entries.find((e) => !e.path.endsWith('*') && norm(e.path) === norm(pathname));

export interface Preload {
  /** The address is a signed-in page (in the shell or bare), not a public one. */
  signedInPage: boolean;
  /** Settles when every chunk asked for has arrived or failed. */
  done: Promise<void>;
}

/**
 * Starts fetching what the address being opened needs, all at once: the layout, the page, its guard
 * and its first calls (PageRoute.data). Rendered one after another, each would only be asked for
 * once the previous one had run (shell, then page, then guard, then the page's calls), one round
 * trip and one evaluation each before the first paint. The routes then find the chunks loaded
 * (chunks.ts loadOnce) and the page its answers in the query cache. Needs neither React nor the
 * router, so the boot entry runs it before they arrive.
 */
export function preloadAddress(pathname = window.location.pathname): Preload {
  // A failed fetch is reported by the route that asks again, not here.
  const settle = (loads: Promise<unknown>[]) => Promise.allSettled(loads).then(() => undefined);
  const open = find(publicEntries, pathname);
  if (open) return { signedInPage: false, done: settle([loadOnce(open.load)]) };
  const inShell = find(shellEntries, pathname);
  const entry = isSignedIn() ? (inShell ?? find(bareEntries, pathname)) : undefined;
  if (!entry) return { signedInPage: false, done: Promise.resolve() };
  const loads: Promise<unknown>[] = [loadOnce(inShell ? loadShell : loadBare), loadOnce(entry.load)];
  if (entry.guard) loads.push(loadOnce(loadGuard));
  // The page's first calls start as soon as their module is in, before the page has rendered, and
  // only for a page the user may open (else the guard shows the 403 page). The first render does not
  // wait for them: the page shows its loading state until they answer.
  const granted = !entry.guard || isAllowed(entry.guard, getJson<NavItem[]>(STORAGE_KEYS.navData, []));
  if (entry.data && granted) {
    const params = new URLSearchParams(window.location.search);
    entry.data().then(
      (m) => m.default(params),
      () => undefined,
    );
  }
  return { signedInPage: true, done: settle(loads) };
}
