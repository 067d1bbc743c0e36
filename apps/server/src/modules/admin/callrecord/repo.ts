import type { CallRecordQuery, CallRecordRow } from '@zhiyu/contract/modules/admin/callrecord';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import { and, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { tenants } from '../../../platform/tenancy/table.ts';
import { callRecords } from '../../aicall/record/table.ts';

type Query = z.output<typeof CallRecordQuery>;

function filters(q: Query): SQL | undefined {
  return and(
    q.tenantId ? eq(callRecords.tenantId, q.tenantId) : undefined,
    q.direction !== undefined ? eq(callRecords.direction, q.direction) : undefined,
    q.resultClass ? eq(callRecords.resultClass, q.resultClass) : undefined,
    q.phoneTail ? like(callRecords.phone, `%${q.phoneTail}`) : undefined,
    q.from !== undefined ? gte(callRecords.startedAt, new Date(q.from)) : undefined,
    q.to !== undefined ? lte(callRecords.startedAt, new Date(q.to)) : undefined,
  );
}

/** Cross-tenant on purpose: only operators hold admin.callrecord.list (a platform-level menu). */
export function listCallRecords(db: Db, q: Query) {
  const where = filters(q);
  const column = q.sortField === 'durationSec' ? callRecords.durationSec : callRecords.startedAt;
  const rows = db
    .select({ r: callRecords, tenantName: tenants.name })
    .from(callRecords)
    .leftJoin(tenants, eq(tenants.id, callRecords.tenantId))
    .where(where)
    .orderBy(...orderBy(column, callRecords.id, q.sortOrder))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((list) => list.map(({ r, tenantName }) => toRow(r, tenantName ?? '')));
  return pageOf(rows, cappedCount(db, callRecords, where), q.pageNum, q.pageSize);
}

function toRow(r: typeof callRecords.$inferSelect, tenantName: string): CallRecordRow {
  return {
    id: r.id,
    tenantId: r.tenantId,
    tenantName,
    direction: r.direction,
    phone: maskPhone(r.phone),
    lineNumber: r.lineNumber,
    startedAt: r.startedAt.getTime(),
    durationSec: r.durationSec,
    causeCode: r.causeCode,
    resultClass: r.resultClass,
    rounds: r.rounds,
    transferred: r.transferred,
  };
}
