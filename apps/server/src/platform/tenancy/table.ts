import type { ModuleKey } from '@zhiyu/contract/nav';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../db/columns.ts';

/** OEM branding a channel may replace (SPEC §1); null fields fall back to the platform brand. */
export interface OemData {
  title?: string;
  titleEn?: string;
  abbreviation?: string;
  logo?: string | null;
  favicon?: string | null;
  copyright?: string;
  agreementService?: string;
  agreementPrivacy?: string;
}

export const channels = pgTable('channels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Host name whose login page shows this channel's OEM data. */
  host: text('host').unique(),
  oem: jsonb('oem').$type<OemData>(),
  status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
  createdAt: createdAt(),
});

export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id),
    name: text('name').notNull(),
    corpId: text('corp_id').notNull().unique(),
    modules: text('modules').array().$type<ModuleKey[]>().notNull().default([]),
    status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    expiresAt: tstz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [index('tenants_channel_idx').on(t.channelId)],
);

export const apps = pgTable(
  'apps',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    appid: text('appid').notNull().unique(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('apps_tenant_idx').on(t.tenantId)],
);
