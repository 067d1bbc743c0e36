import type { ModuleKey } from '@zhiyu/contract/nav';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../db/columns.ts';

/** OEM branding a channel may replace (requirements §1); null fields fall back to the platform brand. */
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
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  /** How many tenants the channel may have; null is unlimited. */
  tenantQuota: integer('tenant_quota'),
  remark: text('remark').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
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
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** How many user accounts the tenant may have; null is unlimited. */
    userQuota: integer('user_quota'),
    /** Concurrent agent seats the tenant bought; null is unlimited. */
    seatQuota: integer('seat_quota'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tenants_channel_idx').on(t.channelId, t.createdAt, t.id)],
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
    status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('apps_tenant_idx').on(t.tenantId)],
);
