import { timestamp } from 'drizzle-orm/pg-core';

/** Every time is a timestamptz (DESIGN §6); the API converts to milliseconds. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => tstz('created_at').notNull().defaultNow();
