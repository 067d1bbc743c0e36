import type { DocumentType } from '@zhiyu/contract/modules/aikb/document';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';
import { storedFiles } from '../../../platform/files/table.ts';
import { kbLibraries } from '../library/table.ts';

/**
 * Documents uploaded to a library, with their stored file. Rows go with their library (cascade),
 * and the list pages a library's documents by (created_at, id) or name. `segment_count` is written
 * with the segments, so the list never counts.
 */
export const kbDocument = pgTable(
  'kb_document',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    libraryId: text('library_id')
      .notNull()
      .references(() => kbLibraries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<DocumentType>().notNull(),
    size: integer('size').notNull(),
    /** DOCUMENT_STATUS: 0 reading, 1 ready, 2 failed. */
    status: smallint('status').$type<0 | 1 | 2>().notNull().default(1),
    segmentCount: integer('segment_count').notNull().default(0),
    error: text('error').notNull().default(''),
    fileId: text('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    creator: text('creator').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('kb_document_library_created_idx').on(t.tenantId, t.libraryId, t.createdAt, t.id),
    index('kb_document_library_name_idx').on(t.tenantId, t.libraryId, t.name, t.id),
  ],
);

/**
 * A document's segments in order. The keyword filter scans one document's segments (at most
 * DOCUMENT_MAX_SEGMENTS) through the (document, seq) index, which also serves the cascade from
 * the document; the library index serves the retrieval index's load of a library.
 */
export const kbSegment = pgTable(
  'kb_segment',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    libraryId: text('library_id').notNull(),
    documentId: text('document_id')
      .notNull()
      .references(() => kbDocument.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    titlePath: text('title_path').notNull().default(''),
    text: text('text').notNull(),
    /** requirements §3 switch: 1 enabled, 0 disabled. */
    enabled: smallint('enabled').$type<0 | 1>().notNull().default(1),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kb_segment_document_seq_uq').on(t.documentId, t.seq),
    index('kb_segment_library_idx').on(t.tenantId, t.libraryId),
  ],
);
