import { type SQL, sql } from 'drizzle-orm';
import { HLL_SIZE, hllIdxSql, hllRhoSql } from './hll.ts';

const KEY = sql.raw('tenant_id, app_id, day, channel_id, channel_type');
const ROUND_KINDS = sql.raw(`('question', 'click', 'nontext')`);

/**
 * One statement that adds the sessions of `text_sessions` matching `where` (a condition on the
 * sessions' columns), with all their messages, to the four text rollups: sessions and outcomes
 * per day (with the day's item figures summed), distinct visitors, knowledge items, search words. Everything counts on the day the
 * session started (the tenant's calendar). Rounds, answers and dislikes are recounted from the
 * messages; transfers, scenes and ratings are the session's own facts. Persons are the visitor rows
 * this statement adds (new to their day and channel), and their registers go into the day's sketch.
 * The rebuild and the volume
 * seed run this same statement; the chat engine's live upserts (live.ts) must agree with it, which
 * test/aitext/rollup/rollup.test.ts checks on random data.
 */
export function addSessionsSql(where: SQL, timeZone: string): SQL {
  return sql`
WITH s AS (
  SELECT id, tenant_id, app_id, (started_at AT TIME ZONE ${timeZone})::date AS day, channel_id, channel_type,
    visitor_key, transferred, scenes, rating
  FROM text_sessions WHERE ${where}
),
m AS (
  SELECT s.id AS session_id, s.tenant_id, s.app_id, s.day, s.channel_id, s.channel_type,
    x.kind, x.hit_kind, x.hit_ref_id, x.vote, x.words
  FROM s JOIN text_messages x ON x.session_id = s.id
),
per AS (
  SELECT session_id, count(*) FILTER (WHERE kind IN ${ROUND_KINDS}) AS rounds,
    count(*) FILTER (WHERE kind = 'answer') AS answers,
    count(*) FILTER (WHERE kind = 'answer' AND vote = -1) AS dislikes,
    count(*) FILTER (WHERE hit_ref_id IS NOT NULL AND kind = 'answer') AS item_hits,
    count(*) FILTER (WHERE hit_ref_id IS NOT NULL AND kind = 'click') AS item_clicks,
    count(*) FILTER (WHERE hit_ref_id IS NOT NULL AND kind = 'answer' AND vote = 1) AS item_likes,
    count(*) FILTER (WHERE hit_ref_id IS NOT NULL AND kind = 'answer' AND vote = -1) AS item_dislikes
  FROM m GROUP BY session_id
),
visitors AS (
  INSERT INTO text_rollup_visitors (${KEY}, visitor_key)
  SELECT DISTINCT ${KEY}, visitor_key FROM s
  ON CONFLICT ON CONSTRAINT text_rollup_visitors_pk DO NOTHING
  RETURNING tenant_id, app_id, day, channel_id, channel_type, visitor_key
),
regs AS (
  SELECT ${KEY}, idx, max(rho) AS rho
  FROM (SELECT ${KEY}, ${hllIdxSql(sql.raw('visitor_key'))} AS idx, ${hllRhoSql(sql.raw('visitor_key'))} AS rho FROM visitors) x
  GROUP BY ${KEY}, idx
),
people AS (
  SELECT k.tenant_id, k.app_id, k.day, k.channel_id, k.channel_type, max(k.persons) AS persons,
    decode(string_agg(lpad(to_hex(coalesce(r.rho, 0)), 2, '0'), '' ORDER BY i.i), 'hex') AS hll
  FROM (SELECT ${KEY}, count(*) AS persons FROM visitors GROUP BY ${KEY}) k
  CROSS JOIN generate_series(0, ${HLL_SIZE - 1}) AS i(i)
  LEFT JOIN regs r ON r.tenant_id = k.tenant_id AND r.app_id = k.app_id AND r.day = k.day
    AND r.channel_id = k.channel_id AND r.channel_type = k.channel_type AND r.idx = i.i
  GROUP BY k.tenant_id, k.app_id, k.day, k.channel_id, k.channel_type
),
days AS (
  INSERT INTO text_rollup_days (${KEY}, sessions, persons, hll, rounds, solved, transferred, scene1, scene2, scene3,
    scene4, scene5, rated, rating_sum, item_hits, item_clicks, item_likes, item_dislikes)
  SELECT s.tenant_id, s.app_id, s.day, s.channel_id, s.channel_type, count(*), coalesce(max(pp.persons), 0),
    (array_agg(pp.hll))[1], coalesce(sum(p.rounds), 0),
    count(*) FILTER (WHERE coalesce(p.answers, 0) > 0 AND coalesce(p.dislikes, 0) = 0 AND NOT s.transferred),
    count(*) FILTER (WHERE s.transferred),
    count(*) FILTER (WHERE s.scenes & 1 <> 0), count(*) FILTER (WHERE s.scenes & 2 <> 0),
    count(*) FILTER (WHERE s.scenes & 4 <> 0), count(*) FILTER (WHERE s.scenes & 8 <> 0),
    count(*) FILTER (WHERE s.scenes & 16 <> 0),
    count(s.rating), coalesce(sum(s.rating), 0),
    coalesce(sum(p.item_hits), 0), coalesce(sum(p.item_clicks), 0), coalesce(sum(p.item_likes), 0),
    coalesce(sum(p.item_dislikes), 0)
  FROM s LEFT JOIN per p ON p.session_id = s.id
  LEFT JOIN people pp ON pp.tenant_id = s.tenant_id AND pp.app_id = s.app_id AND pp.day = s.day
    AND pp.channel_id = s.channel_id AND pp.channel_type = s.channel_type
  GROUP BY s.tenant_id, s.app_id, s.day, s.channel_id, s.channel_type
  ON CONFLICT ON CONSTRAINT text_rollup_days_pk DO UPDATE SET
    sessions = text_rollup_days.sessions + excluded.sessions,
    persons = text_rollup_days.persons + excluded.persons,
    hll = CASE WHEN excluded.hll IS NULL THEN text_rollup_days.hll WHEN text_rollup_days.hll IS NULL THEN excluded.hll
      ELSE (SELECT decode(string_agg(lpad(to_hex(greatest(get_byte(text_rollup_days.hll, i), get_byte(excluded.hll, i))), 2, '0'),
        '' ORDER BY i), 'hex') FROM generate_series(0, ${HLL_SIZE - 1}) AS i) END,
    rounds = text_rollup_days.rounds + excluded.rounds,
    solved = text_rollup_days.solved + excluded.solved,
    transferred = text_rollup_days.transferred + excluded.transferred,
    scene1 = text_rollup_days.scene1 + excluded.scene1,
    scene2 = text_rollup_days.scene2 + excluded.scene2,
    scene3 = text_rollup_days.scene3 + excluded.scene3,
    scene4 = text_rollup_days.scene4 + excluded.scene4,
    scene5 = text_rollup_days.scene5 + excluded.scene5,
    rated = text_rollup_days.rated + excluded.rated,
    rating_sum = text_rollup_days.rating_sum + excluded.rating_sum,
    item_hits = text_rollup_days.item_hits + excluded.item_hits,
    item_clicks = text_rollup_days.item_clicks + excluded.item_clicks,
    item_likes = text_rollup_days.item_likes + excluded.item_likes,
    item_dislikes = text_rollup_days.item_dislikes + excluded.item_dislikes
  RETURNING 1
),
items AS (
  INSERT INTO text_rollup_items (${KEY}, ref_kind, ref_id, hits, clicks, likes, dislikes)
  SELECT ${KEY}, hit_kind, hit_ref_id, count(*) FILTER (WHERE kind = 'answer'),
    count(*) FILTER (WHERE kind = 'click'), count(*) FILTER (WHERE kind = 'answer' AND vote = 1),
    count(*) FILTER (WHERE kind = 'answer' AND vote = -1)
  FROM m WHERE hit_ref_id IS NOT NULL AND kind IN ('answer', 'click')
  GROUP BY ${KEY}, hit_kind, hit_ref_id
  ON CONFLICT ON CONSTRAINT text_rollup_items_pk DO UPDATE SET
    hits = text_rollup_items.hits + excluded.hits,
    clicks = text_rollup_items.clicks + excluded.clicks,
    likes = text_rollup_items.likes + excluded.likes,
    dislikes = text_rollup_items.dislikes + excluded.dislikes
  RETURNING 1
)
INSERT INTO text_rollup_words (${KEY}, word, search_count)
SELECT ${KEY}, w.word, count(*)
FROM m CROSS JOIN LATERAL unnest(m.words) AS w(word)
WHERE m.kind = 'question'
GROUP BY ${KEY}, w.word
ON CONFLICT ON CONSTRAINT text_rollup_words_pk DO UPDATE SET
  search_count = text_rollup_words.search_count + excluded.search_count`;
}
