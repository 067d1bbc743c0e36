import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/**
 * One row per change made on the admin screens (issue 4 rules): who, when, what, before and after,
 * from which address. `channel_id`/`tenant_id` are those of the changed object, so a channel's
 * trail can be filtered. Secrets are masked before a row is written (audit/record.ts).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: text('id').primaryKey(),
    at: createdAt(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** create, update, delete, status, grant, reset-password, unlock, import, assign, test… */
    action: text('action').notNull(),
    /** channel, tenant, app, user, role, resource, module, oem, blacklist, botcase, engine, sip… */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    entityName: text('entity_name').notNull().default(''),
    channelId: text('channel_id'),
    tenantId: text('tenant_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    index('audit_logs_at_idx').on(t.at, t.id),
    index('audit_logs_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_logs_tenant_idx').on(t.tenantId, t.at),
  ],
);
