import type { BotFlow } from '@zhiyu/contract/modules/bot/flow';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * A tenant's bots (SPEC §3 bot types 0–6) with their working draft. `revision` counts saves of the
 * draft (a save names the revision it started from, so two editors cannot overwrite each other);
 * `publishedVersion` is the newest published version, null until the first publish.
 */
export const bots = pgTable(
  'bots',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    type: smallint('type').$type<0 | 1 | 2 | 3 | 4 | 5 | 6>().notNull(),
    description: text('description').notNull().default(''),
    /** 1: shared with the tenant's other apps (SPEC share flag), 0: this app only. */
    shared: smallint('shared').$type<0 | 1>().notNull().default(0),
    draft: jsonb('draft').$type<BotFlow>().notNull(),
    revision: integer('revision').notNull().default(0),
    publishedVersion: integer('published_version'),
    createdBy: text('created_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bots_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id),
    index('bots_tenant_shared_idx').on(t.tenantId, t.shared),
  ],
);

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
