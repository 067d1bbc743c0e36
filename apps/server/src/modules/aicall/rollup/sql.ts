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
 *
 * Written for speed on large sets (a rebuild, the volume seed): the calls are grouped once by the
 * key and the per-call columns the counts need (`g`), and the sums, classes, levels and nodes are
 * read from those few groups instead of from every call; only calls with a transcript are
 * unpacked into turns, and a call's tags are counted once each by keeping a tag only at its first
 * place in the array, which needs no per-call grouping (docs/aicall-board-speed.md).
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
g AS (
  SELECT ${KEY}, result_class, intention_level, hangup_by, hangup_node_id, max(hangup_node_name) AS node_name,
    count(*) AS calls, count(answered_at) AS connected, sum(duration_sec) AS duration_sec, sum(rounds) AS rounds,
    count(*) FILTER (WHERE transferred) AS transferred
  FROM r GROUP BY ${KEY}, result_class, intention_level, hangup_by, hangup_node_id
),
turns AS (
  SELECT id, ${KEY}, ord, coalesce(t->>'intent', '') AS intent,
    left(btrim(coalesce(t->>'text', '')), ${UTTERANCE_MAX}) AS text
  FROM (
    SELECT id, ${KEY}, jsonb_array_elements(transcript) AS t, generate_series(1, jsonb_array_length(transcript)) AS ord
    FROM r WHERE transcript <> '[]'::jsonb
  ) AS e
  WHERE t->>'role' = 'user'
),
turn_sums AS (
  SELECT ${KEY}, count(*) AS user_turns, count(*) FILTER (WHERE intent <> '') AS recognised_turns
  FROM turns GROUP BY ${KEY}
),
call_sums AS (
  SELECT ${KEY}, sum(calls) AS calls, sum(connected) AS connected, sum(duration_sec) AS duration_sec,
    sum(rounds) AS rounds, sum(transferred) AS transferred,
    coalesce(sum(calls) FILTER (WHERE hangup_by = 'user'), 0) AS user_hangups,
    coalesce(sum(calls) FILTER (WHERE hangup_by = 'system'), 0) AS system_hangups
  FROM g GROUP BY ${KEY}
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
  SELECT ${KEY}, 'class' AS kind, result_class AS item, '' AS label, calls AS n FROM g
  UNION ALL
  SELECT ${KEY}, 'level', intention_level, '', calls FROM g WHERE intention_level IS NOT NULL
  UNION ALL
  SELECT ${KEY}, CASE hangup_by WHEN 'user' THEN 'nodeUser' ELSE 'nodeSystem' END, hangup_node_id,
    coalesce(node_name, ''), calls
  FROM g WHERE hangup_node_id IS NOT NULL AND hangup_by IN ('user', 'system')
  UNION ALL
  SELECT ${KEY}, kind, item, '', 1 FROM (
    SELECT DISTINCT id, ${KEY}, CASE WHEN intent <> '' THEN 'intent' ELSE 'unrecognised' END AS kind,
      CASE WHEN intent <> '' THEN intent ELSE text END AS item
    FROM turns WHERE intent <> '' OR text <> ''
  ) AS hit
  UNION ALL
  SELECT ${KEY}, 'hangupIntent', l.intent, '', 1
  FROM r JOIN last_turn l USING (id) WHERE r.hangup_by = 'user'
  UNION ALL
  SELECT ${KEY}, 'tag', tag, '', 1 FROM (
    SELECT ${KEY}, tags, unnest(tags) AS tag, generate_subscripts(tags, 1) AS ord FROM r WHERE tags <> '{}'
  ) AS u
  WHERE tag <> '' AND array_position(tags, tag) = ord
)
INSERT INTO call_rollup_counts (${KEY}, kind, item, label, n)
SELECT ${KEY}, kind, item, max(label), sum(n)
FROM items GROUP BY ${KEY}, kind, item
ON CONFLICT ON CONSTRAINT call_rollup_counts_pk DO UPDATE SET
  n = call_rollup_counts.n + excluded.n,
  label = greatest(call_rollup_counts.label, excluded.label)`;
}
