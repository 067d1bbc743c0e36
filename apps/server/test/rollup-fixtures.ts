import { sql } from 'drizzle-orm';
import { finishCall } from '../src/modules/aicall/dialer/finish.ts';
import { seededRandom, simulateCall } from '../src/modules/aicall/dialer/simulated-line.ts';
import { intentionLevels } from '../src/modules/aicall/intention/table.ts';
import type { callRecords } from '../src/modules/aicall/record/table.ts';
import { dayIn } from '../src/modules/aicall/rollup/service.ts';
import type { Db } from '../src/platform/db/client.ts';
import { rowsOf } from '../src/platform/db/client.ts';
import { FAST_PROFILE, type Fixture, testFlow } from './dialer-fixtures.ts';

const TAGS = ['老客户', '高净值', '已投诉', '新客户'];
const flow = testFlow();

/**
 * `n` calls of a tenant written through finishCall, drawn from `seed`: outbound (under one of two
 * tasks) or inbound, bot version 1 or 2, a start anywhere in the `days` days before `endMs`
 * (so calls fall on both sides of midnight in Shanghai and in UTC), some tags.
 */
export async function randomCalls(db: Db, f: Fixture, n: number, seed: number, endMs: number, days = 4) {
  await db.insert(intentionLevels).values([
    {
      id: `${f.appId}-A`,
      tenantId: f.tenantId,
      appId: f.appId,
      name: 'A',
      priority: 1,
      rules: [{ fact: 'intent', op: 1, value: '有意向' }],
    },
    {
      id: `${f.appId}-B`,
      tenantId: f.tenantId,
      appId: f.appId,
      name: 'B',
      priority: 2,
      rules: [{ fact: 'rounds', op: 3, value: 1 }],
    },
  ]);
  const random = seededRandom(seed);
  for (let i = 0; i < n; i++) {
    const direction = random() < 0.75 ? 1 : 0;
    const outcome = simulateCall({
      flow,
      profile: { ...FAST_PROFILE, answerRate: 0.7, unrecognisedRate: 0.25, silenceRate: 0.05 },
      random,
      direction,
    });
    // Now and then the callee hangs up right after their last turn.
    if (outcome.answered && outcome.hangupBy === 'system' && random() < 0.3)
      Object.assign(outcome, { hangupBy: 'user', causeType: 200 });
    const tags = TAGS.filter(() => random() < 0.3);
    if (random() < 0.1) tags.push(tags[0] ?? TAGS[0]);
    await finishCall(db, {
      tenantId: f.tenantId,
      appId: f.appId,
      direction,
      taskId: direction === 1 ? `task-${f.tenantId}-${Math.floor(random() * 2)}` : null,
      customerId: null,
      phone: `139${String(i).padStart(8, '0')}`,
      lineId: f.lineIds[0],
      lineNumber: '0105555',
      botId: f.botId,
      botVersion: random() < 0.5 ? 1 : 2,
      startedAt: endMs - Math.floor(random() * days * 86_400_000),
      outcome,
      tags,
    });
  }
}

const KEY = 'tenant_id, app_id, day::text AS day, direction, task_id, bot_id, bot_version';

/** Every rollup row of a tenant (or all), in key order; days as text, numbers as numbers. */
export async function rollupRows(db: Db, tenantId?: string) {
  const where = tenantId ? sql`WHERE tenant_id = ${tenantId}` : sql``;
  const days = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT ${sql.raw(KEY)}, calls::int, connected::int, duration_sec::int, rounds::int,
        transferred::int, user_hangups::int, system_hangups::int, user_turns::int, recognised_turns::int
      FROM call_rollup_days ${where} ORDER BY 1, 2, 3, 4, 5, 6, 7`),
  );
  const counts = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT ${sql.raw(KEY)}, kind, item, label, n::int FROM call_rollup_counts ${where}
      ORDER BY 1, 2, 8, 3, 4, 5, 6, 7, 9`),
  );
  return { days, counts };
}

type Rec = typeof callRecords.$inferSelect;
type Row = Record<string, unknown>;

/** Sorted by content, so lists from SQL and from JS compare whatever the collation. */
export const sorted = (rows: Row[]) => rows.map((r) => JSON.stringify(r, Object.keys(r).sort())).sort();

/**
 * The rollups recomputed in JavaScript from raw records, independently of the SQL: Shanghai
 * days from Intl, counts from the records' fields and transcripts.
 */
export function recompute(records: Rec[]) {
  const days = new Map<string, Row>();
  const counts = new Map<string, Row>();
  for (const r of records) {
    const key = {
      tenant_id: r.tenantId,
      app_id: r.appId,
      day: dayIn(r.startedAt, 'Asia/Shanghai'),
      direction: r.direction,
      task_id: r.taskId ?? '',
      bot_id: r.botId ?? '',
      bot_version: r.botVersion ?? 0,
    };
    const k = JSON.stringify(key);
    const d = days.get(k) ?? {
      ...key,
      calls: 0,
      connected: 0,
      duration_sec: 0,
      rounds: 0,
      transferred: 0,
      user_hangups: 0,
      system_hangups: 0,
      user_turns: 0,
      recognised_turns: 0,
    };
    days.set(k, d);
    const user = r.transcript.filter((t) => t.role === 'user');
    const add = (f: string, by: number) => {
      d[f] = (d[f] as number) + by;
    };
    add('calls', 1);
    add('connected', r.answeredAt ? 1 : 0);
    add('duration_sec', r.durationSec);
    add('rounds', r.rounds);
    add('transferred', r.transferred ? 1 : 0);
    add('user_hangups', r.hangupBy === 'user' ? 1 : 0);
    add('system_hangups', r.hangupBy === 'system' ? 1 : 0);
    add('user_turns', user.length);
    add('recognised_turns', user.filter((t) => t.intent).length);
    const count = (kind: string, item: string, label = '') => {
      const ck = JSON.stringify([key, kind, item]);
      const c = counts.get(ck) ?? { ...key, kind, item, label, n: 0 };
      c.n = (c.n as number) + 1;
      counts.set(ck, c);
    };
    count('class', r.resultClass);
    if (r.intentionLevel) count('level', r.intentionLevel);
    if (r.hangupNodeId && r.hangupBy)
      count(r.hangupBy === 'user' ? 'nodeUser' : 'nodeSystem', r.hangupNodeId, r.hangupNodeName ?? '');
    // once per call: a call hitting an intent twice is one call behind the board's bar
    const hits = new Set<string>();
    for (const t of user) {
      if (t.intent) hits.add(JSON.stringify(['intent', t.intent]));
      else if (t.text.trim()) hits.add(JSON.stringify(['unrecognised', t.text.trim().slice(0, 200)]));
    }
    for (const h of hits) count(...(JSON.parse(h) as [string, string]));
    if (r.hangupBy === 'user' && user.length) count('hangupIntent', user[user.length - 1].intent ?? '');
    for (const tag of new Set(r.tags)) if (tag) count('tag', tag);
  }
  return { days: [...days.values()], counts: [...counts.values()] };
}
