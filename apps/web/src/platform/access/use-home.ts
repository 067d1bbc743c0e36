import { isSignedIn } from '../session/storage.ts';
import { useNav } from '../session/use-session.ts';
import { homePath } from './nav.ts';

/** Home for the current visitor: the first menu page when signed in, else the login page. */
export function useHomePath(): string {
  const nav = useNav();
  return isSignedIn() ? homePath(nav) : '/login';
}
