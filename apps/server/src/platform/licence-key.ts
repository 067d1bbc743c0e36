/** Public half of scripts/dev-licence-key.pem (demo only); override with LICENCE_PUBLIC_KEY. */
export const DEV_LICENCE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEArjTusAYuJXvnnSBPOzF7FUKq6J5U4WcQDd6zfSZ/fmI=
-----END PUBLIC KEY-----
`;

/** The key's base64 body, so a copy with other line breaks or spacing is recognised too. */
const keyBody = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

export function isDevLicenceKey(pem: string): boolean {
  return keyBody(pem) === keyBody(DEV_LICENCE_PUBLIC_KEY);
}

/**
 * Production (DATABASE_URL set) refuses to start with the development key: its private half is in
 * the repository, so anyone could sign a licence for it. ALLOW_DEV_LICENCE_KEY=1 allows it (a demo
 * or benchmark on PostgreSQL). The embedded database is the demo setup and needs no allowance.
 */
export function assertLicenceKey(c: {
  DATABASE_URL?: string;
  LICENCE_PUBLIC_KEY: string;
  ALLOW_DEV_LICENCE_KEY?: boolean;
}): void {
  if (!c.DATABASE_URL || c.ALLOW_DEV_LICENCE_KEY || !isDevLicenceKey(c.LICENCE_PUBLIC_KEY)) return;
  throw new Error(
    'Invalid environment:\n  LICENCE_PUBLIC_KEY: the development licence key is refused with DATABASE_URL; ' +
      "set the vendor's public key, or ALLOW_DEV_LICENCE_KEY=1 for a demo",
  );
}
