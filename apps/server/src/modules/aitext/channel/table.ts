import type { QuickMenu } from '@zhiyu/contract/modules/aitext/channel';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Text-bot scene channels of a tenant (requirements §3 channel type 0 official, 1 test window), with the
 * bot answering on it and its welcome message (sanitised HTML). Channel deployment extends this.
 */
export const textChannels = pgTable(
  'text_channels',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    channelType: smallint('channel_type').$type<0 | 1>().notNull().default(0),
    botId: text('bot_id'),
    welcomeHtml: text('welcome_html').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    // Deployment (/aitext/channelConfig, modules/aitext/channel): the app whose libraries it
    // answers from, how visitors reach it, what it says and when it hands over to a human.
    appId: text('app_id').notNull().default(''),
    kind: text('kind').$type<'widget' | 'api'>().notNull().default('widget'),
    libraryIds: text('library_ids').array().notNull().default([]),
    quickMenus: jsonb('quick_menus').$type<QuickMenu[]>().notNull().default([]),
    fallback: text('fallback').notNull().default(''),
    transferScenes: smallint('transfer_scenes').array().notNull().default([]),
    keywords: text('keywords').array().notNull().default([]),
    /** Public key of the widget's script tag; every row gets a random one. */
    widgetKey: text('widget_key')
      .notNull()
      .default(sql`'wk' || substr(md5(random()::text || clock_timestamp()::text), 1, 30)`),
    /** SHA-256 of the API key (the key is shown once); null before one is made. */
    apiKeyHash: text('api_key_hash'),
    apiKeyHint: text('api_key_hint').notNull().default(''),
    /** requirements §3 switch: 1 enabled, 0 disabled. */
    status: smallint('status').$type<0 | 1>().notNull().default(1),
  },
  (t) => [
    index('text_channels_scope_idx').on(t.tenantId, t.channelType, t.name, t.id),
    uniqueIndex('text_channels_widget_key_uq').on(t.widgetKey),
    uniqueIndex('text_channels_api_key_uq').on(t.apiKeyHash),
    uniqueIndex('text_channels_app_name_uq').on(t.tenantId, t.appId, t.name),
  ],
);

/**
 * The channel's current bind code for /bindPage (one row a channel; a new code replaces the
 * last): six digits, an expiry, and when it was used. Kept after use so a reused code gets its own
 * answer (170010) rather than "wrong".
 */
export const textBindCodes = pgTable('text_bind_codes', {
  channelId: text('channel_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  code: text('code').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  createdAt: createdAt(),
});

/** External channel accounts bound to a channel through /bindPage. */
export const textChannelBindings = pgTable(
  'text_channel_bindings',
  {
    tenantId: text('tenant_id').notNull(),
    channelId: text('channel_id').notNull(),
    account: text('account').notNull(),
    boundAt: tstz('bound_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'text_channel_bindings_pk', columns: [t.channelId, t.account] }),
    index('text_channel_bindings_tenant_idx').on(t.tenantId, t.channelId, t.boundAt),
  ],
);
