// Chunk loading without React: the boot entry (boot.ts) uses it before React has arrived.
import type { ComponentType } from 'react';

/** requirements §8: a route chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type PageModule = { default: ComponentType };
export type Loader<T> = () => Promise<T>;

export function withTimeout<T>(load: Loader<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
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

const loaded = new WeakMap<Loader<unknown>, unknown>();
const loading = new WeakMap<Loader<unknown>, Promise<unknown>>();

/**
 * Runs a chunk loader once (within the chunk timeout) and keeps what it gave, so the boot preload
 * and the route that renders the page share one fetch. A failed load is forgotten: the next asks again.
 */
export function loadOnce<T>(load: Loader<T>): Promise<T> {
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
export function loadedModule<T>(load: Loader<T>): T | undefined {
  return loaded.get(load) as T | undefined;
}

/** The layouts and the guard: one loader each, shared by the boot preload and the routes. */
export const loadShell: Loader<PageModule> = () => import('./layout/shell.tsx');
export const loadBare: Loader<PageModule> = () => import('./layout/bare.tsx');
export const loadGuard = () => import('./guarded.tsx');
