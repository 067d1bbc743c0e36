import type { ComponentType } from 'react';

/**
 * What a module's `routes.ts` exports (default export: an array). The app assembles every module's
 * list into one table, so adding a module never edits the platform.
 */
export interface PageRoute {
  path: string;
  page: () => Promise<{ default: ComponentType }>;
  /** Outside the layout shell and reachable without signing in (SPEC §2 public routes). */
  public?: boolean;
  /**
   * Locale namespaces the page's components ask for (`useTranslation`), beyond the core ones. Opening
   * the address fetches them with the core texts, so the page never waits for them on first render.
   */
  ns?: string[];
}
