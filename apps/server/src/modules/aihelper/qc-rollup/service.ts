import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { tenantTimeZone } from '../../../platform/reporting/range.ts';
import { defineRollup } from '../../../platform/reporting/rollup.ts';
import { ahQcScores } from '../qc/table.ts';
import { addScoresSql } from './sql.ts';

/** The QC rollups' declaration: rebuilt from the scores (their day is the conversation's start). */
export const qcRollup = defineRollup({
  tables: ['ah_qc_rollup_days', 'ah_qc_rollup_points'],
  source: 'ah_qc_scores',
  add: (where, timeZone) => addScoresSql(where, timeZone),
  counted: 'conversations',
});

/** In the scoring transaction: these conversations leave the rollups (−1) before they are scored again, or join them (+1). */
export async function moveInRollups(db: Db, tenantId: string, ids: string[], sign: 1 | -1) {
  if (!ids.length) return;
  const where = sql`${inArray(ahQcScores.conversationId, ids)}`;
  await db.execute(addScoresSql(where, tenantTimeZone(tenantId), sign));
}
