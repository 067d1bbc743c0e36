import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The dimensions every rollup row is keyed by: one tenant's app, one day of the tenant's time
 * zone, one direction (requirements §3: 0 inbound, 1 outbound), one task, one bot version. A call without
 * a task or bot is keyed by '' (and version 0), so the key has no nulls and upserts can target it.
 */
const keyColumns = () => ({
  tenantId: text('tenant_id').notNull(),
  appId: text('app_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  direction: smallint('direction').$type<0 | 1>().notNull(),
  taskId: text('task_id').notNull().default(''),
  botId: text('bot_id').notNull().default(''),
  botVersion: integer('bot_version').notNull().default(0),
});

/**
 * One row per key with the facts the boards add up: calls, connected (answered) calls, talk time,
 * rounds, transfers, hang-ups by side and the user's utterances (recognised or not). Months and
 * years are sums of days. Maintained as calls finish (same transaction as the record) and rebuilt
 * from `call_records` on demand.
 */
export const callRollupDays = pgTable(
  'call_rollup_days',
  {
    ...keyColumns(),
    calls: bigint('calls', { mode: 'number' }).notNull().default(0),
    connected: bigint('connected', { mode: 'number' }).notNull().default(0),
    durationSec: bigint('duration_sec', { mode: 'number' }).notNull().default(0),
    rounds: bigint('rounds', { mode: 'number' }).notNull().default(0),
    transferred: bigint('transferred', { mode: 'number' }).notNull().default(0),
    userHangups: bigint('user_hangups', { mode: 'number' }).notNull().default(0),
    systemHangups: bigint('system_hangups', { mode: 'number' }).notNull().default(0),
    /** The callee's turns in the transcripts, and those an intent recognised. */
    userTurns: bigint('user_turns', { mode: 'number' }).notNull().default(0),
    recognisedTurns: bigint('recognised_turns', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'call_rollup_days_pk',
      columns: [t.tenantId, t.appId, t.day, t.direction, t.taskId, t.botId, t.botVersion],
    }),
  ],
);

/**
 * Counts per key and per item of one kind (see ROLLUP_KINDS in ./kinds.ts): result classes,
 * intention levels, hang-up nodes by side, intent hits, unrecognised utterances, the intent the
 * callee last spoke before hanging up, and tags. `label` is a display name (a node's name).
 */
export const callRollupCounts = pgTable(
  'call_rollup_counts',
  {
    ...keyColumns(),
    kind: text('kind').notNull(),
    item: text('item').notNull(),
    label: text('label').notNull().default(''),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'call_rollup_counts_pk',
      columns: [t.tenantId, t.appId, t.kind, t.day, t.direction, t.taskId, t.botId, t.botVersion, t.item],
    }),
  ],
);
