import { KEPT_ON_LOGOUT, STORAGE_KEYS } from '@zhiyu/contract/rules/session';
import { useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * requirements §2: on every navigation a `token` in the query becomes the authorization credential and
 * `appid` the application id. Called while the route tree renders, before any guard reads the
 * session, so it writes storage directly without notifying subscribers (they render after it).
 * Idempotent.
 *
 * A new token replaces the whole stored session (it may be another user's: their grant, refresh
 * token and SDK token must not stay), keeping only what a logout keeps; the session gate
 * (session-gate.tsx) then loads the new credential's grant before any page renders.
 *
 * The frame screens (requirements §2) hand embedded pages the SDK token as `token`. When the console frames
 * one of its own pages, that page shares this origin's storage: storing the SDK token as the
 * credential would sign the whole console out, so a token equal to the stored SDK token is not one.
 */
export function applyQueryCredentials(search: string): void {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const appid = params.get('appid');
  const isSdkToken = token !== null && token === localStorage.getItem(STORAGE_KEYS.sdkToken);
  if (token && !isSdkToken && localStorage.getItem(STORAGE_KEYS.authorization) !== token) {
    const kept = new Set(KEPT_ON_LOGOUT);
    for (const key of Object.keys(localStorage)) if (!kept.has(key)) localStorage.removeItem(key);
    localStorage.setItem(STORAGE_KEYS.authorization, token);
  }
  if (appid && localStorage.getItem(STORAGE_KEYS.appId) !== appid) localStorage.setItem(STORAGE_KEYS.appId, appid);
}

/**
 * applyQueryCredentials once per navigation (location key). The route tree also re-renders for
 * session changes, and while a navigation is pending (a lazy page loading) it still sees the old
 * address: applying its token again then would undo a logout or a refused token.
 */
export function useQueryCredentials(): void {
  const { key, search } = useLocation();
  const applied = useRef<string | null>(null);
  if (applied.current !== key) {
    applied.current = key;
    applyQueryCredentials(search);
  }
}
