/**
 * The route table data (SPEC §2, ROUTES.md), assembled from every `modules/<module>/routes.ts`.
 * Nav paths without a module page show the developing page, so every nav route exists.
 */
import { flattenNav, IFRAME_TWINS, SUBAPP_PREFIXES } from '@zhiyu/contract/nav';
import type { PageModule } from './lazy.tsx';
import type { PageRoute } from './route-def.ts';

const moduleFiles = import.meta.glob<{ default: PageRoute[] }>('../modules/**/routes.ts', { eager: true });
export const pageRoutes: PageRoute[] = Object.values(moduleFiles).flatMap((m) => m.default);

export const developing = (): Promise<PageModule> => import('./pages/developing.page.tsx');
/** The layouts, one loader each: the boot preload and the lazy layout routes share it. */
export const loadShell = (): Promise<PageModule> => import('./layout/shell.tsx');
export const loadBare = (): Promise<PageModule> => import('./layout/bare.tsx');

const byPath = new Map(pageRoutes.map((r) => [r.path, r]));
/** The page of a path (the developing page when no module has one) and its namespaces. */
const pageFor = (path: string) => {
  const r = byPath.get(path);
  return { load: r?.page ?? developing, ...(r?.ns ? { ns: r.ns } : {}) };
};

export interface TableEntry {
  path: string;
  load: () => Promise<PageModule>;
  /** Nav path whose grant opens it (none: any signed-in user). */
  guard?: string;
  /** The page's locale namespaces beyond the core ones (PageRoute.ns). */
  ns?: string[];
}

const navPaths = flattenNav().map((n) => n.path);
const isSubApp = (path: string) => SUBAPP_PREFIXES.some((p) => path === `${p}/*`);
const fromRoute = (r: PageRoute): TableEntry => ({ path: r.path, load: r.page, ...(r.ns ? { ns: r.ns } : {}) });

export const publicEntries: TableEntry[] = pageRoutes.filter((r) => r.public).map(fromRoute);

export const shellEntries: TableEntry[] = [
  ...navPaths.map((p) => ({ path: p, ...pageFor(p), guard: p })),
  ...pageRoutes
    .filter((r) => !r.public && !navPaths.includes(r.path) && !IFRAME_TWINS[r.path] && !isSubApp(r.path))
    .map(fromRoute),
  ...(byPath.has('/developing') ? [] : [{ path: '/developing', load: developing }]),
  // Embedded sub-apps (modules/embed): the frame screen; /iframe/* goes without the shell.
  ...SUBAPP_PREFIXES.filter((p) => p !== '/iframe').map((p) => ({ path: `${p}/*`, ...pageFor(`${p}/*`) })),
];

export const bareEntries: TableEntry[] = [
  ...Object.entries(IFRAME_TWINS).map(([p, twin]) => ({ path: p, ...pageFor(twin), guard: p })),
  { path: '/iframe/*', ...pageFor('/iframe/*') },
];
