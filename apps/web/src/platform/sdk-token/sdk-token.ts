/**
 * The SDK token handed to embedded frames (requirements §4, §9): fetched with GET /ai-admin/auth/sdk-token,
 * stored under sdkToken / sdklastTime, renewed 10 minutes before it expires.
 */
import { getSdkToken } from '@zhiyu/contract/modules/admin/auth';
import { SDK_REFRESH_LEAD_MS } from '@zhiyu/contract/rules/embed';
import { STORAGE_KEYS as K } from '@zhiyu/contract/rules/session';
import { call } from '../request/call.ts';
import { setItem } from '../session/storage.ts';

export interface SdkToken {
  token: string;
  /** Lifetime in seconds, as the server sends it. */
  expire: number;
}

/** Fetches a token and stores it; sdklastTime is the moment (epoch ms) the token stops working. */
export async function fetchSdkToken(now = Date.now()): Promise<SdkToken> {
  const data = await call(getSdkToken);
  setItem(K.sdkToken, data.token);
  setItem(K.sdkLastTime, String(now + data.expire * 1000));
  return data;
}

/**
 * Milliseconds until a token with `remainingMs` left must be renewed: 10 minutes before expiry, at
 * once when less than that remains. A token that was *issued* with 10 minutes or less (a short
 * SDK_TOKEN_TTL) would otherwise be renewed in a busy loop, so it is renewed at half its life.
 */
export function refreshDelay(remainingMs: number, freshLifetimeMs?: number): number {
  if (remainingMs > SDK_REFRESH_LEAD_MS) return remainingMs - SDK_REFRESH_LEAD_MS;
  if (freshLifetimeMs !== undefined && freshLifetimeMs <= SDK_REFRESH_LEAD_MS)
    return Math.max(1000, freshLifetimeMs / 2);
  return 0;
}
