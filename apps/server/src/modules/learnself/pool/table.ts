import type { PoolKind, PoolSource } from '@zhiyu/contract/modules/learnself/pool';
import { boolean, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * The learning pool (requirements R4 §1): one row per distinct utterance (folded, numbers masked)
 * of a source, bot and channel, with how often it was said and what was made of it the last time.
 * `bot_id` / `channel_id` are '' where they do not apply (calls have bots, text sessions channels).
 */
export const lsPool = pgTable(
  'ls_pool',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    source: text('source').$type<PoolSource>().notNull(),
    botId: text('bot_id').notNull().default(''),
    channelId: text('channel_id').notNull().default(''),
    text: text('text').notNull(),
    norm: text('norm').notNull(),
    occurrences: integer('occurrences').notNull().default(1),
    kind: text('kind').$type<PoolKind>().notNull(),
    recognised: boolean('recognised').notNull(),
    prediction: text('prediction').notNull().default(''),
    score: real('score'),
    firstAt: tstz('first_at').notNull(),
    lastAt: tstz('last_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ls_pool_utterance_uq').on(t.tenantId, t.appId, t.source, t.botId, t.channelId, t.norm),
    index('ls_pool_scope_last_idx').on(t.tenantId, t.appId, t.lastAt, t.id),
    index('ls_pool_scope_occ_idx').on(t.tenantId, t.appId, t.occurrences, t.id),
  ],
);

/**
 * Flow-back rules. The cursor is the (time, id) of the last log row read: a run reads only what
 * came after it and moves it in the same transaction as the rows it pooled, so no log row is
 * pooled twice, whatever stops a run.
 */
export const lsFlowRules = pgTable(
  'ls_flow_rules',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    source: text('source').$type<PoolSource>().notNull(),
    botId: text('bot_id'),
    channelId: text('channel_id'),
    schedule: text('schedule').$type<'daily' | 'manual'>().notNull(),
    onlyUnrecognised: boolean('only_unrecognised').notNull(),
    scoreMax: real('score_max'),
    firstDays: integer('first_days').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    cursorAt: tstz('cursor_at'),
    cursorId: text('cursor_id'),
    lastRunAt: tstz('last_run_at'),
    lastPooled: integer('last_pooled').notNull().default(0),
    jobId: text('job_id'),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ls_flow_rules_name_uq').on(t.tenantId, t.appId, t.name)],
);
