import type { SortOrder } from '@zhiyu/contract/list';
import type { QcHit, QcRecordFilter, QcRecordRow } from '@zhiyu/contract/modules/aihelper/qc-record';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import { and, asc, desc, eq, gte, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { cappedCount, offsetOf, pageOf } from '../../../platform/list/page.ts';
import { checkInstants } from '../../../platform/reporting/range.ts';
import { ahChannels } from '../channel/table.ts';
import { finalLines } from '../ingest/lines.ts';
import { ahConversations as c } from '../ingest/table.ts';
import { ahQcHits as h, ahQcScores as s } from './table.ts';

/** QC records (质检记录): the scored conversations, their hits (docs/aihelper-quality.md). */
export type CheckedQcFilter = z.output<typeof QcRecordFilter> & { from: number; to: number };
const RANGE_CODES = { required: '190022', afterToday: '190023', afterEnd: '190024' } as const;

export function checkQcFilter(f: z.output<typeof QcRecordFilter>, now: number): CheckedQcFilter {
  return { ...f, ...checkInstants(f, now, RANGE_CODES) };
}

const literal = (v: string) => v.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The tenant's scored conversations matching the filter (a record is listed once it is scored). */
export function qcWhere(tenantId: string, f: CheckedQcFilter): SQL {
  const n = f.customerNumber;
  return and(
    eq(s.tenantId, tenantId),
    sql`${s.scoredAt} IS NOT NULL`,
    gte(s.startedAt, new Date(f.from)),
    lte(s.startedAt, new Date(f.to)),
    f.agent ? eq(s.agent, f.agent) : undefined,
    f.skillGroup ? eq(s.skillGroup, f.skillGroup) : undefined,
    f.channelId ? eq(s.channelId, f.channelId) : undefined,
    n
      ? sql`EXISTS (SELECT 1 FROM ${c} WHERE ${c.id} = ${s.conversationId} AND ${or(eq(c.customerNumber, n), like(c.customerNumber, `%${literal(n)}`))})`
      : undefined,
    f.scoreMin !== undefined ? gte(s.score, f.scoreMin) : undefined,
    f.scoreMax !== undefined ? lte(s.score, f.scoreMax) : undefined,
    f.pointId
      ? sql`EXISTS (SELECT 1 FROM ${h} WHERE ${h.conversationId} = ${s.conversationId} AND ${h.pointId} = ${f.pointId} AND ${h.review} <> 3)`
      : undefined,
    f.state === 'disputed' ? sql`${s.disputed} > 0` : undefined,
    f.state === 'hit' ? sql`${s.hits} > 0` : undefined,
    f.state === 'clean' ? sql`${s.hits} = 0` : undefined,
  ) as SQL;
}

const duration = sql<number>`coalesce(floor(extract(epoch FROM (${c.endedAt} - ${c.startedAt})))::int, 0)`;
const columns = {
  id: s.conversationId,
  channelName: ahChannels.name,
  agent: s.agent,
  skillGroup: s.skillGroup,
  customerNumber: c.customerNumber,
  direction: c.direction,
  startedAt: s.startedAt,
  durationSec: duration,
  score: s.score,
  hits: s.hits,
  disputed: s.disputed,
  scoredAt: s.scoredAt,
};
type Selected = Omit<QcRecordRow, 'channelName' | 'startedAt' | 'scoredAt'> & {
  channelName: string | null;
  startedAt: Date;
  scoredAt: Date | null;
};

export const toQcRow = (r: Selected): QcRecordRow => ({
  ...r,
  channelName: r.channelName ?? '',
  customerNumber: maskPhone(r.customerNumber),
  startedAt: r.startedAt.getTime(),
  scoredAt: r.scoredAt?.getTime() ?? 0,
});

export function selectQcRecords(db: Db) {
  return db
    .select(columns)
    .from(s)
    .innerJoin(c, eq(c.id, s.conversationId))
    .leftJoin(ahChannels, and(eq(ahChannels.id, s.channelId), eq(ahChannels.tenantId, s.tenantId)));
}

export function listQcRecords(
  db: Db,
  where: SQL,
  q: { pageNum: number; pageSize: number; sortField?: 'startedAt' | 'score'; sortOrder?: SortOrder },
) {
  const dir = q.sortOrder === 'ASC' ? asc : desc;
  const key = q.sortField === 'score' ? dir(s.score) : dir(s.startedAt);
  const rows = selectQcRecords(db)
    .where(where)
    .orderBy(key, dir(s.conversationId))
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .then((r) => r.map(toQcRow));
  return pageOf(rows, cappedCount(db, s, where), q.pageNum, q.pageSize);
}

export async function qcRow(db: Db, tenantId: string, id: string): Promise<QcRecordRow> {
  const [row] = await selectQcRecords(db).where(
    and(eq(s.tenantId, tenantId), eq(s.conversationId, id), sql`${s.scoredAt} IS NOT NULL`),
  );
  if (!row) throw new AppError('190025');
  return toQcRow(row);
}

type HitRow = typeof h.$inferSelect;
export const toHit = (r: HitRow, line?: { speaker: 'agent' | 'customer'; text: string }): QcHit => ({
  id: r.id,
  pointId: r.pointId,
  pointName: r.pointName,
  kind: r.kind,
  mode: r.mode,
  strategy: r.strategy,
  severity: r.severity,
  score: r.score,
  utteranceId: r.utteranceId || null,
  speaker: line?.speaker ?? null,
  text: line?.text ?? '',
  atMs: r.atMs,
  detail: r.detail,
  review: r.review,
  disputeReason: r.disputeReason,
  resolveReason: r.resolveReason,
  reviewer: r.reviewer,
  resolver: r.resolver,
});

/** One record: its row, its hits in call order with their lines, and the transcript. */
export async function qcDetail(db: Db, tenantId: string, id: string) {
  const row = await qcRow(db, tenantId, id);
  const lines = (await finalLines(db, id)).map(({ intent: _i, ...l }) => l);
  const byLine = new Map(lines.map((l) => [l.utteranceId, l]));
  const hits = await db
    .select()
    .from(h)
    .where(and(eq(h.tenantId, tenantId), eq(h.conversationId, id)))
    .orderBy(asc(h.atMs), asc(h.pointName));
  return { row, hits: hits.map((r) => toHit(r, byLine.get(r.utteranceId))), lines };
}

/** The line of a hit, for the review answer. */
export async function lineOf(db: Db, conversationId: string, utteranceId: string) {
  if (!utteranceId) return undefined;
  return (await finalLines(db, conversationId)).find((l) => l.utteranceId === utteranceId);
}
