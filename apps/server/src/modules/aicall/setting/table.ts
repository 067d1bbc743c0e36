import { integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../../platform/db/columns.ts';

/**
 * An app's call settings: the ASR/TTS engines chosen among those the platform assigned, the
 * tenant-wide concurrency cap the dialer respects, and the result callback (URL and a secret
 * sealed with the server key, never returned in clear).
 */
export const aicallSettings = pgTable(
  'aicall_settings',
  {
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    asrEngineId: text('asr_engine_id'),
    ttsEngineId: text('tts_engine_id'),
    maxConcurrency: integer('max_concurrency').notNull().default(20),
    callbackUrl: text('callback_url').notNull().default(''),
    callbackSecret: text('callback_secret').notNull().default(''),
    callbackEnabled: smallint('callback_enabled').$type<0 | 1>().notNull().default(0),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.appId] })],
);
