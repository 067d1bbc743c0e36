import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * External AI engines the operator manages: NLP engines (/aiadmin/nlp) and ASR/TTS engines
 * (/aiadmin/speechengine). `credentials` holds the encrypted secret (platform/crypto), never the
 * clear text; `vendor` 'local' is the built-in engine that needs nothing installed.
 */
export const engines = pgTable(
  'engines',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'nlp' | 'asr' | 'tts'>().notNull(),
    name: text('name').notNull(),
    vendor: text('vendor').notNull(),
    endpoint: text('endpoint').notNull().default(''),
    /** AES-256-GCM ciphertext of the credential JSON, or '' when none is set. */
    credentials: text('credentials').notNull().default(''),
    /** Vendor options that are not secret (model, language, voice, timeout…). */
    options: jsonb('options').$type<Record<string, string | number | boolean>>().notNull().default({}),
    status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    lastTestAt: tstz('last_test_at'),
    /** The last connection test's outcome: 'ok' or the reason it failed. */
    lastTestResult: text('last_test_result'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('engines_kind_idx').on(t.kind, t.createdAt, t.id)],
);

/** Which tenants may use an engine. */
export const engineTenants = pgTable(
  'engine_tenants',
  {
    engineId: text('engine_id')
      .notNull()
      .references(() => engines.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.engineId, t.tenantId] }), index('engine_tenants_tenant_idx').on(t.tenantId)],
);
