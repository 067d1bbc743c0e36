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
}
