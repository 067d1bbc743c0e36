import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

type Extraction = 'name' | 'phone' | 'idCard' | 'bankCard' | 'amount' | 'date' | 'address' | 'options' | 'none';

/** The tenant's custom fields: the form smart form filling fills. */
export const ahFields = pgTable(
  'ah_fields',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<'text' | 'number' | 'date' | 'select' | 'phone' | 'idCard' | 'address'>().notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<{ label: string; keywords: string[] }[]>().notNull().default([]),
    extraction: text('extraction').$type<Extraction>().notNull(),
    order: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ah_fields_tenant_name_uq').on(t.tenantId, t.name),
    index('ah_fields_tenant_order_idx').on(t.tenantId, t.order, t.id),
  ],
);

/**
 * A field's value in a conversation: the latest found in a line, until the agent confirms or
 * types one (`confirmed`), which later lines no longer change.
 */
export const ahFills = pgTable(
  'ah_fills',
  {
    conversationId: text('conversation_id').notNull(),
    fieldId: text('field_id').notNull(),
    value: text('value').notNull(),
    utteranceId: text('utterance_id'),
    confirmed: boolean('confirmed').notNull().default(false),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.fieldId] })],
);
