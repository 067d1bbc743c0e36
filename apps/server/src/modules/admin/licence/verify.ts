import { createPublicKey, verify } from 'node:crypto';
import { Licence } from '@zhiyu/contract/modules/admin/schemas';
import { z } from 'zod';
import { AppError } from '../../../platform/http/errors.ts';

/** The licence file: base64 JSON payload and a base64 Ed25519 signature over the payload bytes. */
const LicenceFile = z.object({ payload: z.string().min(1), signature: z.string().min(1) });

export function verifyLicence(
  text: string,
  publicKeyPem: string,
  now: number,
): { licence: Licence; signature: string } {
  let file: z.infer<typeof LicenceFile>;
  let bytes: Buffer;
  let licence: Licence;
  try {
    file = LicenceFile.parse(JSON.parse(text));
    bytes = Buffer.from(file.payload, 'base64');
    licence = Licence.parse(JSON.parse(bytes.toString('utf8')));
  } catch {
    throw new AppError('120003');
  }
  const key = createPublicKey(publicKeyPem);
  const good = verify(null, bytes, key, Buffer.from(file.signature, 'base64'));
  if (!good) throw new AppError('120001');
  if (licence.expiresAt <= now) throw new AppError('120002');
  return { licence, signature: file.signature };
}
