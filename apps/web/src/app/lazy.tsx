import { type ComponentType, lazy } from 'react';
import { type Loader, loadedModule, loadGuard, loadOnce, type PageModule } from './chunks.ts';

export { CHUNK_TIMEOUT_MS, loadBare, loadGuard, loadOnce, loadShell, type PageModule, withTimeout } from './chunks.ts';

/**
 * A thenable that is already settled: its `then` calls back at once. React.lazy takes such a value
 * on its first render without suspending (a resolved Promise still suspends once, and React then
 * shows the content no sooner than its fallback throttle allows, up to 300 ms later).
 */
function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: React.lazy reads it at once
  const thenable = { then: (ok?: (v: T) => unknown) => settled(ok ? ok(value) : value) };
  return thenable as unknown as Promise<T>;
}

/**
 * A lazily loaded page; with `guardPath` it shows the 403 page outside the user's grants. One
 * React.lazy component for the page's whole life (a component swapped for another would remount the
 * page and lose its state); when its module (and guard) were preloaded, it renders without suspending.
 */
export function lazyPage(load: Loader<PageModule>, guardPath?: string): ComponentType {
  const build = (page: PageModule, guard?: Awaited<ReturnType<typeof loadGuard>>) => ({
    default: guardPath && guard ? guard.guarded(guardPath, page.default) : page.default,
  });
  return lazy(() => {
    const page = loadedModule(load);
    const guard = guardPath ? loadedModule(loadGuard) : undefined;
    if (page && (!guardPath || guard)) return settled(build(page, guard));
    return Promise.all([loadOnce(load), guardPath ? loadOnce(loadGuard) : undefined]).then(([p, g]) => build(p, g));
  });
}
