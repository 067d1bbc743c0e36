import type { QueryOf } from '@zhiyu/contract/endpoint';
import type { listQcRules, QcRuleInput, QcRuleRow } from '@zhiyu/contract/modules/aihelper/qc';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { scope, sessionOf } from '../../../platform/access/session.ts';
import { newId } from '../../../platform/access/tokens.ts';
import { audit } from '../../../platform/audit/record.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { isUniqueViolation } from '../../../platform/db/unique.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { likeText } from '../../aikb/library/repo.ts';
import { ahQcRules } from './table.ts';

/** The tenant's real-time quality rules (contract aihelper/qc); every change in the audit trail. */
type Rule = typeof ahQcRules.$inferSelect;
type Input = z.output<typeof QcRuleInput>;

const inTenant = (tenantId: string) => eq(ahQcRules.tenantId, tenantId);
const missing = () => new AppError('190010');

export const toRow = (r: Rule): QcRuleRow => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  speaker: r.speaker,
  words: r.words,
  phase: r.phase,
  withinSeconds: r.withinSeconds,
  threshold: r.threshold,
  severity: r.severity,
  validity: r.validity,
  creator: r.creator,
  createdAt: r.createdAt.getTime(),
  updatedAt: r.updatedAt.getTime(),
});
const audited = (r: Rule) => {
  const { tenantId: _t, createdAt: _c, updatedAt: _u, creator: _r, ...rest } = r;
  return rest;
};

async function guardName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('190009');
    throw e;
  }
}

export function listRules(db: Db, tenantId: string, q: QueryOf<typeof listQcRules>) {
  const where = and(
    inTenant(tenantId),
    q.name ? ilike(ahQcRules.name, likeText(q.name)) : undefined,
    q.kind ? eq(ahQcRules.kind, q.kind) : undefined,
  );
  const column = q.sortField === 'name' ? ahQcRules.name : ahQcRules.createdAt;
  const rows = db
    .select()
    .from(ahQcRules)
    .where(where)
    .orderBy(...orderBy(column, ahQcRules.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, ahQcRules, where), q.pageNum, q.pageSize);
}

export async function createRule(ctx: AppContext, req: FastifyRequest, input: Input) {
  const tenantId = scope(req).tenantId;
  return guardName(() =>
    ctx.db.transaction(async (tx) => {
      const [r] = await tx
        .insert(ahQcRules)
        .values({ id: newId(), tenantId, ...input, creator: sessionOf(req).username })
        .returning();
      await audit(tx, req, {
        action: 'create',
        entity: 'aihelper.qcRule',
        entityId: r.id,
        entityName: r.name,
        tenantId,
        after: audited(r),
      });
      return toRow(r);
    }),
  );
}

export async function updateRule(ctx: AppContext, req: FastifyRequest, id: string, input: Input) {
  const tenantId = scope(req).tenantId;
  const [old] = await ctx.db
    .select()
    .from(ahQcRules)
    .where(and(inTenant(tenantId), eq(ahQcRules.id, id)));
  if (!old) throw missing();
  return guardName(() =>
    ctx.db.transaction(async (tx) => {
      const [r] = await tx
        .update(ahQcRules)
        .set({ ...input, updatedAt: new Date(ctx.now()) })
        .where(and(inTenant(tenantId), eq(ahQcRules.id, id)))
        .returning();
      if (!r) throw missing();
      await audit(tx, req, {
        action: 'update',
        entity: 'aihelper.qcRule',
        entityId: id,
        entityName: r.name,
        tenantId,
        before: audited(old),
        after: audited(r),
      });
      return toRow(r);
    }),
  );
}

export async function deleteRules(ctx: AppContext, req: FastifyRequest, ids: string[]) {
  const tenantId = scope(req).tenantId;
  return ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(ahQcRules)
      .where(and(inTenant(tenantId), inArray(ahQcRules.id, ids)))
      .returning();
    for (const r of gone)
      await audit(tx, req, {
        action: 'delete',
        entity: 'aihelper.qcRule',
        entityId: r.id,
        entityName: r.name,
        tenantId,
        before: audited(r),
      });
    return { deleted: gone.length };
  });
}
