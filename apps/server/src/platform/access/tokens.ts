import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Opaque bearer tokens: only their sha256 is stored, so a database leak reveals no credential. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const newId = () => crypto.randomUUID();

export function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The credential from `authorization`: the raw token, or "Bearer <token>". */
export function bearer(header: string | string[] | undefined): string | null {
  const h = Array.isArray(header) ? header[0] : header;
  if (!h) return null;
  const t = h.replace(/^Bearer\s+/i, '').trim();
  return t || null;
}
