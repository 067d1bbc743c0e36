import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * True for a row whose import has finished publishing (or that no import wrote): every reader of a
 * table that imports publish into a chunk at a time (customers, the two blacklists) adds it to its
 * conditions, so an import's rows appear all at once when its `import_pending` row goes. The list
 * of pending jobs is tiny (usually empty), so this costs one hashed lookup per imported row.
 */
export function published(importJob: AnyColumn | SQL): SQL {
  return sql`(${importJob} IS NULL OR ${importJob} NOT IN (SELECT job_id FROM import_pending))`;
}
