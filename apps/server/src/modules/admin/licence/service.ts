import type { Licence } from '@zhiyu/contract/modules/admin/schemas';
import type { FastifyRequest } from 'fastify';
import { loadSession } from '../../../platform/access/session.ts';
import { bearer } from '../../../platform/access/tokens.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { activeLicence, saveLicence } from './repo.ts';
import { verifyLicence } from './verify.ts';

/** The active licence when it has not expired yet. */
export async function validLicence(db: Db, now: number): Promise<Licence | null> {
  const l = await activeLicence(db);
  return l && l.expiresAt > now ? l : null;
}

/**
 * Installs a vendor-signed licence. While a valid licence is installed this is an operator action:
 * the caller must be signed in as a platform operator (999988 without a credential, 100403 for
 * anyone else), checked before the file is even read. While none is installed (a fresh install, or
 * the last licence expired) the sign-in page may install one without a session, since nobody could
 * sign in to do it otherwise; the vendor's signature is what protects that case.
 */
export async function updateLicence(ctx: AppContext, req: FastifyRequest, text: string): Promise<Licence> {
  const current = await validLicence(ctx.db, ctx.now());
  if (current) {
    const token = bearer(req.headers.authorization);
    if (!token) throw new AppError('999988');
    const session = await loadSession(ctx, token);
    if (session.level !== 'platform') throw new AppError('100403');
  }
  const { licence, signature } = verifyLicence(text, ctx.config.LICENCE_PUBLIC_KEY, ctx.now());
  await saveLicence(ctx.db, licence, signature, ctx.now());
  return licence;
}
