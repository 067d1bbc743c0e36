import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../platform/db/columns.ts';

/**
 * Rich editor uploads (requirements §4 polling): the bytes live in platform files (stored_files); this row
 * carries the polled state. status 0 processing, 1 done (message = served file name), 2 rejected
 * (message = reason). Scoped to the uploading user's tenant and account.
 */
export const editorUploads = pgTable(
  'editor_uploads',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    type: smallint('type').$type<1 | 2>().notNull(),
    status: smallint('status').$type<0 | 1 | 2>().notNull().default(0),
    message: text('message').notNull().default(''),
    fileId: text('file_id'),
    /** The public name prefix + name serves: `<file id>.<ext>`, unguessable. */
    servedName: text('served_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('editor_uploads_scope_idx').on(t.tenantId, t.userId, t.id),
    index('editor_uploads_served_idx').on(t.servedName),
  ],
);
