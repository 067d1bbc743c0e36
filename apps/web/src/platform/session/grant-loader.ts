import { getSession } from '@zhiyu/contract/modules/admin/auth';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { call } from '../request/call.ts';
import { storeGrant } from './grant.ts';
import { clearSession, getString, isSignedIn, setItem } from './storage.ts';

/**
 * Whether the stored credential has no grant yet: a token taken from the query (requirements §2) of a page
 * opened directly, as a host application embeds /iframe/* pages, or a link with a new user's token.
 */
export function needsGrant(): boolean {
  return isSignedIn() && getString(K.userInfo) === null;
}

let pending: { token: string; done: Promise<boolean> } | null = null;

/**
 * Exchanges the stored credential for its session's grant (as /singleSignPage does) and stores it;
 * one call per credential however often it is asked. The application id the query gave stays (requirements
 * §2). A refused credential clears the session, which sends the visitor to /login. Resolves whether
 * the grant was stored.
 */
export function loadGrant(): Promise<boolean> {
  const token = getString(K.authorization) ?? '';
  if (pending?.token === token) return pending.done;
  const appId = getString(K.appId);
  const current = () => getString(K.authorization) === token;
  const done = call(getSession).then(
    (grant) => {
      if (!current()) return false;
      storeGrant(grant);
      if (appId) setItem(K.appId, appId);
      return true;
    },
    () => {
      if (current()) clearSession();
      return false;
    },
  );
  pending = { token, done };
  void done.finally(() => {
    if (pending?.done === done) pending = null;
  });
  return done;
}
