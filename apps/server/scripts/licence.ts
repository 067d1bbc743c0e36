import { createPrivateKey, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Licence } from '@zhiyu/contract/modules/admin/schemas';

export const DEV_KEY_PATH = path.join(import.meta.dirname, 'dev-licence-key.pem');

/** Signs a licence file: base64 JSON payload + base64 Ed25519 signature over those bytes. */
export function issueLicence(licence: Licence, privateKeyPem = readFileSync(DEV_KEY_PATH, 'utf8')): string {
  const bytes = Buffer.from(JSON.stringify(licence), 'utf8');
  const signature = sign(null, bytes, createPrivateKey(privateKeyPem)).toString('base64');
  return JSON.stringify({ payload: bytes.toString('base64'), signature });
}
