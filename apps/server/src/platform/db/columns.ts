import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/** Every time is a timestamptz (requirements D6); the API converts to milliseconds. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
/**
 * The import that wrote a row (null for rows written any other way). While that import is still
 * publishing, its job id is in `import_pending` and readers leave the row out (`published()` in
 * platform/jobs/visibility.ts).
 */
export const importJob = () => text('import_job');

/** Binary data (file chunks, sketches, trained models). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
