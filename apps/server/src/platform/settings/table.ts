import { pgTable, text } from 'drizzle-orm/pg-core';

/** Server-wide key/value settings, e.g. the generated secret that signs SDK tokens. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
