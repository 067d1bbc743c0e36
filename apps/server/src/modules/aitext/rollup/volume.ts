/**
 * Volume data for the text metrics' speed check: realistic chat sessions of one tenant's app over
 * recent days, written with set-based SQL (generate_series), one transaction per day: the day's
 * sessions, their messages (a welcome, then a question and the bot's reply per round), the flags
 * the messages imply, and the rollups by the statement the rebuild runs. Days run on several
 * connections at once on PostgreSQL; no two days share rollup keys.
 */
import { addDays, zonedDay, zonedDayStart } from '@zhiyu/contract/rules/zoned-day';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import { textChannels } from '../../aitext/channel/table.ts';
import { addSessionsSql } from './sql.ts';
import { tenantTimeZone } from './zone.ts';

/** Search words the visitors' questions are made of (two a question). */
const WORDS = [
  ...['退货', '退款', '运费', '发票', '地址', '积分', '会员', '优惠券', '发货', '物流', '快递', '售后', '换货'],
  ...['价格', '尺码', '颜色', '库存', '预售', '订单', '支付', '花呗', '信用卡', '退换', '保修', '维修', '安装'],
  ...['客服', '投诉', '活动', '满减', '包邮', '到账', '取消', '修改', '签收', '破损', '少件', '错发', '开票'],
];

export interface TextVolumeInput {
  tenantId: string;
  appId: string;
  /** Messages to write (about 8 a session). */
  messages: number;
  days: number;
  workers?: number;
  now?: number;
}

export interface TextVolumeResult {
  sessions: number;
  messages: number;
  days: number;
  ms: number;
}

/** The app's channels to spread sessions over: official ones twice as likely as test windows. */
async function channelsOf(db: Db, tenantId: string, appId: string) {
  const rows = await db
    .select({ id: textChannels.id, type: textChannels.channelType })
    .from(textChannels)
    .where(and(eq(textChannels.tenantId, tenantId), eq(textChannels.appId, appId)));
  if (!rows.length) throw new Error(`tenant ${tenantId} app ${appId} has no text channel`);
  return rows.flatMap((r) => (r.type === 0 ? [r, r] : [r]));
}

/** The tenant's knowledge item ids, topped up with made-up ones to a thousand hit targets. */
async function itemIdsOf(db: Db, tenantId: string) {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM kb_items WHERE tenant_id = ${tenantId} LIMIT 1000`),
  );
  const ids = rows.map((r) => r.id);
  for (let i = ids.length; i < 1000; i++) ids.push(`vol-item-${i}`);
  return ids;
}

/** One day's sessions, messages, flags and rollups, in one transaction. */
function daySql(o: {
  tenantId: string;
  appId: string;
  day: string;
  from: number;
  n: number;
  visitors: number;
  channels: { id: string; type: number }[];
  items: string[];
  tz: string;
}) {
  const prefix = `vol-${o.day}-`;
  const chIds = sql`ARRAY[${sql.join(
    o.channels.map((c) => sql`${c.id}`),
    sql`, `,
  )}]::text[]`;
  const chTypes = sql`ARRAY[${sql.join(
    o.channels.map((c) => sql`${c.type}`),
    sql`, `,
  )}]::smallint[]`;
  const items = sql`ARRAY[${sql.join(
    o.items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;
  const words = sql`ARRAY[${sql.join(
    WORDS.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
  const salt = Number(o.day.replaceAll('-', ''));
  // Sessions between 09:00 and 20:00, in time order; x1..x5 are independent draws per session.
  const sessions = sql`
INSERT INTO text_sessions (id, tenant_id, app_id, channel_id, channel_type, visitor_id, visitor_key, lang, started_at,
  last_at, first_question, messages, rounds, scenes, transferred, transfer_reason, rating)
SELECT ${prefix} || g, ${o.tenantId}, ${o.appId}, (${chIds})[1 + x1 % ${o.channels.length}],
  (${chTypes})[1 + x1 % ${o.channels.length}], 'vv' || (x2 % ${o.visitors}),
  hashtextextended((${chIds})[1 + x1 % ${o.channels.length}] || ':vv' || (x2 % ${o.visitors}), 0),
  'zh', at, at + make_interval(secs => 20 * (1 + x3 % 6)), '', 1 + 2 * (1 + x3 % 6), 1 + x3 % 6,
  CASE x4 % 50 WHEN 0 THEN 2 WHEN 1 THEN 8 WHEN 2 THEN 16 ELSE 0 END,
  x4 % 50 = 1, CASE WHEN x4 % 50 = 1 THEN 4 END, CASE WHEN x5 % 10 < 3 THEN 1 + x5 % 5 END
FROM generate_series(1, ${o.n}) g
CROSS JOIN LATERAL (SELECT
  abs(hashint8extended(g, ${salt})) AS x1, abs(hashint8extended(g, ${salt + 1})) AS x2,
  abs(hashint8extended(g, ${salt + 2})) AS x3, abs(hashint8extended(g, ${salt + 3})) AS x4,
  abs(hashint8extended(g, ${salt + 4})) AS x5,
  to_timestamp(${o.from / 1000} + 32400 + (g - 1) * (39600.0 / ${o.n})) AS at) d`;
  // Per round: the question (two words), then an answer (72 %, some liked or disliked), the
  // fallback (18 %) or did-you-mean candidates (10 %).
  const messages = sql`
INSERT INTO text_messages (id, tenant_id, session_id, seq, role, kind, text, hit_kind, hit_ref_id, score, field, vote,
  words, created_at)
SELECT s.id || '-' || q.seq, s.tenant_id, s.id, q.seq,
  CASE WHEN q.seq % 2 = 1 THEN 'user' ELSE 'bot' END, q.kind,
  CASE q.kind WHEN 'question' THEN w1 || w2 || '怎么办' WHEN 'welcome' THEN '您好' ELSE '回复' END,
  CASE WHEN q.kind = 'answer' THEN 'item' END, CASE WHEN q.kind = 'answer' THEN (${items})[1 + y % ${o.items.length}] END,
  CASE WHEN q.kind = 'answer' THEN 0.8 END, CASE WHEN q.kind = 'answer' THEN 'question' END,
  CASE WHEN q.kind = 'answer' AND y % 100 < 8 THEN 1 WHEN q.kind = 'answer' AND y % 100 < 11 THEN -1 END::smallint,
  CASE WHEN q.kind = 'question' THEN ARRAY[w1, w2] END, s.started_at + make_interval(secs => q.seq * 10)
FROM text_sessions s
CROSS JOIN LATERAL generate_series(0, s.messages - 1) AS r(seq)
CROSS JOIN LATERAL (SELECT r.seq, abs(hashtextextended(s.id, r.seq)) AS y) h
CROSS JOIN LATERAL (SELECT h.seq, CASE WHEN h.seq = 0 THEN 'welcome' WHEN h.seq % 2 = 1 THEN 'question'
  WHEN h.y % 100 < 72 THEN 'answer' WHEN h.y % 100 < 90 THEN 'fallback' ELSE 'suggest' END AS kind,
  (${words})[1 + h.y % ${WORDS.length}] AS w1, (${words})[1 + (h.y / 7) % ${WORDS.length}] AS w2) q
WHERE s.tenant_id = ${o.tenantId} AND s.id LIKE ${`${prefix}%`}`;
  // The flags the messages imply: scene 1 on a fallback, 3 on a dislike (which hands over, as
  // the volume channels transfer on 3 and 4), solved as the engine defines it.
  const flags = sql`
UPDATE text_sessions s SET answers = a.answers, disliked = a.dislikes > 0,
  scenes = s.scenes | CASE WHEN a.fallbacks > 0 THEN 1 ELSE 0 END | CASE WHEN a.dislikes > 0 THEN 4 ELSE 0 END,
  transferred = s.transferred OR a.dislikes > 0,
  transfer_reason = coalesce(s.transfer_reason, CASE WHEN a.dislikes > 0 THEN 3 END),
  solved = a.answers > 0 AND a.dislikes = 0 AND NOT s.transferred,
  first_question = a.first
FROM (SELECT session_id, count(*) FILTER (WHERE kind = 'answer') AS answers,
    count(*) FILTER (WHERE kind = 'answer' AND vote = -1) AS dislikes, count(*) FILTER (WHERE kind = 'fallback') AS fallbacks,
    min(text) FILTER (WHERE seq = 1) AS first
  FROM text_messages WHERE tenant_id = ${o.tenantId} AND session_id LIKE ${`${prefix}%`} GROUP BY session_id) a
WHERE s.id = a.session_id`;
  const range = sql`tenant_id = ${o.tenantId} AND app_id = ${o.appId} AND started_at >= to_timestamp(${o.from / 1000})
    AND started_at < to_timestamp(${o.from / 1000 + 86_400}) AND id LIKE ${`${prefix}%`}`;
  return [sessions, messages, flags, addSessionsSql(range, o.tz)];
}

/**
 * Sessions for `messages` messages (about eight a session) spread evenly over the `days` days
 * ending yesterday, each day in its own transaction. Visitors come back now and then: the pool is
 * four fifths of the sessions.
 */
export async function seedTextVolume(db: Db, input: TextVolumeInput): Promise<TextVolumeResult> {
  const t0 = performance.now();
  const tz = tenantTimeZone(input.tenantId);
  const channels = await channelsOf(db, input.tenantId, input.appId);
  const items = await itemIdsOf(db, input.tenantId);
  const total = Math.max(1, Math.round(input.messages / 8));
  const perDay = Math.ceil(total / input.days);
  const visitors = Math.max(1, Math.round(total * 0.8));
  const today = zonedDay(input.now ?? Date.now(), tz);
  const days = Array.from({ length: input.days }, (_, i) => addDays(today, i - input.days));
  let next = 0;
  const worker = async () => {
    while (next < days.length) {
      const day = days[next++];
      const statements = daySql({
        ...input,
        day,
        from: zonedDayStart(day, tz),
        n: perDay,
        visitors,
        channels,
        items,
        tz,
      });
      await db.transaction(async (tx) => {
        for (const s of statements) await tx.execute(s);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, input.workers ?? 1) }, worker));
  const [c] = rowsOf<{ sessions: string; messages: string }>(
    await db.execute(sql`SELECT (SELECT count(*) FROM text_sessions WHERE tenant_id = ${input.tenantId}) AS sessions,
      (SELECT count(*) FROM text_messages WHERE tenant_id = ${input.tenantId}) AS messages`),
  );
  return {
    sessions: Number(c.sessions),
    messages: Number(c.messages),
    days: input.days,
    ms: Math.round(performance.now() - t0),
  };
}
