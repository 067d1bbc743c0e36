import { randomBytes } from 'node:crypto';
import type { QueryOf } from '@zhiyu/contract/endpoint';
import type {
  AccessChannelInput,
  AccessChannelRow,
  listAccessChannels,
} from '@zhiyu/contract/modules/aihelper/channel';
import { and, eq, ilike } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import { seal } from '../../../platform/crypto/seal.ts';
import type { Db } from '../../../platform/db/client.ts';
import { tenantRows } from '../../../platform/db/tenant-rows.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { likeText } from '../../aikb/library/repo.ts';
import { ahChannels } from './table.ts';

/** Access channels (contract aihelper/channel): a key per channel, shown once, sealed at rest. */
type Channel = typeof ahChannels.$inferSelect;
type Input = z.output<typeof AccessChannelInput>;

const tenantOf = (req: FastifyRequest) => scope(req).tenantId;

/** A new channel key: 32 random bytes, base64url, with a recognisable prefix. */
const newKey = () => `zk_${randomBytes(32).toString('base64url')}`;

export const toRow = (c: Channel): AccessChannelRow => ({
  id: c.id,
  name: c.name,
  kind: c.kind,
  keyHint: c.keyHint,
  conversations: c.conversations,
  lastEventAt: c.lastEventAt?.getTime() ?? null,
  creator: c.creator,
  createdAt: c.createdAt.getTime(),
  updatedAt: c.updatedAt.getTime(),
});
const audited = (c: Channel) => ({ name: c.name, kind: c.kind, keyHint: c.keyHint });
const channels = tenantRows({
  table: ahChannels,
  entity: 'aihelper.channel',
  missing: '190002',
  duplicate: '190001',
  nameOf: (c) => c.name,
  audited,
});
const inTenant = channels.inTenant;

export function listChannels(db: Db, tenantId: string, q: QueryOf<typeof listAccessChannels>) {
  const where = and(
    inTenant(tenantId),
    q.name ? ilike(ahChannels.name, likeText(q.name)) : undefined,
    q.kind ? eq(ahChannels.kind, q.kind) : undefined,
  );
  const column = q.sortField === 'name' ? ahChannels.name : ahChannels.createdAt;
  const rows = db
    .select()
    .from(ahChannels)
    .where(where)
    .orderBy(...orderBy(column, ahChannels.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, ahChannels, where), q.pageNum, q.pageSize);
}

/** A new channel with its key, which this answer alone carries. */
export async function createChannel(ctx: AppContext, req: FastifyRequest, input: Input) {
  const key = newKey();
  const c = await channels.create(ctx, req, {
    ...input,
    keySealed: seal(ctx.secret, key),
    keyHint: key.slice(-4),
    creator: sessionOf(req).username,
  });
  return { ...toRow(c), key };
}

export const updateChannel = async (ctx: AppContext, req: FastifyRequest, id: string, input: Input) =>
  toRow(await channels.update(ctx, req, id, input));

/** A new key; the old one stops signing at once (every ingest call reads the channel's key). */
export async function regenerateKey(ctx: AppContext, req: FastifyRequest, id: string) {
  const tenantId = tenantOf(req);
  const old = await channels.get(ctx.db, tenantId, id);
  const key = newKey();
  return ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .update(ahChannels)
      .set({ keySealed: seal(ctx.secret, key), keyHint: key.slice(-4), updatedAt: new Date(ctx.now()) })
      .where(and(inTenant(tenantId), eq(ahChannels.id, id)))
      .returning();
    if (!c) throw channels.missing();
    await audit(tx, req, {
      action: 'key',
      entity: 'aihelper.channel',
      entityId: id,
      entityName: c.name,
      tenantId,
      before: { keyHint: old.keyHint },
      after: { keyHint: c.keyHint },
    });
    return { ...toRow(c), key };
  });
}

/** Deletes the tenant's channels among `ids`; their conversations stay, as records. */
export const deleteChannels = channels.remove;
