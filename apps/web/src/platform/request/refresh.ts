/**
 * Keeps the access token fresh: refreshes a minute before `tokenExpiresAt` with the stored refresh
 * token (rotated by the server, so the new pair is stored at once).
 */
import { refreshToken } from '@zhiyu/contract/modules/admin/auth';
import { HEADERS, STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { storeTokens } from '../session/grant.ts';
import { getString } from '../session/storage.ts';
import { call } from './call.ts';

const LEAD_MS = 60_000;
let timer: ReturnType<typeof setTimeout> | undefined;

export function scheduleRefresh(): void {
  clearTimeout(timer);
  const expiresAt = Number(getString(K.tokenExpiresAt));
  if (!getString(K.refreshToken) || !expiresAt) return;
  const wait = Math.max(0, expiresAt - Date.now() - LEAD_MS);
  // setTimeout overflows past ~24.8 days; long-lived tokens are re-checked later instead.
  timer = setTimeout(refreshNow, Math.min(wait, 2 ** 31 - 1));
}

export async function refreshNow(): Promise<void> {
  const rt = getString(K.refreshToken);
  if (!rt) return;
  try {
    storeTokens(await call(refreshToken, { headers: { [HEADERS.refreshToken]: rt } }));
    scheduleRefresh();
  } catch {
    /* the error catalogue already decided (930007 → login) */
  }
}

export function stopRefresh(): void {
  clearTimeout(timer);
}
