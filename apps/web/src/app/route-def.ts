import type { ComponentType } from 'react';

/**
 * What a module's `routes.ts` exports (default export: an array). The app assembles every module's
 * list into one table, so adding a module never edits the platform.
 */
export interface PageRoute {
  path: string;
  page: () => Promise<{ default: ComponentType }>;
  /** Outside the layout shell and reachable without signing in (requirements §2 public routes). */
  public?: boolean;
  /**
   * The page's first data, from the address alone (DataModule): when the page is the one opened, the
   * boot starts its calls beside its code, so the answers are in (or on their way) at its first render.
   */
  data?: () => Promise<DataModule>;
}

/** Starts the calls a page makes on opening, into the shared query cache; never throws. */
export type DataModule = { default: (params: URLSearchParams) => void };
