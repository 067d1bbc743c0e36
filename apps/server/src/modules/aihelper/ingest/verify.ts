import { INGEST_SKEW_SECONDS } from '@zhiyu/contract/modules/aihelper/ingest';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context.ts';
import { unseal } from '../../../platform/crypto/seal.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { verifySignature } from '../../aicall/callback/sign.ts';
import { ahChannels } from '../channel/table.ts';

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return typeof v === 'string' ? v.trim() : '';
};

/**
 * The channel that signed the request (contract aihelper/ingest): its id, a timestamp within
 * INGEST_SKEW_SECONDS of the server clock, and the HMAC of "<timestamp>.<body as sent>" under its
 * key, compared in constant time. Anything else is 190003 — an unknown channel reads the same as a
 * wrong signature.
 */
export function signedChannel(ctx: AppContext, req: FastifyRequest) {
  return channelSigning(ctx, req, req.rawBody ?? '');
}

/**
 * The channel that opened an ingest stream: as above, with a nonce of 8–64 characters in
 * `X-Zhiyu-Nonce` signed in place of the body (`<timestamp>.<nonce>`). A nonce is taken once,
 * so a recorded handshake cannot be played again.
 */
export async function streamChannel(ctx: AppContext, req: FastifyRequest) {
  const nonce = header(req, 'x-zhiyu-nonce');
  if (!/^[\w-]{8,64}$/.test(nonce)) throw new AppError('190003');
  const channel = await channelSigning(ctx, req, nonce);
  if ((await ctx.kv.incr(`aihelper:nonce:${channel.id}:${nonce}`, INGEST_SKEW_SECONDS * 2)) > 1)
    throw new AppError('190003');
  return channel;
}

async function channelSigning(ctx: AppContext, req: FastifyRequest, signed: string) {
  const refused = () => new AppError('190003');
  const id = header(req, 'x-zhiyu-channel');
  const ts = header(req, 'x-zhiyu-timestamp');
  const sig = header(req, 'x-zhiyu-signature');
  if (!id || id.length > 64 || !/^\d{1,12}$/.test(ts) || !sig || sig.length > 100) throw refused();
  if (Math.abs(Number(ts) - ctx.now() / 1000) > INGEST_SKEW_SECONDS) throw refused();
  const [channel] = await ctx.db.select().from(ahChannels).where(eq(ahChannels.id, id));
  if (!channel) throw refused();
  const key = unseal(ctx.secret, channel.keySealed);
  if (!verifySignature(key, ts, signed, sig)) throw refused();
  return channel;
}
