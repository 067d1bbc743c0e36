import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../../platform/db/columns.ts';

/** A form the agent submitted on the desk: the values as they were, by field (name and type kept). */
export const ahFormSubmissions = pgTable(
  'ah_form_submissions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    conversationId: text('conversation_id').notNull(),
    /** The application whose callback it was posted to ('' for a tenant-wide session). */
    appId: text('app_id').notNull().default(''),
    fields: jsonb('fields').$type<{ fieldId: string; name: string; type: string; value: string }[]>().notNull(),
    submittedBy: text('submitted_by').notNull(),
    submittedAt: tstz('submitted_at').notNull().defaultNow(),
  },
  (t) => [index('ah_form_submissions_conversation_idx').on(t.conversationId, t.submittedAt)],
);
