import { matchPath } from 'react-router';
import { isSignedIn } from '../platform/session/storage.ts';
import { bareEntries, publicEntries, shellEntries, type TableEntry } from './route-table.ts';

const loadShell = () => import('./layout/shell.tsx');
const loadBare = () => import('./layout/bare.tsx');
const loadGuard = () => import('./guarded.tsx');

const find = (entries: TableEntry[], pathname: string) =>
  entries.find((e) => !e.path.endsWith('*') && matchPath(e.path, pathname));

/**
 * Starts fetching the chunks the address being opened will need, all at once, while the texts load:
 * the layout shell, the page and its guard. Rendered one after another, each would only be asked for
 * once the previous one had run (shell, then page, then guard), one round trip and one evaluation
 * each before the first paint. The lazy routes then find them loaded (an import runs once).
 */
export function preloadAddress(pathname = window.location.pathname): void {
  const open = find(publicEntries, pathname);
  if (open) {
    void open.load().catch(() => undefined);
    return;
  }
  if (!isSignedIn()) return;
  const inShell = find(shellEntries, pathname);
  const bare = inShell ? undefined : find(bareEntries, pathname);
  const entry = inShell ?? bare;
  if (!entry) return;
  // A failed fetch is reported by the lazy route that asks again, not here.
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);
  quiet(inShell ? loadShell() : loadBare());
  quiet(entry.load());
  if (entry.guard) quiet(loadGuard());
}
