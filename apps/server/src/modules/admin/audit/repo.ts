import type { AuditListQuery, AuditRow } from '@zhiyu/contract/modules/admin/audit';
import { and, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditLogs } from '../../../platform/audit/table.ts';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';

type Query = z.output<typeof AuditListQuery>;

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(q: Query): SQL | undefined {
  return and(
    q.actor ? ilike(auditLogs.actorName, likeText(q.actor)) : undefined,
    q.action ? eq(auditLogs.action, q.action) : undefined,
    q.entity ? eq(auditLogs.entity, q.entity) : undefined,
    q.entityId ? eq(auditLogs.entityId, q.entityId) : undefined,
    q.channelId ? eq(auditLogs.channelId, q.channelId) : undefined,
    q.tenantId ? eq(auditLogs.tenantId, q.tenantId) : undefined,
    q.from !== undefined ? gte(auditLogs.at, new Date(q.from)) : undefined,
    q.to !== undefined ? lte(auditLogs.at, new Date(q.to)) : undefined,
  );
}

function toRow(r: typeof auditLogs.$inferSelect): AuditRow {
  return { ...r, at: r.at.getTime(), before: r.before ?? null, after: r.after ?? null };
}

/**
 * Newest first by default; (at, id) is a total order the at index serves both ways. `within` narrows
 * the trail further (a module's own entities).
 */
export function listAudit(db: Db, q: Query, within?: SQL) {
  const where = and(filters(q), within);
  const rows = db
    .select()
    .from(auditLogs)
    .where(where)
    .orderBy(...orderBy(auditLogs.at, auditLogs.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, auditLogs, where), q.pageNum, q.pageSize);
}
