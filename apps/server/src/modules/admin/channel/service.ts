import type { ChannelInput } from '@zhiyu/contract/modules/admin/channel';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminScope } from '../../../platform/access/admin-scope.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { channels } from '../../../platform/tenancy/table.ts';
import { dbStatus, duplicate, invalid, lockFor, missing, nextNumericId } from './org.ts';
import * as repo from './repo.ts';

type Input = z.output<typeof ChannelInput>;

const notFound = () => missing('渠道不存在', 'channel not found');

/** Only the operator manages channels (the endpoints are platform-level; this holds for any role). */
function assertOperator(req: FastifyRequest) {
  if (adminScope(req).level !== 'platform') throw new AppError('140008');
}

async function assertFree(db: Db, input: Input, self?: string) {
  if (await repo.clash(db, 'name', input.name, self))
    throw duplicate(`渠道名称「${input.name}」已存在`, `channel name "${input.name}" already exists`);
  if (input.host && (await repo.clash(db, 'host', input.host, self)))
    throw duplicate(`域名「${input.host}」已被其他渠道使用`, `host "${input.host}" is used by another channel`);
}

const values = (input: Input) => ({ ...input, host: input.host || null, status: dbStatus(input.status) });

/** Writes that raced past the checks still answer 100003, never 500. */
async function guarded<T>(input: Input, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(`渠道「${input.name}」已存在`, `channel "${input.name}" already exists`);
    throw e;
  }
}

export function listChannels(ctx: AppContext, req: FastifyRequest, q: Parameters<typeof repo.listChannels>[1]) {
  assertOperator(req);
  return repo.listChannels(ctx.db, q);
}

export function createChannel(ctx: AppContext, req: FastifyRequest, input: Input) {
  assertOperator(req);
  return guarded(input, () =>
    ctx.db.transaction(async (tx) => {
      await lockFor(tx, 'org:channel');
      await assertFree(tx, input);
      const id = await nextNumericId(tx, 'channels', channels.id, 1001);
      const [c] = await tx
        .insert(channels)
        .values({ id, ...values(input) })
        .returning();
      const row = repo.toRow(c, 0);
      await audit(tx, req, {
        action: 'create',
        entity: 'channel',
        entityId: id,
        entityName: c.name,
        channelId: id,
        after: row,
      });
      return row;
    }),
  );
}

export async function updateChannel(ctx: AppContext, req: FastifyRequest, id: string, input: Input) {
  assertOperator(req);
  const row = await guarded(input, () =>
    ctx.db.transaction(async (tx) => {
      await lockFor(tx, 'org:channel');
      const found = await repo.findChannel(tx, id);
      if (!found) throw notFound();
      await assertFree(tx, input, id);
      const count = Number(found.n);
      if (input.tenantQuota !== null && input.tenantQuota < count)
        throw invalid(
          `租户上限不能小于现有租户数（${count}）`,
          `tenantQuota cannot be below the channel's current tenants (${count})`,
        );
      const [c] = await tx
        .update(channels)
        .set({ ...values(input), updatedAt: new Date(ctx.now()) })
        .where(eq(channels.id, id))
        .returning();
      const before = repo.toRow(found.c, count);
      const after = repo.toRow(c, count);
      await audit(tx, req, {
        action: 'update',
        entity: 'channel',
        entityId: id,
        entityName: c.name,
        channelId: id,
        before,
        after,
      });
      return after;
    }),
  );
  // Channels carry no change trigger of their own (migration 0001 covers sessions, users, tenants):
  // drop the embedded database's session cache here, so a disabled channel stops its users' very
  // next request (999987 / 930008). PostgreSQL has no cache; every request reads the channel row.
  ctx.sessionCache?.clear();
  return row;
}

export async function deleteChannel(ctx: AppContext, req: FastifyRequest, id: string) {
  assertOperator(req);
  await ctx.db.transaction(async (tx) => {
    await lockFor(tx, 'org:channel');
    const found = await repo.findChannel(tx, id);
    if (!found) throw notFound();
    const n = Number(found.n);
    if (n > 0) throw new AppError('140003', { params: { n } });
    await tx.delete(channels).where(eq(channels.id, id));
    await audit(tx, req, {
      action: 'delete',
      entity: 'channel',
      entityId: id,
      entityName: found.c.name,
      channelId: id,
      before: repo.toRow(found.c, 0),
    });
  });
  return null;
}

/** The operator picks among all channels; a channel admin only ever has their own. */
export function channelOptions(ctx: AppContext, req: FastifyRequest) {
  const s = adminScope(req);
  if (s.level === 'platform') return repo.options(ctx.db);
  return repo.options(ctx.db, s.channelId ?? '');
}
