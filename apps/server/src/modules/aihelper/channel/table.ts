import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Access channels of the agent assistant (/aihelper/accessChannel). The key signs what the
 * channel sends to the ingest API, so it is kept sealed under the server secret (never hashed:
 * the server recomputes the signature), and only its last four characters are listed.
 */
export const ahChannels = pgTable(
  'ah_channels',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'cti' | 'chat' | 'simulator'>().notNull(),
    keySealed: text('key_sealed').notNull(),
    keyHint: text('key_hint').notNull(),
    conversations: integer('conversations').notNull().default(0),
    lastEventAt: tstz('last_event_at'),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ah_channels_tenant_name_uq').on(t.tenantId, t.name),
    index('ah_channels_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
  ],
);
