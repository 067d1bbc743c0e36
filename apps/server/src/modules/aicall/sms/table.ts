import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/** SMS templates (短信模板); `content` may hold {attribute} variables filled from the customer. */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    content: text('content').notNull(),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').$type<0 | 1>().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sms_templates_scope_name_uq').on(t.tenantId, t.appId, t.name)],
);

/** Messages the built-in SMS adapter "sent": the outbox screen lists them. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    templateId: text('template_id'),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    recordId: text('record_id'),
    taskId: text('task_id'),
    status: text('status').$type<'sent' | 'failed'>().notNull().default('sent'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id)],
);
