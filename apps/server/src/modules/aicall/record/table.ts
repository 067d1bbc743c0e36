import type { CallResultClass } from '@zhiyu/contract/rules/call-result';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/** One line of a call's conversation; `atMs` from the answer. */
export interface TranscriptTurn {
  role: 'bot' | 'user';
  text: string;
  atMs: number;
  nodeId?: string;
  intent?: string;
  score?: number;
}

/**
 * One row per call attempt, inbound or outbound (requirements §3 call direction 0 inbound, 1 outbound).
 * Written by the call modules as calls finish; read by the tenant's record lists, the boards'
 * rollups and the operator's cross-tenant view (/aiadmin/callrecord). `phone` is stored in full and
 * masked on the way out (requirements §5) unless a permission allows the full number.
 */
export const callRecords = pgTable(
  'call_records',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    direction: smallint('direction').$type<0 | 1>().notNull(),
    taskId: text('task_id'),
    botId: text('bot_id'),
    botVersion: integer('bot_version'),
    customerId: text('customer_id'),
    /** The other party's number, normalised. */
    phone: text('phone').notNull(),
    /** Our side: the caller number or line used. */
    lineNumber: text('line_number').notNull().default(''),
    startedAt: tstz('started_at').notNull(),
    answeredAt: tstz('answered_at'),
    endedAt: tstz('ended_at'),
    /** Talk time in seconds (0 when never answered). */
    durationSec: integer('duration_sec').notNull().default(0),
    causeCode: integer('cause_code').notNull(),
    /** requirements §4 cause type: 200 user side, otherwise system side. */
    causeType: integer('cause_type').notNull().default(0),
    resultClass: text('result_class').$type<CallResultClass>().notNull(),
    rounds: integer('rounds').notNull().default(0),
    intentionLevel: text('intention_level'),
    transferred: boolean('transferred').notNull().default(false),
    hangupBy: text('hangup_by').$type<'user' | 'system'>(),
    hangupNodeId: text('hangup_node_id'),
    hangupNodeName: text('hangup_node_name'),
    /** The attempt of the task customer this call was (1 = first dial). */
    attemptNo: integer('attempt_no').notNull().default(1),
    lineId: text('line_id'),
    customerName: text('customer_name').notNull().default(''),
    /** The conversation, in order. */
    transcript: jsonb('transcript').$type<TranscriptTurn[]>().notNull().default([]),
    /** Names of the intents recognised during the call (flow and global). */
    intents: text('intents').array().notNull().default([]),
    /** Customer tags at dialling time, plus any the call added. */
    tags: text('tags').array().notNull().default([]),
    /** A stored file (audio/wav) when a recording was synthesised. */
    recordingFileId: text('recording_file_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('call_records_tenant_started_idx').on(t.tenantId, t.startedAt, t.id),
    // Flow-back (requirements R4 §1) reads new records in the order they were written.
    index('call_records_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('call_records_started_idx').on(t.startedAt, t.id),
    index('call_records_task_idx').on(t.tenantId, t.taskId, t.startedAt),
    // A customer's earlier calls (the agent desk's customer portrait).
    index('call_records_tenant_phone_idx').on(t.tenantId, t.phone, t.startedAt),
    // The record screens: one direction of one app in time order, optionally one result class or
    // one intention level; plain ascending composites serve both sort directions (requirements D4).
    index('call_records_scope_dir_started_idx').on(t.tenantId, t.appId, t.direction, t.startedAt, t.id),
    index('call_records_scope_dir_class_idx').on(t.tenantId, t.appId, t.direction, t.resultClass, t.startedAt, t.id),
    index('call_records_scope_level_idx').on(t.tenantId, t.appId, t.intentionLevel, t.startedAt, t.id),
    // The calls that ended at a node (the hang-up board's node list and its drill-down): a month of a
    // node in time order, counted from the index alone, the bot, direction and side riding after the
    // id (drizzle declares no INCLUDE); only calls that reached a node are in it.
    index('call_records_scope_node_idx')
      .on(t.tenantId, t.appId, t.hangupNodeId, t.startedAt, t.id, t.botId, t.direction, t.hangupBy)
      .where(sql`${t.hangupNodeId} IS NOT NULL`),
  ],
);
