import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../db/columns.ts';

/**
 * Uploaded and generated files, kept in the database in 256 KB chunks: any instance sharing the
 * PostgreSQL database can read a file another instance received, and no file is ever held whole
 * in memory (uploads and exports stream chunk by chunk).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_scope_idx').on(t.tenantId, t.id)],
);

export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
