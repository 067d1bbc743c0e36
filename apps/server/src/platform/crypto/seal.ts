import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Credentials at rest (engine keys, SIP passwords): AES-256-GCM under a key derived from the server
 * secret, which lives in the database's settings table. Sealed text is `v1.<iv>.<tag>.<ciphertext>`
 * in base64url; '' stays '' (no credential set).
 */
const VERSION = 'v1';

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`zhiyu-credentials:${secret}`).digest();
}

export function seal(secret: string, plain: string): string {
  if (plain === '') return '';
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The clear text; throws on a tampered or foreign value rather than returning garbage. */
export function unseal(secret: string, sealed: string): string {
  if (sealed === '') return '';
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed credential');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** What an API returns instead of a secret: whether one is set, never its value. */
export const MASK = '******';
