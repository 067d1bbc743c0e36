/**
 * The route table data (requirements §2), assembled from every `modules/<module>/routes.ts`.
 * Nav paths without a module page show the developing page, so every nav route exists.
 */
import { flattenNav, IFRAME_TWINS, SUBAPP_PREFIXES } from '@zhiyu/contract/nav';
import type { PageModule } from './chunks.ts';
import type { DataModule, PageRoute } from './route-def.ts';

const moduleFiles = import.meta.glob<{ default: PageRoute[] }>('../modules/**/routes.ts', { eager: true });
export const pageRoutes: PageRoute[] = Object.values(moduleFiles).flatMap((m) => m.default);

export const developing = (): Promise<PageModule> => import('./pages/developing.page.tsx');
const byPath = new Map(pageRoutes.map((r) => [r.path, r]));
const pageFor = (path: string) => byPath.get(path)?.page ?? developing;
const dataFor = (path: string) => byPath.get(path)?.data;

export interface TableEntry {
  path: string;
  load: () => Promise<PageModule>;
  /** Nav path whose grant opens it (none: any signed-in user). */
  guard?: string;
  /** The page's first data (PageRoute.data). */
  data?: () => Promise<DataModule>;
}

const navPaths = flattenNav().map((n) => n.path);
const isSubApp = (path: string) => SUBAPP_PREFIXES.some((p) => path === `${p}/*`);

export const publicEntries: TableEntry[] = pageRoutes
  .filter((r) => r.public)
  .map((r) => ({ path: r.path, load: r.page }));

export const shellEntries: TableEntry[] = [
  ...navPaths.map((p) => ({ path: p, load: pageFor(p), guard: p, data: dataFor(p) })),
  ...pageRoutes
    .filter((r) => !r.public && !navPaths.includes(r.path) && !IFRAME_TWINS[r.path] && !isSubApp(r.path))
    .map((r) => ({ path: r.path, load: r.page, data: r.data })),
  ...(byPath.has('/developing') ? [] : [{ path: '/developing', load: developing }]),
  // Embedded sub-apps (modules/embed): the frame screen; /iframe/* goes without the shell.
  ...SUBAPP_PREFIXES.filter((p) => p !== '/iframe').map((p) => ({ path: `${p}/*`, load: pageFor(`${p}/*`) })),
];

export const bareEntries: TableEntry[] = [
  ...Object.entries(IFRAME_TWINS).map(([p, twin]) => ({ path: p, load: pageFor(twin), guard: p })),
  { path: '/iframe/*', load: pageFor('/iframe/*') },
];
