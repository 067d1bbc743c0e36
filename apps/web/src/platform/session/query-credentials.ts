import { STORAGE_KEYS } from '@zhiyu/contract/rules/session';

/**
 * SPEC §2: on every navigation a `token` in the query becomes the authorization credential and
 * `appid` the application id. Called while the route tree renders, before any guard reads the
 * session, so it writes storage directly without notifying subscribers (they render after it).
 * Idempotent.
 *
 * The frame screens (SPEC §2) hand embedded pages the SDK token as `token`. When the console frames
 * one of its own pages, that page shares this origin's storage: storing the SDK token as the
 * credential would sign the whole console out, so a token equal to the stored SDK token is not one.
 */
export function applyQueryCredentials(search: string): void {
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const appid = params.get('appid');
  const isSdkToken = token !== null && token === localStorage.getItem(STORAGE_KEYS.sdkToken);
  if (token && !isSdkToken && localStorage.getItem(STORAGE_KEYS.authorization) !== token) {
    localStorage.setItem(STORAGE_KEYS.authorization, token);
  }
  if (appid && localStorage.getItem(STORAGE_KEYS.appId) !== appid) localStorage.setItem(STORAGE_KEYS.appId, appid);
}
