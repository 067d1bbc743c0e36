import { QC_PASS_SCORE } from '@zhiyu/contract/modules/aihelper/qc-analysis';
import { type SQL, sql } from 'drizzle-orm';

const KEY = sql.raw('tenant_id, day, agent, skill_group');

/**
 * One statement that adds the scored conversations of `ah_qc_scores` matching `where` (a condition
 * on its columns) to the two QC rollups, each on the day it started (days of `timeZone`), or takes
 * them out with `sign` −1 (a conversation about to be scored again). The hits counted are those
 * that count (not voided by an accepted dispute). The rebuild and the scoring job run this same
 * statement, so they cannot count differently.
 */
export function addScoresSql(where: SQL, timeZone: string, sign: 1 | -1 = 1): SQL {
  const k = sql.raw(String(sign));
  return sql`
WITH s AS (
  SELECT conversation_id, tenant_id, (started_at AT TIME ZONE ${timeZone})::date AS day, agent, skill_group,
    round(score)::int AS score, hits
  FROM ah_qc_scores WHERE scored_at IS NOT NULL AND (${where})
),
p AS (
  INSERT INTO ah_qc_rollup_points (${KEY}, point_id, hits, conversations)
  SELECT s.tenant_id, s.day, s.agent, s.skill_group, h.point_id, ${k} * count(*), ${k} * count(DISTINCT h.conversation_id)
  FROM s JOIN ah_qc_hits h ON h.conversation_id = s.conversation_id AND h.review <> 3
  GROUP BY s.tenant_id, s.day, s.agent, s.skill_group, h.point_id
  ON CONFLICT ON CONSTRAINT ah_qc_rollup_points_pk DO UPDATE SET
    hits = ah_qc_rollup_points.hits + excluded.hits,
    conversations = ah_qc_rollup_points.conversations + excluded.conversations
  RETURNING 1
)
INSERT INTO ah_qc_rollup_days (${KEY}, conversations, score_sum, passed, band_fail, band_fair, band_good,
  band_excellent, hits)
SELECT ${KEY}, ${k} * count(*), ${k} * sum(score), ${k} * count(*) FILTER (WHERE score >= ${sql.raw(String(QC_PASS_SCORE))}),
  ${k} * count(*) FILTER (WHERE score < 60), ${k} * count(*) FILTER (WHERE score >= 60 AND score < 80),
  ${k} * count(*) FILTER (WHERE score >= 80 AND score < 90), ${k} * count(*) FILTER (WHERE score >= 90),
  ${k} * sum(hits)
FROM s GROUP BY ${KEY}
ON CONFLICT ON CONSTRAINT ah_qc_rollup_days_pk DO UPDATE SET
  conversations = ah_qc_rollup_days.conversations + excluded.conversations,
  score_sum = ah_qc_rollup_days.score_sum + excluded.score_sum,
  passed = ah_qc_rollup_days.passed + excluded.passed,
  band_fail = ah_qc_rollup_days.band_fail + excluded.band_fail,
  band_fair = ah_qc_rollup_days.band_fair + excluded.band_fair,
  band_good = ah_qc_rollup_days.band_good + excluded.band_good,
  band_excellent = ah_qc_rollup_days.band_excellent + excluded.band_excellent,
  hits = ah_qc_rollup_days.hits + excluded.hits`;
}
