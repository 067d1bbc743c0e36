import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/** requirements §3 bot types: 0 outbound, 1 inbound, 2 assistant, 3 text, 4 practice, 5 knowledge-base, 6 quality. */
export type BotTypeValue = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A tenant's bots (requirements §3 bot types 0–6), also read by the §7 bot lookups
 * (`modules/lookups/bot`). `shared` 1: visible to the tenant's other apps (requirements §7 share flag), 0: its
 * own app only.
 */
export const bots = pgTable(
  'bots',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    type: smallint('bot_type').$type<BotTypeValue>().notNull(),
    shared: smallint('share').$type<0 | 1>().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bots_scope_type_idx').on(t.tenantId, t.type, t.updatedAt, t.id),
    index('bots_scope_updated_idx').on(t.tenantId, t.updatedAt, t.id),
  ],
);

/**
 * The bot module's half of a bot, one row per bot: its description and working draft. `revision`
 * counts saves of the draft (a save names the revision it started from, so two editors cannot
 * overwrite each other); `publishedVersion` is the newest published version, null until the first
 * publish. A bot without a row here (a bot made elsewhere) reads as an unpublished empty flow.
 */
export const botDetails = pgTable('bot_details', {
  botId: text('bot_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  description: text('description').notNull().default(''),
  draft: jsonb('draft').$type<BotFlow>().notNull(),
  revision: integer('revision').notNull().default(0),
  publishedVersion: integer('published_version'),
  createdBy: text('created_by').notNull().default(''),
});

/** Every published version, kept: a call runs the version it started with. */
export const botVersions = pgTable(
  'bot_versions',
  {
    botId: text('bot_id').notNull(),
    version: integer('version').notNull(),
    tenantId: text('tenant_id').notNull(),
    flow: jsonb('flow').$type<BotFlow>().notNull(),
    note: text('note').notNull().default(''),
    publishedBy: text('published_by').notNull().default(''),
    publishedAt: tstz('published_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.botId, t.version] })],
);
