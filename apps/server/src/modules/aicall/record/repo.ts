import {
  nodeLabel,
  type RecordDetail,
  type RecordingNote,
  type RecordListQuery,
  type RecordRow,
} from '@zhiyu/contract/modules/aicall/record';
import { causeSide } from '@zhiyu/contract/rules/call-result';
import { maskPhone } from '@zhiyu/contract/rules/mask';
import { and, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { cappedCount, offsetOf, orderBy, pageOf } from '../../../platform/list/page.ts';
import { bots } from '../../bot/bot/table.ts';
import { outboundTasks } from '../task/table.ts';
import type { RecordScope } from './filter.ts';
import { callRecords } from './table.ts';

type ListQuery = z.output<typeof RecordListQuery>;
type Rec = typeof callRecords.$inferSelect;
/** Whether the caller sees the full number of a record of this direction. */
export type FullPhone = (direction: 0 | 1) => boolean;

const SORT = {
  startedAt: callRecords.startedAt,
  durationSec: callRecords.durationSec,
  rounds: callRecords.rounds,
} as const;

// The list reads every column but the conversation (the largest by far).
const { transcript: _t, ...listColumns } = getTableColumns(callRecords);

export function toRow(
  r: Omit<Rec, 'transcript'>,
  taskName: string | null,
  botName: string | null,
  full: FullPhone,
): RecordRow {
  return {
    id: r.id,
    direction: r.direction,
    taskId: r.taskId,
    taskName: taskName ?? '',
    botId: r.botId,
    botName: botName ?? '',
    botVersion: r.botVersion,
    phone: full(r.direction) ? r.phone : maskPhone(r.phone),
    customerName: r.customerName,
    lineNumber: r.lineNumber,
    startedAt: r.startedAt.getTime(),
    answeredAt: r.answeredAt?.getTime() ?? null,
    endedAt: r.endedAt?.getTime() ?? null,
    durationSec: r.durationSec,
    causeCode: r.causeCode,
    causeType: r.causeType,
    causeSide: causeSide(r.causeType),
    resultClass: r.resultClass,
    rounds: r.rounds,
    intentionLevel: r.intentionLevel,
    transferred: r.transferred,
    hangupBy: r.hangupBy,
    // Named as the hang-up node board names the node it counts the call under.
    hangupNodeName: r.hangupNodeId ? nodeLabel(r.hangupNodeName, r.hangupNodeId) : null,
    attemptNo: r.attemptNo,
    tags: r.tags,
    hasRecording: !!r.recordingFileId,
  };
}

const taskJoin = and(eq(outboundTasks.id, callRecords.taskId), eq(outboundTasks.tenantId, callRecords.tenantId));
const botJoin = and(eq(bots.id, callRecords.botId), eq(bots.tenantId, callRecords.tenantId));

/** Names of the task and bot, joined by primary key within the tenant (one probe per row shown). */
function withNames(db: Db, columns: Record<string, unknown>) {
  return db
    .select({ r: columns as typeof listColumns, taskName: outboundTasks.name, botName: bots.name })
    .from(callRecords)
    .leftJoin(outboundTasks, taskJoin)
    .leftJoin(bots, botJoin);
}

/**
 * One page: the page's ids first (an index-only walk of the screen's index, however deep the
 * offset), then the rows and the task and bot names for those ids alone. Joining before the
 * offset fetched and joined every skipped row: page 100 of 100 rows read 10,000 of them.
 */
export function listRecords(db: Db, where: SQL | undefined, q: ListQuery, full: FullPhone) {
  const column = SORT[q.sortField ?? 'startedAt'];
  const order = orderBy(column, callRecords.id, q.sortOrder);
  const page = db
    .select({ pageId: sql<string>`${callRecords.id}`.as('page_id') })
    .from(callRecords)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q.pageNum, q.pageSize))
    .as('page_ids');
  const rows = db
    .select({ r: listColumns, taskName: outboundTasks.name, botName: bots.name })
    .from(page)
    .innerJoin(callRecords, eq(callRecords.id, page.pageId))
    .leftJoin(outboundTasks, taskJoin)
    .leftJoin(bots, botJoin)
    .orderBy(...order)
    .then((list) => list.map(({ r, taskName, botName }) => toRow(r as Rec, taskName, botName, full)));
  return pageOf(rows, cappedCount(db, callRecords, where), q.pageNum, q.pageSize);
}

export async function findRecord(db: Db, s: RecordScope, id: string) {
  const [row] = await withNames(db, getTableColumns(callRecords))
    .where(and(eq(callRecords.tenantId, s.tenantId), eq(callRecords.appId, s.appId), eq(callRecords.id, id)))
    .limit(1);
  return row as { r: Rec; taskName: string | null; botName: string | null } | undefined;
}

export function toDetail(
  found: { r: Rec; taskName: string | null; botName: string | null },
  full: FullPhone,
  recordingUrl: string | null,
  recordingsMade = true,
): RecordDetail {
  const { r } = found;
  return {
    ...toRow(r, found.taskName, found.botName, full),
    transcript: r.transcript,
    intents: r.intents,
    hangupNodeId: r.hangupNodeId,
    recordingUrl,
    recordingNote: recordingNote(r, recordingsMade),
  };
}

/** Why a call has no recording (null when it has one); `recordingsMade`: this server makes them. */
export function recordingNote(
  r: Pick<Rec, 'recordingFileId' | 'answeredAt'>,
  recordingsMade: boolean,
): RecordingNote | null {
  if (r.recordingFileId) return null;
  if (!r.answeredAt) return 'notAnswered';
  return recordingsMade ? 'notProduced' : 'off';
}

/** Calls per intention level over the filter; null is "no level". */
export async function levelCounts(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ level: callRecords.intentionLevel, count: count() })
    .from(callRecords)
    .where(where)
    .groupBy(callRecords.intentionLevel);
  return rows.sort((a, b) => (a.level ?? '\uffff').localeCompare(b.level ?? '\uffff'));
}
