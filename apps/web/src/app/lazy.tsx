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

/** A lazily loaded page; with `guardPath` it shows the 403 page outside the user's grants. */
export function lazyPage(load: () => Promise<PageModule>, guardPath?: string): ComponentType {
  return lazy(async () => {
    const { default: Page } = await withTimeout(load);
    if (!guardPath) return { default: Page };
    const { guarded } = await withTimeout(() => import('./guarded.tsx'));
    return { default: guarded(guardPath, Page) };
  });
}
