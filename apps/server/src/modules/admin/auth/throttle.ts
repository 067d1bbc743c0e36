import type { CaptchaMode } from '@zhiyu/contract/modules/admin/schemas';
import { AppError } from '../../../platform/http/errors.ts';
import type { Kv } from '../../../platform/kv.ts';

/** Failed sign-ins are remembered for 15 minutes, per account and per IP. */
export const FAIL_WINDOW_S = 15 * 60;
export const CAPTCHA_AFTER = 3;
export const LOCK_AFTER = 5;
export const LOCK_S = 5 * 60;
export const IP_LIMIT = 20;

const acct = (u: string) => `login:fail:acct:${u.trim().toLowerCase()}`;
const lock = (u: string) => `login:lock:${u.trim().toLowerCase()}`;
const ipKey = (ip: string) => `login:fail:ip:${ip}`;

function tooMany(seconds: number): AppError {
  return new AppError('110002', { params: { n: seconds }, headers: { 'retry-after': String(seconds) } });
}

/** Refuses a locked account or a flooding IP before any password work is done. */
export async function assertNotLocked(kv: Kv, username: string, ip: string) {
  const locked = await kv.ttl(lock(username));
  if (locked > 0) throw tooMany(locked);
  const ipFails = Number((await kv.get(ipKey(ip))) ?? 0);
  if (ipFails >= IP_LIMIT) throw tooMany((await kv.ttl(ipKey(ip))) || FAIL_WINDOW_S);
}

export async function captchaRequired(kv: Kv, mode: CaptchaMode, username: string | undefined): Promise<boolean> {
  if (mode === 'always') return true;
  if (mode === 'off' || !username) return false;
  return Number((await kv.get(acct(username))) ?? 0) >= CAPTCHA_AFTER;
}

/** Counts a failure; the failure that reaches the limit locks the account and says so at once. */
export async function recordFailure(kv: Kv, username: string, ip: string): Promise<AppError | null> {
  const n = await kv.incr(acct(username), FAIL_WINDOW_S);
  await kv.incr(ipKey(ip), FAIL_WINDOW_S);
  if (n >= LOCK_AFTER) {
    await kv.set(lock(username), '1', LOCK_S);
    return tooMany(LOCK_S);
  }
  return null;
}

export async function resetFailures(kv: Kv, username: string) {
  await kv.del(acct(username));
}
