import type { OperaLogQuery, OperaLogRow } from '@zhiyu/contract/modules/aikb/opera-log';
import { and, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { likeText } from '../library/repo.ts';
import type { KbScope } from './record.ts';
import { kbOperaLogs } from './table.ts';

type Query = z.output<typeof OperaLogQuery>;
export type Filter = Omit<Query, 'pageNum' | 'pageSize' | 'sortField' | 'sortOrder'>;

export function filters(s: KbScope, q: Filter): SQL | undefined {
  return and(
    eq(kbOperaLogs.tenantId, s.tenantId),
    eq(kbOperaLogs.appId, s.appId),
    q.operator
      ? or(ilike(kbOperaLogs.actorName, likeText(q.operator)), ilike(kbOperaLogs.actorNick, likeText(q.operator)))
      : undefined,
    q.action ? eq(kbOperaLogs.action, q.action) : undefined,
    q.targetType ? eq(kbOperaLogs.targetType, q.targetType) : undefined,
    q.libraryId ? eq(kbOperaLogs.libraryId, q.libraryId) : undefined,
    q.from !== undefined ? gte(kbOperaLogs.at, new Date(q.from)) : undefined,
    q.to !== undefined ? lte(kbOperaLogs.at, new Date(q.to)) : undefined,
  );
}

export function toRow(r: typeof kbOperaLogs.$inferSelect): OperaLogRow {
  return {
    id: r.id,
    at: r.at.getTime(),
    actorName: r.actorName,
    actorNick: r.actorNick,
    action: r.action as OperaLogRow['action'],
    targetType: r.targetType as OperaLogRow['targetType'],
    targetId: r.targetId,
    targetName: r.targetName,
    libraryId: r.libraryId,
    before: (r.before as OperaLogRow['before']) ?? null,
    after: (r.after as OperaLogRow['after']) ?? null,
  };
}

/** Newest first by default; (at, id) is a total order the scope index serves both ways. */
export function listOperaLog(db: Db, s: KbScope, q: Query) {
  const where = filters(s, q);
  const rows = db
    .select()
    .from(kbOperaLogs)
    .where(where)
    .orderBy(...orderBy(kbOperaLogs.at, kbOperaLogs.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toRow));
  return pageOf(rows, cappedCount(db, kbOperaLogs, where), q.pageNum, q.pageSize);
}
