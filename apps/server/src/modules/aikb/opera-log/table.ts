import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../platform/db/columns.ts';

/**
 * The knowledge base's change log (/aikb/operaLog): one row per create, edit, delete, enable,
 * disable, move or import of a library, category or item, written in the change's transaction.
 * `before`/`after` hold only the changed fields. Paged per tenant + app by (at, id).
 */
export const kbOperaLogs = pgTable(
  'kb_opera_logs',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    at: createdAt(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorNick: text('actor_nick').notNull().default(''),
    /** create, update, delete, enable, disable, move, import */
    action: text('action').notNull(),
    /** library, category, item */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetName: text('target_name').notNull().default(''),
    libraryId: text('library_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('kb_opera_logs_scope_at_idx').on(t.tenantId, t.appId, t.at, t.id),
    index('kb_opera_logs_actor_idx').on(t.tenantId, t.appId, t.actorName, t.at),
  ],
);
