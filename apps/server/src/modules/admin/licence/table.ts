import type { Licence } from '@zhiyu/contract/modules/admin/schemas';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../platform/db/columns.ts';

/** Every accepted licence is kept; the latest upload is the active one. */
export const licences = pgTable('licences', {
  id: text('id').primaryKey(),
  payload: jsonb('payload').$type<Licence>().notNull(),
  signature: text('signature').notNull(),
  uploadedAt: createdAt(),
});
