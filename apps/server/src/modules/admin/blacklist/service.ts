import { type BlacklistEdit, type BlacklistInput, normalisePhone } from '@zhiyu/contract/modules/admin/blacklist';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminScope } from '../../../platform/access/admin-scope.ts';
import { sessionOf } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as repo from './repo.ts';
import { platformBlacklist as bl } from './table.ts';

type Input = z.output<typeof BlacklistInput>;
type Edit = z.output<typeof BlacklistEdit>;

/** The blacklist is platform data: operators only, whatever a role was granted (140008). */
export function assertOperator(req: FastifyRequest) {
  if (adminScope(req).level !== 'platform') throw new AppError('140008');
}

/** Import/export jobs and their files belong to the platform, not to a tenant. */
export const BLACKLIST_JOB_SCOPE = { tenantId: 'platform', appId: 'blacklist' };

/**
 * Is this number on the platform blacklist at `now`? For the call modules, before dialling: the
 * number is normalised as on entry (spaces, dashes, full-width digits); an expired entry does not
 * count. Numbers match exactly in their normalised form (+8613800138000 and 13800138000 differ).
 */
export async function isPlatformBlacklisted(db: Db, phone: string, now: number): Promise<boolean> {
  const p = normalisePhone(phone);
  if (!p) return false;
  const [hit] = await db
    .select({ id: bl.id })
    .from(bl)
    .where(and(eq(bl.phone, p), or(isNull(bl.expiresAt), gt(bl.expiresAt, new Date(now)))))
    .limit(1);
  return !!hit;
}

export const duplicate = (phone: string) =>
  new AppError('100003', {
    detail: { zh: `号码「${phone}」已在黑名单中`, en: `number "${phone}" is already blacklisted` },
  });
const missing = () => new AppError('100002', { detail: { zh: '黑名单记录不存在', en: 'blacklist entry not found' } });
const pastExpiry = () =>
  new AppError('100001', {
    detail: { zh: 'expiresAt：到期时间须晚于当前时间', en: 'expiresAt must be in the future' },
  });

/** The trail keeps the number masked (requirements §5): the entry id identifies it for the operator. */
const auditView = (e: repo.Entry) => ({
  phone: maskPhone(e.phone),
  reason: e.reason,
  expiresAt: e.expiresAt ? e.expiresAt.getTime() : null,
});

export async function create(req: FastifyRequest, ctx: AppContext, input: Input) {
  const now = ctx.now();
  if (input.expiresAt !== null && input.expiresAt <= now) throw pastExpiry();
  if ((await repo.byPhones(ctx.db, [input.phone])).length) throw duplicate(input.phone);
  try {
    return await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [e] = await tx
        .insert(bl)
        .values({
          id: newId(),
          phone: input.phone,
          reason: input.reason,
          expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
          createdBy: sessionOf(req).username,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning();
      await audit(tx, req, {
        action: 'create',
        entity: 'blacklist',
        entityId: e.id,
        entityName: maskPhone(e.phone),
        after: auditView(e),
      });
      return repo.toRow(e, now);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.phone);
    throw e;
  }
}

/** Reason and expiry only: the number is the entry's identity (delete and add to change it). */
export async function update(req: FastifyRequest, ctx: AppContext, input: Edit) {
  const now = ctx.now();
  const [prev] = await repo.byIds(ctx.db, [input.id]);
  if (!prev) throw missing();
  const before = prev.expiresAt ? prev.expiresAt.getTime() : null;
  // An unchanged expiry may lie in the past (editing the reason of an expired entry).
  if (input.expiresAt !== null && input.expiresAt !== before && input.expiresAt <= now) throw pastExpiry();
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [e] = await tx
      .update(bl)
      .set({
        reason: input.reason,
        expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
        updatedAt: new Date(now),
      })
      .where(eq(bl.id, input.id))
      .returning();
    if (!e) throw missing();
    await audit(tx, req, {
      action: 'update',
      entity: 'blacklist',
      entityId: e.id,
      entityName: maskPhone(e.phone),
      before: auditView(prev),
      after: auditView(e),
    });
    return repo.toRow(e, now);
  });
}

export async function remove(req: FastifyRequest, ctx: AppContext, ids: string[]) {
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const gone = await tx.delete(bl).where(inArray(bl.id, ids)).returning();
    for (const e of gone)
      await audit(tx, req, {
        action: 'delete',
        entity: 'blacklist',
        entityId: e.id,
        entityName: maskPhone(e.phone),
        before: auditView(e),
      });
    return { deleted: gone.length };
  });
}
