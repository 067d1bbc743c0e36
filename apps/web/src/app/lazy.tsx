import { type ComponentType, lazy } from 'react';

/** SPEC §8: a route chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type PageModule = { default: ComponentType };

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timeout')), ms);
    load().then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

const loaded = new WeakMap<() => Promise<unknown>, unknown>();
const loading = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/**
 * Runs a chunk loader once (within the chunk timeout) and keeps what it gave: the boot preload and
 * the lazy route that renders the page share one fetch, and the route finds the module in hand. A
 * failed load is forgotten, so the next one asks again.
 */
export function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  if (loaded.has(load)) return Promise.resolve(loaded.get(load) as T);
  let pending = loading.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = withTimeout(load).then(
      (m) => {
        loaded.set(load, m);
        loading.delete(load);
        return m;
      },
      (e: unknown) => {
        loading.delete(load);
        throw e;
      },
    );
    loading.set(load, pending);
  }
  return pending;
}

/** What a loader gave, if it has finished (loadOnce). */
export function loadedModule<T>(load: () => Promise<T>): T | undefined {
  return loaded.get(load) as T | undefined;
}

/** The guard's module, one loader shared by the boot preload and every guarded route. */
export const loadGuard = () => import('./guarded.tsx');

/**
 * A lazily loaded page; with `guardPath` it shows the 403 page outside the user's grants. A page
 * whose module (and guard) is already loaded renders at once: React.lazy would suspend on its first
 * render even then, and React reveals suspended content at most every 300 ms.
 */
export function lazyPage(load: () => Promise<PageModule>, guardPath?: string): ComponentType {
  let ready: ComponentType | undefined;
  // Built once, so React sees one component type whichever way the page arrived.
  const settle = (Page: ComponentType, guard?: { guarded: (path: string, page: ComponentType) => ComponentType }) => {
    ready ??= guardPath && guard ? guard.guarded(guardPath, Page) : Page;
    return ready;
  };
  const inHand = () => {
    const page = loadedModule(load);
    const guard = guardPath ? loadedModule(loadGuard) : undefined;
    return page && (!guardPath || guard) ? settle(page.default, guard) : undefined;
  };
  const Lazy = lazy(async () => {
    const { default: Page } = await loadOnce(load);
    return { default: settle(Page, guardPath ? await loadOnce(loadGuard) : undefined) };
  });
  function LazyPage() {
    const Page = ready ?? inHand();
    return Page ? <Page /> : <Lazy />;
  }
  return LazyPage;
}
