/**
 * Volume data for the boards' speed checks: realistic calls for one tenant's app spread over
 * recent days, written with set-based SQL (generate_series), one transaction per day: the day's
 * records and, by the same statement a finishing call uses, their rollups. Days run on several
 * connections at once on PostgreSQL; no two statements ever touch the same rollup keys, since
 * keys carry the day.
 */
import { classifyCause } from '@zhiyu/contract/rules/call-result';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import { tenantTimeZone } from './kinds.ts';
import { dayIn } from './service.ts';
import { addCallsSql } from './sql.ts';

/** Cause codes drawn uniformly, so their repeats weight the classes roughly as real lines do. */
const CAUSES = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 786, 775, 775, 775, 775, 775, 775, 775, 788, 486, 486, 789, 781, 781, 770, 770,
  774, 774, 772, 778, 782, 782, 771, 503, 487, 773, 779, 785,
];
const USER_SIDE = new Set(['rejected', 'inCall', 'busy', 'noAnswer', 'humanPickup']);
const TAGS = ['老客户', '高净值', '新客户', '已投诉'];
const NODES: Record<string, string> = { greet: '开场问候', offer: '产品介绍', sms: '发送短信', end: '结束语' };

type Turn = { role: 'bot' | 'user'; text: string; nodeId?: string; intent?: string };
const bot = (nodeId: string, text: string): Turn => ({ role: 'bot', text, nodeId });
const user = (text: string, intent?: string): Turn => ({ role: 'user', text, ...(intent ? { intent } : {}) });
const OPEN = [bot('greet', '您好，我是知语金融的智能客服，请问是机主本人吗？'), user('是的，什么事？', '肯定')];
const OFFER = bot('offer', '我们近期推出了一款低息信用贷款，请问您有兴趣了解一下吗？');
/** Answered conversations: turns, who hung up, and the intention level they grade to. */
const CONVERSATIONS: { turns: Turn[]; hangupBy: 'user' | 'system'; level: string }[] = [
  {
    turns: [
      ...OPEN,
      OFFER,
      user('可以啊，利息多少？', '有意向'),
      bot('sms', '稍后专员会联系您。'),
      bot('end', '再见。'),
    ],
    hangupBy: 'system',
    level: 'A',
  },
  {
    turns: [...OPEN, OFFER, user('我考虑一下吧。', '考虑一下'), bot('sms', '产品介绍已发给您。')],
    hangupBy: 'system',
    level: 'B',
  },
  { turns: [...OPEN, OFFER, user('你们是哪家公司？'), user('不需要，谢谢。', '没兴趣')], hangupBy: 'user', level: 'C' },
  { turns: [...OPEN, OFFER, user('不需要，谢谢。', '没兴趣')], hangupBy: 'user', level: 'D' },
  { turns: [bot('greet', '您好，请问是机主本人吗？'), user('喂？听不清。')], hangupBy: 'user', level: 'F' },
];

export interface VolumeInput {
  tenantId: string;
  appId: string;
  calls: number;
  /** Calls spread over this many days ending today (the tenant's time zone). */
  days: number;
  /** Parallel connections (PostgreSQL); 1 on the embedded database. */
  workers?: number;
  now?: number;
  onDay?: (day: string, calls: number) => void;
}

export interface VolumeResult {
  calls: number;
  days: number;
  /** Wall time, and the time statements took writing records and rollups (summed over workers). */
  ms: number;
  recordsMs: number;
  rollupMs: number;
}

/** Tasks and bot versions of the tenant's app to spread calls over (made-up ids when it has none). */
async function dimensions(db: Db, tenantId: string, appId: string) {
  const tasks = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM outbound_tasks WHERE tenant_id = ${tenantId} AND app_id = ${appId}
      ORDER BY created_at LIMIT 20`),
  ).map((r) => r.id);
  const bots = rowsOf<{ id: string; version: number }>(
    await db.execute(sql`SELECT b.id, coalesce(max(v.version), 1) AS version FROM bots b
      LEFT JOIN bot_versions v ON v.bot_id = b.id WHERE b.tenant_id = ${tenantId} AND b.app_id = ${appId}
      GROUP BY b.id ORDER BY b.id LIMIT 10`),
  );
  return {
    tasks: tasks.length ? tasks : ['seed-task-1', 'seed-task-2', 'seed-task-3', 'seed-task-4', 'seed-task-5'],
    bots: bots.length ? bots.map((b) => ({ id: b.id, version: Number(b.version) })) : [{ id: 'seed-bot', version: 1 }],
  };
}

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const textArray = (xs: string[]) => `array[${xs.map(lit).join(',')}]::text[]`;

/** One day's calls: records and rollups in one transaction. Ids `prefix` + 9-digit sequence. */
function daySql(
  o: { tenantId: string; appId: string; day: string; tz: string; prefix: string; lo: number; hi: number },
  dims: Awaited<ReturnType<typeof dimensions>>,
) {
  const classOf = CAUSES.map((c) => lit(classifyCause(c))).join(',');
  const typeOf = CAUSES.map((c) => (USER_SIDE.has(classifyCause(c)) ? 200 : 0)).join(',');
  const tpl = CONVERSATIONS.map((c, i) => {
    const last = c.turns.filter((t) => t.nodeId).at(-1)?.nodeId ?? 'greet';
    const intents = c.turns.flatMap((t) => (t.intent ? [t.intent] : []));
    return `(${i + 1}, ${lit(JSON.stringify(c.turns.map((t, k) => ({ ...t, atMs: k * 4000 }))))}::jsonb, ${textArray(intents)},
      ${c.turns.filter((t) => t.role === 'user').length}, ${lit(last)}, ${lit(NODES[last])}, ${lit(c.hangupBy)}, ${lit(c.level)})`;
  }).join(',\n');
  const n = CAUSES.length;
  return sql.raw(`
WITH tpl(k, transcript, intents, rounds, node_id, node_name, hangup_by, level) AS (VALUES ${tpl}),
s AS (
  SELECT ${lit(o.prefix)} || lpad(g::text, 9, '0') AS id,
    (${lit(o.day)}::date)::timestamp AT TIME ZONE ${lit(o.tz)} + (32400 + floor(random() * 39600)) * interval '1 second' AS started_at,
    1 + floor(random() * ${n})::int AS c, random() AS rd, random() AS rt, 1 + floor(random() * ${dims.bots.length})::int AS b,
    1 + floor(random() * ${CONVERSATIONS.length})::int AS k, 15 + floor(random() * 240)::int AS dur,
    array_remove(array[${TAGS.map((t) => `CASE WHEN random() < 0.15 THEN ${lit(t)} END`).join(', ')}], NULL) AS tags
  FROM generate_series(${o.lo}, ${o.hi}) g
),
x AS (
  SELECT s.*, (array[${CAUSES.join(',')}])[c] AS cause, (array[${classOf}])[c] AS cls, (array[${typeOf}])[c] AS ctype
  FROM s
)
INSERT INTO call_records (id, tenant_id, app_id, direction, task_id, bot_id, bot_version, phone, line_number,
  started_at, answered_at, ended_at, duration_sec, cause_code, cause_type, result_class, rounds, intention_level,
  transferred, hangup_by, hangup_node_id, hangup_node_name, customer_name, transcript, intents, tags)
SELECT x.id, ${lit(o.tenantId)}, ${lit(o.appId)}, CASE WHEN rd < 0.9 THEN 1 ELSE 0 END,
  CASE WHEN rd < 0.9 THEN (${textArray(dims.tasks)})[1 + floor(rt * ${dims.tasks.length})::int] END,
  (${textArray(dims.bots.map((b) => b.id))})[b], (array[${dims.bots.map((b) => b.version).join(',')}])[b],
  '13' || lpad(floor(random() * 1e9)::bigint::text, 9, '0'), '02100000000',
  started_at, CASE WHEN tpl.k IS NOT NULL THEN started_at END,
  started_at + (CASE WHEN tpl.k IS NOT NULL THEN dur ELSE 0 END + 20) * interval '1 second',
  CASE WHEN tpl.k IS NOT NULL THEN dur ELSE 0 END, cause,
  CASE WHEN tpl.k IS NOT NULL THEN CASE WHEN tpl.hangup_by = 'user' THEN 200 ELSE 0 END ELSE ctype END, cls,
  coalesce(tpl.rounds, 0), tpl.level, cls = 'transferred', tpl.hangup_by, tpl.node_id, tpl.node_name, '',
  coalesce(tpl.transcript, '[]'::jsonb), coalesce(tpl.intents, array[]::text[]), tags
FROM x LEFT JOIN tpl ON x.cls IN ('success', 'transferred') AND tpl.k = x.k`);
}

/** Writes `calls` calls over the last `days` days; returns the days written and the time taken. */
export async function seedVolume(db: Db, input: VolumeInput): Promise<VolumeResult> {
  const t0 = performance.now();
  const tz = tenantTimeZone(input.tenantId);
  const dims = await dimensions(db, input.tenantId, input.appId);
  const now = input.now ?? Date.now();
  const days = Array.from({ length: input.days }, (_, i) =>
    dayIn(new Date(now - (input.days - 1 - i) * 86_400_000), tz),
  );
  const prefix = `seed-${now.toString(36)}-`;
  const per = Math.floor(input.calls / input.days);
  const jobs = days.map((day, i) => {
    const lo = i * per + Math.min(i, input.calls % input.days);
    const count = per + (i < input.calls % input.days ? 1 : 0);
    return { day, lo, hi: lo + count - 1 };
  });
  let next = 0;
  let recordsMs = 0;
  let rollupMs = 0;
  const worker = async () => {
    for (let j = next++; j < jobs.length; j = next++) {
      const job = jobs[j];
      if (job.hi < job.lo) continue;
      const [lo, hi] = [job.lo, job.hi].map((i) => prefix + String(i).padStart(9, '0'));
      await db.transaction(async (tx) => {
        const t1 = performance.now();
        await tx.execute(daySql({ ...input, ...job, tz, prefix }, dims));
        const t2 = performance.now();
        await tx.execute(addCallsSql(sql`id BETWEEN ${lo} AND ${hi}`, tz));
        recordsMs += t2 - t1;
        rollupMs += performance.now() - t2;
      });
      input.onDay?.(job.day, job.hi - job.lo + 1);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, input.workers ?? 1) }, worker));
  const ms = Math.round(performance.now() - t0);
  return { calls: input.calls, days: input.days, ms, recordsMs: Math.round(recordsMs), rollupMs: Math.round(rollupMs) };
}
