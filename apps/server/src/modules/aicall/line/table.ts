import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from '../../../platform/db/columns.ts';

/**
 * How the simulated line (模拟线路) behaves: the share of calls answered, and for the rest the
 * weight of each requirements §4 cause code; callee behaviour (how often it says something unrecognised
 * or stays silent) and the talk pace.
 */
export interface LineSimulation {
  answerRate: number;
  causeWeights: Record<string, number>;
  unrecognisedRate: number;
  silenceRate: number;
  /** Simulated milliseconds per round (0 = as fast as possible, for tests and benchmarks). */
  roundMs: number;
  /** What the callee says off-script (the unrecognised share); fillers when absent. */
  phrases?: string[];
}

/** Numbers and lines (号码管理). Outbound tasks dial through them; an inbound bot answers on one. */
export const callLines = pgTable(
  'call_lines',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    appId: text('app_id').notNull().default(''),
    number: text('number').notNull(),
    name: text('name').notNull().default(''),
    kind: text('kind').$type<'simulated' | 'sip'>().notNull().default('simulated'),
    concurrency: integer('concurrency').notNull().default(10),
    /** 1 enabled, 0 disabled. */
    status: smallint('status').$type<0 | 1>().notNull().default(1),
    simulation: jsonb('simulation').$type<LineSimulation>(),
    /** The inbound bot that answers calls to this number, if any. */
    inboundBotId: text('inbound_bot_id'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('call_lines_scope_number_uq').on(t.tenantId, t.appId, t.number),
    index('call_lines_scope_created_idx').on(t.tenantId, t.appId, t.createdAt, t.id),
  ],
);
