// Text-bot metrics at volume (issue 7 speed): BENCH_TEXT_MESSAGES messages (default 10,000,000,
// about eight a session) of tenant 2001 over 90 days, written by the volume seed
// (`npm run seed:text -w apps/server`, two connections) into a fresh PostgreSQL database after the
// demo data; then the app started on it and, signed in as `tenant`, the service overview and the
// knowledge analysis timed one request at a time: p50/p95 over BENCH_TEXT_REQUESTS (default 50)
// requests per query. Queries: the latest full month and the last 90 days (by day and by month),
// with the test window, one channel; knowledge per item and per category; the five knowledge base
// reports (/aikb-api/report/*). Budget: p95 ≤ 100 ms.
// The session list (a page of records, not a report) is timed and reported apart, unbudgeted.
// `node bench/text-metrics.mjs`; BENCH_PG_URL picks the PostgreSQL server. BENCH_TEXT_DB=<name>
// keeps the seeded database under that name: seeded on the first run, reused (not seeded again,
// not dropped) by the next ones, for measuring query changes without the 20-minute seed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgDatabase, percentile, root, signIn, startServer, writeResult } from './lib.mjs';

const N = Number(process.env.BENCH_TEXT_MESSAGES ?? 10_000_000);
const REQUESTS = Number(process.env.BENCH_TEXT_REQUESTS ?? 50);
const BUDGET_MS = 100;
const PORT = 8493;
const BASE = `http://127.0.0.1:${PORT}`;
const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const r1 = (x) => Math.round(x * 10) / 10;
const load1 = () => r1(loadavg()[0]);
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const shanghaiDay = (ms) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

function serverCommand(env, script, args) {
  const out = execFileSync('npm', ['run', '-s', script, '-w', 'apps/server', '--', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    maxBuffer: 1 << 24,
  });
  return JSON.parse(out.toString());
}

async function runSql(url, queries) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const rows = [];
  for (const q of queries) rows.push((await c.query(q)).rows);
  await c.end();
  return rows;
}

/** What a kept database holds, in the shape of the seed's own report. */
async function reusedSeed(url) {
  const [[x]] = await runSql(url, [
    `SELECT (SELECT count(*) FROM text_sessions WHERE tenant_id = '2001')::int AS sessions,
      (SELECT count(*) FROM text_messages WHERE tenant_id = '2001')::int AS messages`,
  ]);
  return { tenantId: '2001', reused: true, ...x };
}

async function request(path, token, q) {
  const t0 = performance.now();
  const res = await fetch(`${BASE}${path}?${new URLSearchParams(q)}`, { headers: { authorization: token } });
  const text = await res.text();
  const ms = performance.now() - t0;
  const body = JSON.parse(text);
  return { ms, code: body.code, msg: body.msg, bytes: text.length, data: body.data };
}

async function time(token, path, label, q) {
  const first = await request(path, token, q);
  if (first.code !== '000000') return { path, query: label, error: `${first.code} ${first.msg}` };
  for (let i = 0; i < 2; i++) await request(path, token, q);
  const times = [];
  for (let i = 0; i < REQUESTS; i++) times.push((await request(path, token, q)).ms);
  times.sort((a, b) => a - b);
  const r = {
    path,
    query: label,
    requests: REQUESTS,
    p50ms: r1(percentile(times, 50)),
    p95ms: r1(percentile(times, 95)),
    maxMs: r1(times.at(-1)),
    responseBytes: first.bytes,
  };
  console.error(`${path} [${label}] p50 ${r.p50ms} ms, p95 ${r.p95ms} ms`);
  return { ...r, sample: first.data?.kpis?.sessionTotal?.value ?? first.data?.totals?.hits ?? first.data?.total };
}

async function measure(token) {
  const today = shanghaiDay(Date.now());
  const first = `${today.slice(0, 7)}-01`;
  const month = { startDay: `${addDays(first, -1).slice(0, 7)}-01`, endDay: addDays(first, -1) };
  const days90 = { startDay: addDays(today, -90), endDay: addDays(today, -1) };
  const overview = '/newaitext/stat/overview';
  const knowledge = '/newaitext/stat/knowledge';
  const budgeted = [];
  for (const [label, q] of [
    [`month ${month.startDay.slice(0, 7)}, by day`, { ...month, granularity: 1 }],
    ['90 days, by day', { ...days90, granularity: 1 }],
    ['90 days, by month', { ...days90, granularity: 2 }],
    ['90 days, by month, with the test window', { ...days90, granularity: 2, includeTest: 1 }],
    [
      `month ${month.startDay.slice(0, 7)}, channel tch-2001-web`,
      { ...month, granularity: 1, channelId: 'tch-2001-web' },
    ],
  ])
    budgeted.push(await time(token, overview, label, q));
  for (const [label, q] of [
    [`month ${month.startDay.slice(0, 7)}, per item`, { ...month }],
    ['90 days, per item', { ...days90 }],
    [
      '90 days, per item, by dislikes ascending, page 5',
      { ...days90, sortField: 'dislikes', sortOrder: 'ASC', pageNum: 5 },
    ],
    ['90 days, per category', { ...days90, by: 'category' }],
  ])
    budgeted.push(await time(token, knowledge, label, q));
  // The knowledge base reports (docs/aikb-reports.md): the same rollups, same budget.
  for (const [name, label, q] of [
    ['knowledge', '90 days, by day', { ...days90 }],
    ['knowledge', '90 days, never hit, page 2', { ...days90, neverHit: 1, pageNum: 2 }],
    ['clicks', '90 days, by day', { ...days90 }],
    ['likes', '90 days, by month', { ...days90, granularity: 2 }],
    ['words', '90 days, by day', { ...days90 }],
    ['usage', '90 days, by day', { ...days90 }],
    ['usage', `month ${month.startDay.slice(0, 7)}, by day, with the test window`, { ...month, includeTest: 1 }],
  ])
    budgeted.push(await time(token, `/aikb-api/report/${name}`, label, q));
  const now = Date.now();
  const lists = [
    await time(token, '/newaitext/session/list', 'last 30 days, page 1', { from: now - 30 * 86_400_000, to: now }),
    await time(token, '/newaitext/session/list', 'last 30 days, solved, page 10', {
      from: now - 30 * 86_400_000,
      to: now,
      solved: 1,
      pageNum: 10,
    }),
  ];
  return { today, month, days90, budgeted, lists };
}

/** A kept database (BENCH_TEXT_DB) and whether it already holds a seeded volume. */
async function keptDatabase(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_TEXT_DB: not a plain database name: ${name}`);
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  const [[exists]] = await runSql(PG_BASE, [`SELECT count(*)::int AS n FROM pg_database WHERE datname = '${name}'`]);
  if (exists.n === 0) await runSql(PG_BASE, [`CREATE DATABASE ${name}`]);
  const [[seeded]] = exists.n
    ? await runSql(url.toString(), [
        `SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'text_messages' AND EXISTS (SELECT 1 FROM pg_stat_user_tables WHERE relname = 'text_messages' AND n_live_tup > 1000000)`,
      ])
    : [[{ n: 0 }]];
  return { url: url.toString(), seeded: seeded.n > 0, drop: async () => undefined };
}

const dataDir = mkdtempSync(join(tmpdir(), 'zhiyu-bench-text-'));
const KEEP = process.env.BENCH_TEXT_DB;
const pgDb = KEEP ? await keptDatabase(KEEP) : { ...(await createPgDatabase(PG_BASE, 'bench_text')), seeded: false };
try {
  const setup = await startServer(PORT, { dataDir, databaseUrl: pgDb.url, readyTimeoutMs: 180_000 });
  await setup.stop();
  const loadBeforeSeed = load1();
  const seed = pgDb.seeded
    ? await reusedSeed(pgDb.url)
    : serverCommand({ DATABASE_URL: pgDb.url }, 'seed:text', [
        '--messages',
        String(N),
        '--tenant',
        '2001',
        '--days',
        '90',
        '--workers',
        '2',
      ]);
  const loadAfterSeed = load1();
  const t0 = performance.now();
  await runSql(pgDb.url, [
    'VACUUM ANALYZE text_sessions, text_messages',
    'VACUUM ANALYZE text_rollup_days, text_rollup_visitors, text_rollup_items, text_rollup_words',
  ]);
  const vacuumMs = Math.round(performance.now() - t0);
  const [[size]] = await runSql(pgDb.url, [
    `SELECT (SELECT count(*) FROM text_rollup_days)::int AS "dayRows", (SELECT count(*) FROM text_rollup_visitors)::int AS "visitorRows",
      (SELECT count(*) FROM text_rollup_items)::int AS "itemRows", (SELECT count(*) FROM text_rollup_words)::int AS "wordRows",
      pg_size_pretty(pg_database_size(current_database())) AS "databaseSize"`,
  ]);
  const server = await startServer(PORT, { dataDir, databaseUrl: pgDb.url, readyTimeoutMs: 180_000 });
  let result;
  const loadBeforeCalls = load1();
  try {
    result = await measure(await signIn(BASE, 'tenant', 'Tenant@2026'));
  } finally {
    await server.stop();
  }
  const over = result.budgeted.filter((r) => r.error || r.p95ms > BUDGET_MS);
  writeResult('text-metrics', {
    measured: `${seed.messages} messages (${seed.sessions} sessions) of tenant 2001 over 90 days on PostgreSQL; service overview and knowledge analysis, ${REQUESTS} requests per query, one at a time, signed in as tenant`,
    budget: { p95ms: BUDGET_MS, ok: over.length === 0, over: over.map((r) => `${r.path} [${r.query}]`) },
    seed,
    vacuumMs,
    ...size,
    loadAverage1m: {
      beforeSeed: loadBeforeSeed,
      afterSeed: loadAfterSeed,
      beforeCalls: loadBeforeCalls,
      after: load1(),
    },
    ...result,
  });
  if (over.length) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await pgDb.drop();
}
