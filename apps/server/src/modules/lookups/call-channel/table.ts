import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../platform/db/columns.ts';

/**
 * Call channels (线路) of a tenant: the lines outbound tasks dial through. `status` 1 enabled,
 * 0 disabled (requirements §7 channel/all asks for channelStatus 1). Number management extends this table.
 */
export const callChannels = pgTable(
  'call_channels',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    lineNumber: text('line_number').notNull().default(''),
    status: smallint('status').$type<0 | 1>().notNull().default(1),
    concurrency: integer('concurrency').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('call_channels_scope_idx').on(t.tenantId, t.status, t.name, t.id)],
);
