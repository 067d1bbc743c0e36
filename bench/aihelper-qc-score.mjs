// Post-call QC scoring (issue 21 speed: ≥ 500 conversations/s with 200 points). In-process (tsx),
// the scoring job's own batches (qc/score.ts scoreBatch) on a real database: the embedded one by
// default, PostgreSQL with --pg. One tenant with 200 valid scoring points of every kind (110
// forbidden-word points of 5 words, 30 keyword expressions, 20 required phrases, 10 intents, 10
// silence, 10 speech rate, 5 interruption, 5 emotion), BENCH_CONVERSATIONS finished conversations
// (default 5,000) built from the simulator's three dialogues with slips mixed in (some long
// silences, overlaps, fast lines and recognised intents), all due; then
// the batches are run until none is due, and timed. The throughput counts everything a batch does:
// reading the due rows and the lines, judging, writing the hits and the scores.
// `node bench/aihelper-qc-score.mjs [--pg]`.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { createPgDatabase, pgUrlArg, root } from './lib.mjs';

register();
const server = new URL('../apps/server/', import.meta.url);
const { openDb, rowsOf } = await import(new URL('src/platform/db/client.ts', server).href);
const { sql } = await import('drizzle-orm');
const { scoreBatch } = await import(new URL('src/modules/aihelper/qc/score.ts', server).href);
const { ahQcRules, ahQcScores } = await import(new URL('src/modules/aihelper/qc/table.ts', server).href);
const { ahConversations, ahUtterances } = await import(new URL('src/modules/aihelper/ingest/table.ts', server).href);
const { SCENARIOS } = await import(new URL('src/modules/aihelper/simulator/timeline.ts', server).href);
const { variedTurns } = await import(new URL('src/modules/aihelper/demo/history.ts', server).href);
const N = Number(process.env.BENCH_CONVERSATIONS ?? 5000);
const BUDGET = { conversationsPerSecond: 500 };
const TENANT = 'bench-tenant';
const pgBase = pgUrlArg();

const VOCAB =
  '退款投诉办理查询激活挂失转账额度账单利息保险理赔续保宽带故障维修套餐流量话费积分快递物流发票合同密码验证'.match(
    /../g,
  );
const INTENTS = ['激活信用卡', '年费咨询', '修改还款日', '续保报价', '宽带故障', '投诉催单', '赔偿诉求', '上门预约'];
const points = [];
const point = (kind, over = {}) =>
  points.push({
    id: `p${points.length}`,
    tenantId: TENANT,
    name: `质检点${points.length}`,
    kind,
    speaker: 'agent',
    words: [],
    phase: null,
    withinSeconds: null,
    threshold: null,
    severity: 'warning',
    validity: 0,
    mode: points.length % 2 ? 'postCall' : 'realtime',
    strategy: 1,
    score: -(1 + (points.length % 10)),
    cap: points.length % 3 ? 20 : null,
    pattern: '',
    ...over,
  });
for (let i = 0; i < 110; i++)
  point('forbidden', {
    words: Array.from({ length: 5 }, (_, j) => `${VOCAB[(i + j) % VOCAB.length]}${VOCAB[(i * 7 + j) % VOCAB.length]}`),
  });
for (let i = 0; i < 30; i++) {
  const w = (k) => VOCAB[(i * 3 + k) % VOCAB.length];
  point('pattern', { speaker: i % 2 ? 'customer' : 'agent', pattern: `${w(0)}&(${w(1)}|${w(2)}|不知道)&!${w(3)}` });
}
for (let i = 0; i < 20; i++)
  point('required', { phase: ['greeting', 'identity', 'closing'][i % 3], words: ['您好', '核实', '再见'] });
for (let i = 0; i < 10; i++) point('intent', { speaker: 'customer', words: [INTENTS[i % INTENTS.length]] });
for (let i = 0; i < 10; i++) point('silence', { speaker: 'any', threshold: 3 + i });
for (let i = 0; i < 10; i++) point('speechRate', { threshold: 5 + i * 0.2 });
for (let i = 0; i < 5; i++) point('interruption', { speaker: 'any', threshold: 200 + i * 100 });
for (let i = 0; i < 5; i++) point('emotion', { speaker: 'customer' });

const dir = pgBase ? undefined : mkdtempSync(join(tmpdir(), 'zhiyu-qcscore-'));
const pgDb = pgBase ? await createPgDatabase(pgBase, 'zhiyu_qcscore') : undefined;
const handle = await openDb(pgDb ? { databaseUrl: pgDb.url } : { dataDir: dir });
try {
  await handle.migrate();
  const db = handle.db;
  await db.insert(ahQcRules).values(points);
  const started = new Date(Date.now() - 86_400_000);
  const chunk = async (table, rows) => {
    for (let i = 0; i < rows.length; i += 1000) await db.insert(table).values(rows.slice(i, i + 1000));
  };
  let lines = 0;
  for (let from = 0; from < N; from += 500) {
    const convs = [];
    const utts = [];
    const scores = [];
    for (let i = from; i < Math.min(N, from + 500); i++) {
      const id = `c${i}`;
      const s = SCENARIOS[i % SCENARIOS.length];
      convs.push({
        id,
        tenantId: TENANT,
        channelId: 'ch',
        callId: id,
        agent: `a${i % 20}`,
        skillGroup: s.skillGroup,
        state: 'ended',
        startedAt: started,
        endedAt: started,
      });
      scores.push({
        conversationId: id,
        tenantId: TENANT,
        channelId: 'ch',
        agent: `a${i % 20}`,
        skillGroup: s.skillGroup,
        startedAt: started,
        due: true,
      });
      let t = 900;
      variedTurns(s, i).forEach(([speaker, text], k) => {
        const dur = Math.max(1200, Math.round((text.length / 4.5) * 1000)) - (i % 3) * 200;
        utts.push({
          conversationId: id,
          utteranceId: `u${k + 1}`,
          speaker,
          text,
          startMs: t,
          endMs: t + dur,
          final: true,
          seq: k + 2,
          intent: speaker === 'customer' && k % 3 === 1 ? INTENTS[(i + k) % INTENTS.length] : null,
        });
        t += dur + 900 + (k % 5 === 4 ? 3000 : 0) - (k % 7 === 3 ? 1500 : 0);
      });
    }
    lines += utts.length;
    await chunk(ahConversations, convs);
    await chunk(ahUtterances, utts);
    await chunk(ahQcScores, scores);
  }
  const t0 = performance.now();
  let scored = 0;
  const batchMs = [];
  for (;;) {
    const b0 = performance.now();
    const n = await scoreBatch(db, TENANT);
    if (!n) break;
    batchMs.push(performance.now() - b0);
    scored += n;
  }
  const seconds = (performance.now() - t0) / 1000;
  const [{ hits: hitCount, avg }] = rowsOf(
    await db.execute(
      sql`select (select count(*)::int from ah_qc_hits) as hits, (select avg(score)::float from ah_qc_scores) as avg`,
    ),
  );
  const perSecond = Math.round(scored / seconds);
  const key = pgBase ? 'postgres' : 'embedded';
  const file = join(root, 'bench', 'results', 'aihelper-qc-score.json');
  const prior = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const result = {
    ...prior,
    name: 'aihelper-qc-score',
    [key]: {
      at: new Date().toISOString(),
      node: process.version,
      points: points.length,
      conversations: scored,
      lines,
      hits: hitCount,
      averageScore: Math.round(avg * 10) / 10,
      seconds: Math.round(seconds * 100) / 100,
      conversationsPerSecond: perSecond,
      batchMsMedian: Math.round(batchMs.sort((a, b) => a - b)[Math.floor(batchMs.length / 2)] ?? 0),
      loadAverage1m: loadavg()[0],
      budget: { ...BUDGET, ok: perSecond >= BUDGET.conversationsPerSecond },
    },
  };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result[key], null, 2));
} finally {
  await handle.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await pgDb?.drop();
}
