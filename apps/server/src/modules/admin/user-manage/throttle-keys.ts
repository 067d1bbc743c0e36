import type { Kv } from '../../../platform/kv.ts';

/**
 * The account keys of sign-in throttling (auth/throttle.ts: `login:fail:acct:<name>` counts
 * failures, `login:lock:<name>` is the 5-minute lock), lower-cased like the login does. Kept in
 * step with that file by the unlock test (5 failures lock → unlock → the login works).
 */
const acct = (u: string) => `login:fail:acct:${u.trim().toLowerCase()}`;
const lock = (u: string) => `login:lock:${u.trim().toLowerCase()}`;

export async function isLocked(kv: Kv, username: string): Promise<boolean> {
  return (await kv.ttl(lock(username))) > 0;
}

/** Ends the lock and forgets the failures, so the next sign-in needs no captcha either. */
export async function unlockAccount(kv: Kv, username: string) {
  await kv.del(lock(username));
  await kv.del(acct(username));
}
