import type { ComponentType } from 'react';
import { isAllowed } from '../platform/access/nav.ts';
import { useNav } from '../platform/session/use-session.ts';
import Forbidden from './pages/forbidden.page.tsx';

/** Wraps a page so a path outside the user's nav_data shows the 403 page instead. */
export function guarded(path: string, Page: ComponentType): ComponentType {
  function Guarded() {
    const nav = useNav();
    return isAllowed(path, nav) ? <Page /> : <Forbidden />;
  }
  Guarded.displayName = `Guarded(${path})`;
  return Guarded;
}
