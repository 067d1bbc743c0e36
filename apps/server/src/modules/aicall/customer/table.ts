import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, importJob, tstz } from '../../../platform/db/columns.ts';

export type AttributeType = 'text' | 'number' | 'date' | 'select';

/** Custom customer attributes (属性管理): the columns every customer of the app may carry. */
export const customerAttributes = pgTable(
  'customer_attributes',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    type: text('type').$type<AttributeType>().notNull(),
    required: smallint('required').$type<0 | 1>().notNull().default(0),
    /** select only: the allowed values. */
    options: text('options').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_attributes_scope_name_uq').on(t.tenantId, t.appId, t.name)],
);

/**
 * Customers (客户数据). `phone` is normalised (digits, mainland mobiles without +86) and unique per
 * app; `attrs` maps attribute id → value (numbers as numbers, dates as ms); `tags` are tag names.
 */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull(),
    attrs: jsonb('attrs').$type<Record<string, string | number | null>>().notNull().default({}),
    tags: text('tags').array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    importJob: importJob(),
  },
  (t) => [
    uniqueIndex('customers_scope_phone_uq').on(t.tenantId, t.appId, t.phone),
    index('customers_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id),
  ],
);

/** The tenant's own blacklist (客户黑名单); the platform blacklist applies as well. */
export const customerBlacklist = pgTable(
  'customer_blacklist',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    phone: text('phone').notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    createdAt: createdAt(),
    importJob: importJob(),
  },
  (t) => [
    uniqueIndex('customer_blacklist_scope_phone_uq').on(t.tenantId, t.appId, t.phone),
    index('customer_blacklist_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id),
  ],
);
