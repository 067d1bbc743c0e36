import { REALTIME_QUERY as Q, REALTIME_PATH } from '@zhiyu/contract/realtime';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { baseFor } from '../runtime-config.ts';
import { getJson, getString } from '../session/storage.ts';

/**
 * The channel's address (requirements §4): corpId, username and uuid from local storage, plus the access
 * token (browsers cannot set headers on a WebSocket). Null when signed out. Same origin unless the
 * deployment gives the admin service another base address.
 */
export function realtimeAddress(loc: Location = window.location): string | null {
  const token = getString(K.authorization);
  const username = getJson<{ username?: string } | null>(K.userInfo, null)?.username;
  if (!token || !username) return null;
  const params = new URLSearchParams({
    [Q.corpId]: getString(K.corpId) ?? '',
    [Q.username]: username,
    [Q.uuid]: getString(K.uuid) ?? '',
    [Q.token]: token,
  });
  const base = baseFor('/ai-admin') || loc.origin;
  return `${base.replace(/^http/, 'ws')}${REALTIME_PATH}?${params}`;
}
