/**
 * Volume data for the boards' speed checks: realistic calls for one tenant's app spread over
 * recent days, written with set-based SQL (generate_series), one transaction per day: the day's
 * records and, by the same statement a finishing call uses, their rollups. Days run on several
 * connections at once on PostgreSQL; no two statements ever touch the same rollup keys, since
 * keys carry the day.
 */
import { classifyCause } from '@zhiyu/contract/rules/call-result';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgDialect } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../../platform/db/client.ts';
import { callRecords } from '../record/table.ts';
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
  /**
   * A bulk load into a database nobody else is using: the time-led secondary indexes of
   * `call_records` (see `recordIndexes`) are dropped first and built again, as the table declares
   * them, once every day is written; then the tables are analysed. Meant for PostgreSQL, big runs.
   */
  bulk?: boolean;
  now?: number;
  onDay?: (day: string, calls: number) => void | Promise<void>;
}

export interface VolumeResult {
  calls: number;
  days: number;
  /** Wall time, and the time statements took writing records and rollups (summed over workers). */
  ms: number;
  recordsMs: number;
  rollupMs: number;
  /** Bulk load: wall time rebuilding the secondary indexes and analysing the tables. */
  indexMs?: number;
}

type BotRef = { id: string; version: number };

/**
 * What calls are spread over: the app's outbound tasks, each dialling with its own bot version (ten
 * made-up tasks over the app's outbound bots when it has none), and for inbound calls its inbound
 * bots. Bots at their latest version; a made-up bot when the app has no voice bot.
 */
async function dimensions(db: Db, tenantId: string, appId: string) {
  const tasks = rowsOf<{ id: string; bot_id: string; bot_version: number }>(
    await db.execute(sql`SELECT id, bot_id, bot_version FROM outbound_tasks WHERE tenant_id = ${tenantId}
      AND app_id = ${appId} ORDER BY created_at LIMIT 20`),
  ).map((t) => ({ id: t.id, bot: { id: t.bot_id, version: Number(t.bot_version) } }));
  const voice = rowsOf<{ id: string; type: number; version: number }>(
    await db.execute(sql`SELECT b.id, b.bot_type AS type, coalesce(max(v.version), 1) AS version FROM bots b
      LEFT JOIN bot_versions v ON v.bot_id = b.id WHERE b.tenant_id = ${tenantId} AND b.app_id = ${appId}
      AND b.bot_type IN (0, 1) GROUP BY b.id, b.bot_type ORDER BY b.id`),
  ).map((b) => ({ id: b.id, type: Number(b.type), version: Number(b.version) }));
  const of = (type: number): BotRef[] =>
    voice.filter((b) => b.type === type).map(({ id, version }) => ({ id, version }));
  const any: BotRef[] = voice.length
    ? voice.map(({ id, version }) => ({ id, version }))
    : [{ id: 'seed-bot', version: 1 }];
  const outbound = of(0).length ? of(0) : any;
  return {
    tasks: tasks.length
      ? tasks
      : Array.from({ length: 10 }, (_, i) => ({ id: `seed-task-${i + 1}`, bot: outbound[i % outbound.length] })),
    inbound: of(1).length ? of(1) : any,
  };
}

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const textArray = (xs: string[]) => `array[${xs.map(lit).join(',')}]::text[]`;

/**
 * One day's calls between 09:00 and 20:00, in time order as calls arrive (each call at a random
 * second of its own slice of the day), ids `prefix` + 9-digit sequence in the same order.
 */
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
    (${lit(o.day)}::date)::timestamp AT TIME ZONE ${lit(o.tz)}
      + (32400 + floor((g - ${o.lo} + random()) * ${39600 / (o.hi - o.lo + 1)})) * interval '1 second' AS started_at,
    1 + floor(random() * ${n})::int AS c, random() AS rd, 1 + floor(random() * ${dims.tasks.length})::int AS t,
    1 + floor(random() * ${dims.inbound.length})::int AS b,
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
  CASE WHEN rd < 0.9 THEN (${textArray(dims.tasks.map((k) => k.id))})[t] END,
  CASE WHEN rd < 0.9 THEN (${textArray(dims.tasks.map((k) => k.bot.id))})[t]
    ELSE (${textArray(dims.inbound.map((b) => b.id))})[b] END,
  CASE WHEN rd < 0.9 THEN (array[${dims.tasks.map((k) => k.bot.version).join(',')}])[t]
    ELSE (array[${dims.inbound.map((b) => b.version).join(',')}])[b] END,
  '13' || lpad(floor(random() * 1e9)::bigint::text, 9, '0'), '02100000000',
  started_at, CASE WHEN tpl.k IS NOT NULL THEN started_at END,
  started_at + (CASE WHEN tpl.k IS NOT NULL THEN dur ELSE 0 END + 20) * interval '1 second',
  CASE WHEN tpl.k IS NOT NULL THEN dur ELSE 0 END, cause,
  CASE WHEN tpl.k IS NOT NULL THEN CASE WHEN tpl.hangup_by = 'user' THEN 200 ELSE 0 END ELSE ctype END, cls,
  coalesce(tpl.rounds, 0), tpl.level, cls = 'transferred', tpl.hangup_by, tpl.node_id, tpl.node_name, '',
  coalesce(tpl.transcript, '[]'::jsonb), coalesce(tpl.intents, array[]::text[]), tags
FROM x LEFT JOIN tpl ON x.cls IN ('success', 'transferred') AND tpl.k = x.k`);
}

/**
 * The secondary indexes of `call_records` as the table declares them (its migrations are generated
 * from the declaration): name, the statement that builds it, and whether it is time-led (by
 * `started_at`, after the tenant at most). The seed writes calls in time order, so a time-led index
 * sorts almost for free when built after a bulk load, and costs more to keep up during it; the
 * others cost less to keep up than to build (measured, docs/aicall-board-speed.md). Plain column
 * lists only; anything else is refused rather than rebuilt differently.
 */
export function recordIndexes(): { name: string; create: string; timeLed: boolean }[] {
  return getTableConfig(callRecords).indexes.map(({ config: c }) => {
    const columns = c.columns.map((col) => {
      const { order, nulls, opClass } = (col as IndexedColumn).indexConfig ?? {};
      if (!is(col, IndexedColumn) || order === 'desc' || nulls === 'first' || opClass || c.with)
        throw new Error(`index ${c.name}: only plain column indexes can be rebuilt by the bulk seed`);
      return col.name as string;
    });
    const list = columns.map((n) => `"${n}"`).join(',');
    // A partial index's condition, as the migration writes it (no parameters: a literal condition).
    const where = c.where ? new PgDialect().sqlToQuery(c.where) : undefined;
    if (where?.params.length) throw new Error(`index ${c.name}: a condition with parameters cannot be rebuilt`);
    const create = `CREATE ${c.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${c.name}" ON "call_records" USING ${c.method ?? 'btree'} (${list})${where ? ` WHERE ${where.sql}` : ''}`;
    const timeLed = columns[columns[0] === 'tenant_id' ? 1 : 0] === 'started_at';
    return { name: c.name as string, create, timeLed };
  });
}

/**
 * Settings of the seed's own transactions (the statements stay the same): no wait for the WAL
 * flush at commit; room to group in memory; no JIT compilation (it costs more than it saves on
 * these statements); no nested-loop joins, since statistics taken before a day was written put its
 * new ids at one row, and the rollup statement joined by nested loops over a whole day is
 * quadratic; and no sorts where hashing serves (with nested loops off, the planner's costs no
 * longer tell a sort of a day's items from a hash of them).
 */
const SEED_SETTINGS = [
  sql`SET LOCAL synchronous_commit = off`,
  sql`SET LOCAL work_mem = '64MB'`,
  sql`SET LOCAL jit = off`,
  sql`SET LOCAL enable_nestloop = off`,
  sql`SET LOCAL enable_sort = off`,
];

/** Runs `jobs` on `workers` connections at once, each job taken by the next free worker. */
async function onWorkers<T>(workers: number, jobs: T[], run: (job: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    for (let j = next++; j < jobs.length; j = next++) await run(jobs[j]);
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
}

/**
 * Builds the declared secondary indexes that are missing (after a bulk load, or an interrupted
 * one), one after the other, each sorted by `workers` processes; then refreshes the statistics.
 */
async function restoreIndexes(db: Db, workers: number) {
  for (const ix of recordIndexes()) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL maintenance_work_mem = '1GB'`);
      await tx.execute(sql.raw(`SET LOCAL max_parallel_maintenance_workers = ${workers - 1}`));
      await tx.execute(sql.raw(ix.create));
    });
  }
  await db.execute(sql`ANALYZE call_records, call_rollup_days, call_rollup_counts`);
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
  const workers = Math.max(1, input.workers ?? 1);
  let recordsMs = 0;
  let rollupMs = 0;
  let indexMs: number | undefined;
  if (input.bulk) {
    const led = recordIndexes().filter((ix) => ix.timeLed);
    await db.execute(sql.raw(`DROP INDEX IF EXISTS ${led.map((ix) => `"${ix.name}"`).join(', ')}`));
  }
  try {
    await onWorkers(workers, jobs, async (job) => {
      if (job.hi < job.lo) return;
      const [lo, hi] = [job.lo, job.hi].map((i) => prefix + String(i).padStart(9, '0'));
      await db.transaction(async (tx) => {
        for (const s of SEED_SETTINGS) await tx.execute(s);
        const t1 = performance.now();
        await tx.execute(daySql({ ...input, ...job, tz, prefix }, dims));
        const t2 = performance.now();
        await tx.execute(addCallsSql(sql`id BETWEEN ${lo} AND ${hi}`, tz));
        recordsMs += t2 - t1;
        rollupMs += performance.now() - t2;
      });
      await input.onDay?.(job.day, job.hi - job.lo + 1);
    });
  } finally {
    if (input.bulk) {
      const t3 = performance.now();
      await restoreIndexes(db, workers);
      indexMs = Math.round(performance.now() - t3);
    }
  }
  const ms = Math.round(performance.now() - t0);
  return {
    calls: input.calls,
    days: input.days,
    ms,
    recordsMs: Math.round(recordsMs),
    rollupMs: Math.round(rollupMs),
    ...(indexMs === undefined ? {} : { indexMs }),
  };
}
