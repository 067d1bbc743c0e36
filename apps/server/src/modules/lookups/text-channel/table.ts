import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Text-bot scene channels of a tenant (SPEC §3 channel type 0 official, 1 test window), with the
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
  },
  (t) => [index('text_channels_scope_idx').on(t.tenantId, t.channelType, t.name, t.id)],
);
