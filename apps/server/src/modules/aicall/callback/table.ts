import type { CallbackEvent } from '@zhiyu/contract/modules/aicall/callback';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * Each event POSTed to the app's callback URL — a finished call, or an agent's form submitted
 * (`event`, with `record_id` the id of what it is about): the delivery log, retried with backoff.
 */
export const callbackDeliveries = pgTable(
  'callback_deliveries',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    recordId: text('record_id').notNull(),
    event: text('event').$type<CallbackEvent>().notNull().default('call.finished'),
    url: text('url').notNull(),
    status: text('status').$type<'pending' | 'ok' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at'),
    responseStatus: integer('response_status'),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('callback_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('callback_deliveries_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id),
  ],
);
