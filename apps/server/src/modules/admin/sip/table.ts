import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../../platform/db/columns.ts';

/** A tenant's SIP trunk (/index/tenant/sip): one row per tenant; the password is encrypted. */
export const tenantSip = pgTable('tenant_sip', {
  tenantId: text('tenant_id').primaryKey(),
  address: text('address').notNull(),
  port: integer('port').notNull().default(5060),
  transport: text('transport').$type<'udp' | 'tcp' | 'tls'>().notNull().default('udp'),
  username: text('username').notNull().default(''),
  /** AES-256-GCM ciphertext, or '' when the trunk needs no password. */
  password: text('password').notNull().default(''),
  realm: text('realm').notNull().default(''),
  concurrency: integer('concurrency').notNull().default(10),
  status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
  updatedBy: text('updated_by').notNull().default(''),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
