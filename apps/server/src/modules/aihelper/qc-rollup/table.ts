import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The QC rollups (docs/aihelper-quality.md, QC analysis): per tenant, day of the tenant's calendar
 * (the day the conversation started), agent and skill group. Kept in the scoring transaction (a
 * conversation scored again is taken out, then counted anew) and rebuilt from the scores and hits
 * on demand.
 */
const key = () => ({
  tenantId: text('tenant_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  agent: text('agent').notNull(),
  skillGroup: text('skill_group').notNull(),
});
const n = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Scored conversations, their scores summed, the passes, the bands of the distribution, the hits that count. */
export const ahQcRollupDays = pgTable(
  'ah_qc_rollup_days',
  {
    ...key(),
    conversations: n('conversations'),
    scoreSum: n('score_sum'),
    passed: n('passed'),
    bandFail: n('band_fail'),
    bandFair: n('band_fair'),
    bandGood: n('band_good'),
    bandExcellent: n('band_excellent'),
    hits: n('hits'),
  },
  (t) => [primaryKey({ name: 'ah_qc_rollup_days_pk', columns: [t.tenantId, t.day, t.agent, t.skillGroup] })],
);

/** Each point's hits that count, and the conversations they are in. */
export const ahQcRollupPoints = pgTable(
  'ah_qc_rollup_points',
  {
    ...key(),
    pointId: text('point_id').notNull(),
    hits: n('hits'),
    conversations: n('conversations'),
  },
  (t) => [
    primaryKey({ name: 'ah_qc_rollup_points_pk', columns: [t.tenantId, t.day, t.agent, t.skillGroup, t.pointId] }),
  ],
);
