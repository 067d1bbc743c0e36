import type { BodyOf } from '@zhiyu/contract/endpoint';
import type * as api from '@zhiyu/contract/modules/aitext/chat';
import { BIND_CODE_TTL_MS, BIND_MAX_FAILURES } from '@zhiyu/contract/modules/aitext/enums';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { textBindCodes, textChannelBindings } from '../channel/table.ts';
import { resolveChannel } from './channel.ts';
import { required } from './service.ts';

/**
 * Wrong tries are counted per client address and per code (its creation time): what a caller
 * cannot choose. One address's wrong tries never lock the code for everyone else, and a new code
 * starts afresh.
 */
const failKey = (channelId: string, codeAt: number, ip: string) => `aitext:bindfail:${channelId}:${codeAt}:${ip}`;

/**
 * /bindPage: binds an external account to the channel with its current one-time code. A code
 * that is not the current one answers 170008, a used one 170010, an expired one 170009; after
 * BIND_MAX_FAILURES wrong codes from one address within a code's lifetime, that address is refused
 * (170007) until the window passes, so six digits cannot be walked from it. Others, the rightful
 * holder of the code included, are not affected.
 */
export async function bindAccount(ctx: AppContext, req: FastifyRequest, body: BodyOf<typeof api.bindAccount>) {
  const ch = await resolveChannel(ctx, req, body.channelKey);
  const code = required(body.code, 'code');
  const account = required(body.account, 'account');
  const [row] = await ctx.db
    .select()
    .from(textBindCodes)
    .where(and(eq(textBindCodes.channelId, ch.id), eq(textBindCodes.tenantId, ch.tenantId)))
    .limit(1);
  const key = failKey(ch.id, row?.createdAt.getTime() ?? 0, req.ip);
  const fails = Number((await ctx.kv.get(key)) ?? 0);
  if (fails >= BIND_MAX_FAILURES) throw new AppError('170007');
  if (!row || row.code !== code) {
    await ctx.kv.incr(key, BIND_CODE_TTL_MS / 1000);
    throw new AppError('170008');
  }
  if (row.usedAt) throw new AppError('170010');
  const now = ctx.now();
  if (row.expiresAt.getTime() <= now) throw new AppError('170009');
  const at = new Date(now);
  await ctx.db.transaction(async (tx) => {
    // Only the first of two racing binds finds the code unused.
    const used = await tx
      .update(textBindCodes)
      .set({ usedAt: at })
      .where(and(eq(textBindCodes.channelId, ch.id), eq(textBindCodes.code, code), isNull(textBindCodes.usedAt)))
      .returning({ c: textBindCodes.channelId });
    if (!used.length) throw new AppError('170010');
    await tx
      .insert(textChannelBindings)
      .values({ tenantId: ch.tenantId, channelId: ch.id, account, boundAt: at })
      .onConflictDoUpdate({
        target: [textChannelBindings.channelId, textChannelBindings.account],
        set: { boundAt: at },
      });
  });
  return { channelName: ch.name, account, boundAt: now };
}
