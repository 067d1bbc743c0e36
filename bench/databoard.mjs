// Data-board calls at volume (issue 6 speed): BENCH_BOARD_CALLS calls for tenant 2001 (default
// 10,000,000 on PostgreSQL, 1,000,000 with --pglite) written by the volume seed
// (`npm run seed -w apps/server`, two connections on PostgreSQL) into a fresh database after the demo data,
// then the app started on it and, signed in as `tenant`, every board GET call timed one request at a
// time: p50/p95 over BENCH_BOARD_REQUESTS (default 50) requests per call and query. The calls are
// found at run time in the contract (packages/contract/src/modules/aicall/board-*.ts and
// databoard.ts), so a new board call is measured without touching this script. Queries: range
// calls over the latest full month; trend calls (with a granularity) over the last 90 days by day
// and by month (the latest full month if the call keeps to one month); each with and without a
// bot filter where the call takes one. Budget: p95 ≤ 100 ms on PostgreSQL, ≤ 200 ms embedded, for
// every call; workbook exports (kind 'binary', timed to the last byte) and paged record lists (the
// calls behind a hang-up node) are reported in groups of their own.
// `node bench/databoard.mjs [--pglite]`; BENCH_PG_URL picks the PostgreSQL server.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { createPgDatabase, percentile, root, signIn, startServer, writeResult } from './lib.mjs';

const PGLITE = process.argv.includes('--pglite');
const N = Number(process.env.BENCH_BOARD_CALLS ?? (PGLITE ? 1_000_000 : 10_000_000));
const REQUESTS = Number(process.env.BENCH_BOARD_REQUESTS ?? 50);
const EXPORT_REQUESTS = Number(process.env.BENCH_BOARD_EXPORT_REQUESTS ?? 20);
const BUDGET_MS = PGLITE ? 200 : 100;
const PORT = 8491;
const BASE = `http://127.0.0.1:${PORT}`;
const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const r1 = (x) => Math.round(x * 10) / 10;
const load1 = () => r1(loadavg()[0]);

/** Every GET endpoint the board contract modules export (objects with id, method and path). */
async function boardEndpoints() {
  register();
  const dir = new URL('../packages/contract/src/modules/aicall/', import.meta.url);
  const files = readdirSync(dir).filter((f) => /^board-.*\.ts$/.test(f) || f === 'databoard.ts');
  const out = [];
  for (const f of files.sort()) {
    const m = await import(new URL(f, dir).href);
    for (const v of Object.values(m)) {
      if (v && typeof v === 'object' && typeof v.id === 'string' && typeof v.path === 'string' && v.method === 'GET')
        out.push({ ...v, file: f });
    }
  }
  return out;
}

/** A seed or maintenance command of the server workspace on the bench database; its JSON result. */
function serverCommand(env, script, args) {
  const out = execFileSync('npm', ['run', '-s', script, '-w', 'apps/server', '--', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    maxBuffer: 1 << 24,
  });
  return JSON.parse(out.toString());
}

/** SQL on the bench database while the app is stopped (PGlite allows one process at a time). */
async function runSql(target, queries) {
  const rows = [];
  if (target.url) {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: target.url });
    await c.connect();
    for (const q of queries) rows.push((await c.query(q)).rows);
    await c.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = new PGlite({ dataDir: join(target.dataDir, 'pglite'), extensions: { pg_trgm } });
    await db.waitReady;
    for (const q of queries) rows.push((await db.query(q)).rows);
    await db.close();
  }
  return rows;
}

const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The calendar month before `today`'s, first and last day. */
function lastFullMonth(today) {
  const first = `${today.slice(0, 7)}-01`;
  const end = addDays(first, -1);
  return { startDay: `${end.slice(0, 7)}-01`, endDay: end };
}

/**
 * The queries a call is timed with, from its query schema: its own example, then the range (the
 * latest full month; 90 days by day and by month when it takes a granularity), then with and
 * without the bot (when the call takes one; only with it when the call requires it).
 */
function variants(ep, ctx) {
  const shape = ep.query?.shape ?? {};
  const base = { ...(ep.example?.query ?? {}) };
  const ranges = [];
  if ('startDay' in shape) {
    if ('granularity' in shape)
      for (const granularity of [1, 2])
        ranges.push({ label: `90 days, granularity ${granularity}`, q: { ...ctx.days90, granularity }, trend: true });
    else ranges.push({ label: `month ${ctx.month.startDay.slice(0, 7)}`, q: ctx.month });
  } else ranges.push({ label: 'no range', q: {} });
  const bots = [];
  if (!('botId' in shape)) bots.push({ label: '', q: {} });
  else {
    if (shape.botId.isOptional()) bots.push({ label: 'all bots', q: {} });
    bots.push({ label: `bot ${ctx.bot}`, q: { botId: ctx.bot } });
  }
  return ranges.flatMap((r) =>
    bots.map((b) => ({
      label: [r.label, b.label].filter(Boolean).join(', '),
      q: { ...base, ...r.q, ...b.q },
      trend: r.trend,
    })),
  );
}

async function request(ep, token, q) {
  const t0 = performance.now();
  const res = await fetch(`${BASE}${ep.path}?${new URLSearchParams(q)}`, { headers: { authorization: token } });
  const type = res.headers.get('content-type') ?? '';
  if (ep.kind === 'binary' && res.ok && !type.includes('json')) {
    const bytes = (await res.arrayBuffer()).byteLength;
    return { ms: performance.now() - t0, code: '000000', bytes };
  }
  const text = await res.text();
  const ms = performance.now() - t0;
  const body = JSON.parse(text);
  return { ms, code: body.code, msg: body.msg, bytes: text.length, data: body.data };
}

/** Times one call with one query: a few unmeasured requests first, then `n` in a row. */
async function time(ep, token, v, n) {
  let first = await request(ep, token, v.q);
  // A call that keeps to one month refuses 90 days (150101): it is timed on the latest full month.
  if (first.code === '150101' && v.trend) {
    v.label = v.label.replace('90 days', `month ${v.ctx.month.startDay.slice(0, 7)} (month limit)`);
    Object.assign(v.q, v.ctx.month);
    first = await request(ep, token, v.q);
  }
  if (first.code !== '000000') return { call: ep.id, query: v.label, error: `${first.code} ${first.msg}` };
  for (let i = 0; i < 2; i++) await request(ep, token, v.q);
  const times = [];
  for (let i = 0; i < n; i++) times.push((await request(ep, token, v.q)).ms);
  times.sort((a, b) => a - b);
  return {
    call: ep.id,
    path: ep.path,
    query: v.label,
    requests: n,
    p50ms: r1(percentile(times, 50)),
    p95ms: r1(percentile(times, 95)),
    maxMs: r1(times.at(-1)),
    responseBytes: first.bytes,
  };
}

async function measureBoards(token) {
  const endpoints = await boardEndpoints();
  const options = endpoints.find((e) => e.id === 'aicall.databoard.options');
  const opts = (await request(options, token, {})).data;
  // The bot with the most calls of the latest full month: what a user would filter by.
  const month = lastFullMonth(opts.today);
  const ctx = { month, days90: { startDay: addDays(opts.today, -89), endDay: opts.today }, bot: '' };
  const overview = endpoints.find((e) => e.id === 'aicall.boardOverview.stat');
  const ranked = overview ? (await request(overview, token, { ...month, limit: 50 })).data?.bots : undefined;
  ctx.bot = ranked?.find((b) => b.id)?.id ?? opts.bots[0]?.id ?? '';
  const groups = { json: [], exports: [], lists: [] };
  for (const ep of endpoints) {
    const group = ep.kind === 'binary' ? 'exports' : ep.query?.shape && 'pageNum' in ep.query.shape ? 'lists' : 'json';
    for (const v of variants(ep, ctx)) {
      v.ctx = ctx;
      const r = await time(ep, token, v, group === 'exports' ? EXPORT_REQUESTS : REQUESTS);
      console.error(`${r.call} [${r.query}] ${r.error ?? `p50 ${r.p50ms} ms, p95 ${r.p95ms} ms`}`);
      groups[group].push(r);
    }
  }
  return { today: opts.today, month, botFilter: ctx.bot, calls: endpoints.map((e) => e.id), ...groups };
}

const dataDir = mkdtempSync(join(tmpdir(), 'zhiyu-bench-board-'));
const pgDb = PGLITE ? undefined : await createPgDatabase(PG_BASE, 'bench_board');
const target = { dataDir, url: pgDb?.url };
const env = pgDb ? { DATABASE_URL: pgDb.url } : { DATA_DIR: dataDir };
try {
  // First start: migrations and the demo data; stopped again for the seed (one process at a time).
  const setup = await startServer(PORT, { dataDir, databaseUrl: pgDb?.url, readyTimeoutMs: 180_000 });
  await setup.stop();
  const loadBeforeSeed = load1();
  const seedArgs = ['--calls', String(N), '--tenant', '2001', '--days', '90'];
  // Indexes kept up call by call, as a live database's are (no --bulk).
  const seed = serverCommand(env, 'seed', PGLITE ? seedArgs : [...seedArgs, '--workers', '2']);
  const loadAfterSeed = load1();
  // After a bulk load, a vacuum sets the visibility map (autovacuum's work, which may be off).
  const t0 = performance.now();
  await runSql(target, ['VACUUM ANALYZE call_records', 'VACUUM ANALYZE call_rollup_days, call_rollup_counts']);
  const vacuumMs = Math.round(performance.now() - t0);
  const [[size]] = await runSql(target, [
    `SELECT (SELECT count(*) FROM call_rollup_days)::int AS "rollupDayRows",
      (SELECT count(*) FROM call_rollup_counts)::int AS "rollupCountRows",
      pg_size_pretty(pg_database_size(current_database())) AS "databaseSize"`,
  ]);
  const server = await startServer(PORT, { dataDir, databaseUrl: pgDb?.url, readyTimeoutMs: 180_000 });
  let boards;
  const loadBeforeCalls = load1();
  try {
    boards = await measureBoards(await signIn(BASE, 'tenant', 'Tenant@2026'));
  } finally {
    await server.stop();
  }
  // Every board call is held to the budget: the JSON calls, the paged node list and the exports.
  const over = [...boards.json, ...boards.lists, ...boards.exports].filter((r) => r.error || r.p95ms > BUDGET_MS);
  writeResult(PGLITE ? 'databoard-pglite' : 'databoard', {
    measured: `${N} calls of tenant 2001 over 90 days on ${PGLITE ? 'the embedded database (PGlite)' : 'PostgreSQL'}; every board GET call, ${REQUESTS} requests per call and query, one at a time, signed in as tenant`,
    budget: { p95ms: BUDGET_MS, ok: over.length === 0, over: over.map((r) => `${r.call} [${r.query}]`) },
    seed,
    vacuumMs,
    ...size,
    loadAverage1m: {
      beforeSeed: loadBeforeSeed,
      afterSeed: loadAfterSeed,
      beforeCalls: loadBeforeCalls,
      after: load1(),
    },
    ...boards,
  });
  if (over.length) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await pgDb?.drop();
}
