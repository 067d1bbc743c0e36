import { type SQL, sql } from 'drizzle-orm';
import { UTTERANCE_MAX } from './kinds.ts';

const KEY = sql.raw('tenant_id, app_id, day, direction, task_id, bot_id, bot_version');

/**
 * One statement that adds the calls of `call_records` matching `where` (a condition on the
 * records' columns) to both rollup tables: rows are grouped by key first, then upserted, adding
 * to what is there. The same statement serves a finishing call (`id = …`) and a rebuild (a tenant
 * and a time range, after the range's rows were deleted), so both count alike. A node's `label`
 * is the greatest name seen under the key: one bot version's nodes keep their names, so it is the
 * name. Intents and unrecognised utterances count calls (once per call however often the callee
 * said it), so a board's bar equals the number of records its drill-down lists.
 */
export function addCallsSql(where: SQL, timeZone: string): SQL {
  return sql`
WITH r AS (
  SELECT id, tenant_id, app_id, (started_at AT TIME ZONE ${timeZone})::date AS day, direction,
    coalesce(task_id, '') AS task_id, coalesce(bot_id, '') AS bot_id, coalesce(bot_version, 0) AS bot_version,
    answered_at, duration_sec, rounds, transferred, hangup_by, result_class, intention_level,
    hangup_node_id, hangup_node_name, transcript, tags
  FROM call_records WHERE ${where}
),
turns AS (
  SELECT r.id, r.tenant_id, r.app_id, r.day, r.direction, r.task_id, r.bot_id, r.bot_version,
    e.ord, coalesce(e.t->>'intent', '') AS intent, left(btrim(coalesce(e.t->>'text', '')), ${UTTERANCE_MAX}) AS text
  FROM r CROSS JOIN LATERAL jsonb_array_elements(r.transcript) WITH ORDINALITY AS e(t, ord)
  WHERE e.t->>'role' = 'user'
),
turn_sums AS (
  SELECT ${KEY}, count(*) AS user_turns, count(*) FILTER (WHERE intent <> '') AS recognised_turns
  FROM turns GROUP BY ${KEY}
),
call_sums AS (
  SELECT ${KEY}, count(*) AS calls, count(answered_at) AS connected, sum(duration_sec) AS duration_sec,
    sum(rounds) AS rounds, count(*) FILTER (WHERE transferred) AS transferred,
    count(*) FILTER (WHERE hangup_by = 'user') AS user_hangups,
    count(*) FILTER (WHERE hangup_by = 'system') AS system_hangups
  FROM r GROUP BY ${KEY}
),
days AS (
  INSERT INTO call_rollup_days (${KEY}, calls, connected, duration_sec, rounds, transferred, user_hangups,
    system_hangups, user_turns, recognised_turns)
  SELECT c.tenant_id, c.app_id, c.day, c.direction, c.task_id, c.bot_id, c.bot_version, c.calls, c.connected,
    c.duration_sec, c.rounds, c.transferred, c.user_hangups, c.system_hangups,
    coalesce(t.user_turns, 0), coalesce(t.recognised_turns, 0)
  FROM call_sums c LEFT JOIN turn_sums t USING (tenant_id, app_id, day, direction, task_id, bot_id, bot_version)
  ON CONFLICT ON CONSTRAINT call_rollup_days_pk DO UPDATE SET
    calls = call_rollup_days.calls + excluded.calls,
    connected = call_rollup_days.connected + excluded.connected,
    duration_sec = call_rollup_days.duration_sec + excluded.duration_sec,
    rounds = call_rollup_days.rounds + excluded.rounds,
    transferred = call_rollup_days.transferred + excluded.transferred,
    user_hangups = call_rollup_days.user_hangups + excluded.user_hangups,
    system_hangups = call_rollup_days.system_hangups + excluded.system_hangups,
    user_turns = call_rollup_days.user_turns + excluded.user_turns,
    recognised_turns = call_rollup_days.recognised_turns + excluded.recognised_turns
  RETURNING 1
),
last_turn AS (
  SELECT DISTINCT ON (id) id, intent FROM turns ORDER BY id, ord DESC
),
items AS (
  SELECT ${KEY}, 'class' AS kind, result_class AS item, '' AS label FROM r
  UNION ALL
  SELECT ${KEY}, 'level', intention_level, '' FROM r WHERE intention_level IS NOT NULL
  UNION ALL
  SELECT ${KEY}, CASE hangup_by WHEN 'user' THEN 'nodeUser' ELSE 'nodeSystem' END, hangup_node_id,
    coalesce(hangup_node_name, '')
  FROM r WHERE hangup_node_id IS NOT NULL AND hangup_by IN ('user', 'system')
  UNION ALL
  SELECT ${KEY}, kind, item, '' FROM (
    SELECT DISTINCT id, ${KEY}, CASE WHEN intent <> '' THEN 'intent' ELSE 'unrecognised' END AS kind,
      CASE WHEN intent <> '' THEN intent ELSE text END AS item
    FROM turns WHERE intent <> '' OR text <> ''
  ) AS hit
  UNION ALL
  SELECT ${KEY}, 'hangupIntent', l.intent, ''
  FROM r JOIN last_turn l USING (id) WHERE r.hangup_by = 'user'
  UNION ALL
  SELECT ${KEY}, 'tag', g.tag, ''
  FROM r CROSS JOIN LATERAL (SELECT DISTINCT u.tag FROM unnest(r.tags) AS u(tag) WHERE u.tag <> '') AS g
)
INSERT INTO call_rollup_counts (${KEY}, kind, item, label, n)
SELECT ${KEY}, kind, item, max(label), count(*)
FROM items GROUP BY ${KEY}, kind, item
ON CONFLICT ON CONSTRAINT call_rollup_counts_pk DO UPDATE SET
  n = call_rollup_counts.n + excluded.n,
  label = greatest(call_rollup_counts.label, excluded.label)`;
}
