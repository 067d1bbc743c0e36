import type { QueryOf } from '@zhiyu/contract/endpoint';
import type { listQcRules, QcRuleInput, QcRuleRow } from '@zhiyu/contract/modules/aihelper/qc';
import { and, eq, ilike } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionOf } from '../../../platform/access/session.ts';
import type { AppContext } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/client.ts';
import { tenantRows } from '../../../platform/db/tenant-rows.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { likeText } from '../../aikb/library/repo.ts';
import { ahQcRules } from './table.ts';

/** The tenant's real-time quality rules (contract aihelper/qc); every change in the audit trail. */
type Rule = typeof ahQcRules.$inferSelect;
type Input = z.output<typeof QcRuleInput>;

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
  mode: r.mode,
  strategy: r.strategy,
  score: r.score,
  cap: r.cap,
  pattern: r.pattern,
  creator: r.creator,
  createdAt: r.createdAt.getTime(),
  updatedAt: r.updatedAt.getTime(),
});
const audited = (r: Rule) => {
  const { tenantId: _t, createdAt: _c, updatedAt: _u, creator: _r, ...rest } = r;
  return rest;
};
const rules = tenantRows({
  table: ahQcRules,
  entity: 'aihelper.qcRule',
  missing: '190010',
  duplicate: '190009',
  nameOf: (r) => r.name,
  audited,
});

export function listRules(db: Db, tenantId: string, q: QueryOf<typeof listQcRules>) {
  const where = and(
    rules.inTenant(tenantId),
    q.name ? ilike(ahQcRules.name, likeText(q.name)) : undefined,
    q.kind ? eq(ahQcRules.kind, q.kind) : undefined,
    q.mode ? eq(ahQcRules.mode, q.mode) : undefined,
    q.strategy !== undefined ? eq(ahQcRules.strategy, q.strategy) : undefined,
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

/** The creator is who made the rule; an edit keeps it. */
export const createRule = async (ctx: AppContext, req: FastifyRequest, input: Input) =>
  toRow(await rules.create(ctx, req, { ...input, creator: sessionOf(req).username }));

export const updateRule = async (ctx: AppContext, req: FastifyRequest, id: string, input: Input) =>
  toRow(await rules.update(ctx, req, id, input));

export const deleteRules = rules.remove;
