// Call records at scale (issue 5 §4 speed): 1,000,000 call records in the demo tenant's app,
// inserted with one INSERT … SELECT generate_series (not timed). Then, over the real HTTP API as
// the tenant admin, one call at a time: the outbound record list filtered by result class over a
// month, first page and a deep page (page 100 of 100 rows, the last page inside the 10,000 count
// cap); the record detail; and an export of ~100,000 records from the POST to the last byte.
// Budgets: list p95 ≤ 50 ms embedded / ≤ 20 ms PostgreSQL; detail ≤ 20 ms; export ≤ 5 s.
// Embedded database by default; `--pg` also on a fresh PostgreSQL database.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgDatabase, percentile, pgUrlArg, startServer, writeResult } from './lib.mjs';

const N = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const PORT = 8493;
const STEP_MS = 2500; // one record every 2.5 s: 1M records span about 29 days
const EXPORT_RECORDS = 111_112; // the newest ones; 9 in 10 are outbound, so ~100,000 exported
const r2 = (x) => Math.round(x * 100) / 100;

/** `npm start` on this data folder (or database); resolves with its stop function once healthy. */
async function start(dataDir, databaseUrl) {
  return (await startServer(PORT, { dataDir, databaseUrl, readyTimeoutMs: 180_000 })).stop;
}

const CLASSES = `(array['success','success','noAnswer','busy','rejected','success','noAnswer','emptyNumber','success','lineFault'])`;
const CAUSES = `(array[0,0,775,486,781,0,775,774,0,503])`;
/** Plain SQL that PGlite and PostgreSQL both run; `now` fixed so the ranges below match. */
function seedSql(now) {
  const turns = `'[{"role":"bot","text":"您好，我是知语金融的智能客服","atMs":0,"nodeId":"greet"},{"role":"user","text":"可以，利息多少？","atMs":3000,"intent":"有意向","score":0.92}]'::jsonb`;
  return [
    `insert into call_records (id, tenant_id, app_id, direction, task_id, bot_id, bot_version, phone, line_number,
        started_at, answered_at, ended_at, duration_sec, cause_code, cause_type, result_class, rounds,
        intention_level, hangup_by, transcript, intents, tags)
     select 'bench-' || g, '2001', '30000001', case when g % 10 = 9 then 0 else 1 end, 'bench-task-' || (g % 20), null, 1,
        '138' || lpad(g::text, 8, '0'), '02100000000',
        to_timestamp(${now / 1000}) - g * interval '${STEP_MS} milliseconds',
        case when ${CLASSES}[g % 10 + 1] = 'success' then to_timestamp(${now / 1000}) - g * interval '${STEP_MS} milliseconds' end,
        to_timestamp(${now / 1000}) - g * interval '${STEP_MS} milliseconds' + interval '60 seconds',
        case when ${CLASSES}[g % 10 + 1] = 'success' then 20 + g % 280 else 0 end,
        ${CAUSES}[g % 10 + 1], case when g % 3 = 0 then 200 else 0 end, ${CLASSES}[g % 10 + 1],
        case when ${CLASSES}[g % 10 + 1] = 'success' then 1 + g % 8 else 0 end,
        case when ${CLASSES}[g % 10 + 1] = 'success' then (array['A','B','C','D','E','F'])[g % 6 + 1] end,
        case when ${CLASSES}[g % 10 + 1] = 'success' then 'user' end,
        case when ${CLASSES}[g % 10 + 1] = 'success' then ${turns} else '[]'::jsonb end,
        case when ${CLASSES}[g % 10 + 1] = 'success' then array['有意向'] else array[]::text[] end,
        case when g % 7 = 0 then array['老客户'] else array[]::text[] end
     from generate_series(0, ${N - 1}) g`,
    // A bulk load is followed by a vacuum: it sets the visibility map, so the lists and the capped
    // count read the indexes alone (index-only scans). PostgreSQL's autovacuum does this as records
    // arrive; the embedded database has no autovacuum (see docs/aicall-records.md).
    'vacuum analyze call_records',
  ];
}

async function seedPglite(dataDir, now) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
  await db.waitReady;
  for (const q of seedSql(now)) await db.exec(q);
  await db.close();
}

async function seedPg(url, now) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  for (const q of seedSql(now)) await c.query(q);
  await c.end();
}

async function signIn() {
  const r = await fetch(`http://127.0.0.1:${PORT}/ai-admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'tenant', password: 'Tenant@2026' }),
  }).then((x) => x.json());
  if (r.code !== '000000') throw new Error(`sign-in failed: ${JSON.stringify(r)}`);
  return r.data.authorization;
}

async function measure(token, path, make) {
  const times = [];
  let sample;
  for (let i = 0; i < CALLS + 10; i++) {
    const t0 = performance.now();
    const r = await fetch(`http://127.0.0.1:${PORT}${path}?${new URLSearchParams(make(i))}`, {
      headers: { authorization: token },
    }).then((x) => x.json());
    const ms = performance.now() - t0;
    if (r.code !== '000000') throw new Error(JSON.stringify(r));
    if (i >= 10) times.push(ms);
    sample ??= r.data.list
      ? { rows: r.data.list.length, total: r.data.total, totalCapped: r.data.totalCapped }
      : { id: r.data.id };
  }
  times.sort((a, b) => a - b);
  return {
    calls: times.length,
    p50ms: r2(percentile(times, 50)),
    p95ms: r2(percentile(times, 95)),
    firstAnswer: sample,
  };
}

async function exportRun(token, now) {
  const t0 = performance.now();
  const headers = { authorization: token, 'content-type': 'application/json' };
  const from = now - (EXPORT_RECORDS - 1) * STEP_MS;
  const start = await fetch(`http://127.0.0.1:${PORT}/v1/aicall-web/call-record/outbound/export`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ filter: { from, to: now + 3_600_000 } }),
  }).then((x) => x.json());
  if (start.code !== '000000') throw new Error(JSON.stringify(start));
  for (;;) {
    const s = await fetch(
      `http://127.0.0.1:${PORT}/v1/aicall-web/call-record/outbound/export/status?jobId=${start.data.jobId}`,
      { headers },
    ).then((x) => x.json());
    if (s.data?.status) {
      const file = await fetch(`http://127.0.0.1:${PORT}${s.data.files[0].url}`, { headers }).then((x) =>
        x.arrayBuffer(),
      );
      return { ms: Math.round(performance.now() - t0), bytes: file.byteLength };
    }
    if (s.data?.message) throw new Error(s.data.message);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function scenarios(now) {
  const token = await signIn();
  const month = { from: String(now - 30 * 86_400_000), to: String(now + 3_600_000) };
  const path = '/v1/aicall-web/call-record/outbound/list';
  const classes = ['success', 'noAnswer', 'busy'];
  const first = await measure(token, path, (i) => ({
    ...month,
    resultClass: classes[i % 3],
    pageNum: '1',
    pageSize: '10',
  }));
  const deep = await measure(token, path, (i) => ({
    ...month,
    resultClass: classes[i % 3],
    pageNum: '100',
    pageSize: '100',
  }));
  const unfiltered = await measure(token, path, () => ({ ...month, pageNum: '1', pageSize: '10' }));
  const detail = await measure(token, '/v1/aicall-web/call-record/detail', (i) => ({ id: `bench-${(i * 7919) % N}` }));
  const exp = await exportRun(token, now);
  // The caller's own sign-in history, as in admin-users.mjs: the shared machine's baseline now.
  const baseline = await measure(token, '/ai-admin/user/login-logs', () => ({ pageNum: '1', pageSize: '10' }));
  return {
    baselineLoginLogs: baseline,
    listFirstPage: first,
    listDeepPage: deep,
    listUnfilteredFirstPage: unfiltered,
    detail,
    export: { records: '~100,000 (outbound share of the newest 111,112)', ...exp },
    loadAverage1m: r2(loadavg()[0]),
  };
}

async function embedded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'zhiyu-bench-records-'));
  try {
    let stop = await start(dataDir);
    await stop();
    const now = Date.now();
    const t0 = performance.now();
    await seedPglite(dataDir, now);
    const seedMs = Math.round(performance.now() - t0);
    stop = await start(dataDir);
    try {
      return { seedMs, ...(await scenarios(now)) };
    } finally {
      await stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgres(base) {
  const db = await createPgDatabase(base);
  const dataDir = mkdtempSync(join(tmpdir(), 'zhiyu-bench-records-'));
  try {
    const stop = await start(dataDir, db.url);
    try {
      const now = Date.now();
      const t0 = performance.now();
      await seedPg(db.url, now);
      return { seedMs: Math.round(performance.now() - t0), ...(await scenarios(now)) };
    } finally {
      await stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await db.drop();
  }
}

const pgUrl = pgUrlArg();
writeResult('call-records', {
  measured: `${N} call records in one tenant; ${CALLS} sequential calls after 10 warm-up calls each, over HTTP`,
  budget: { listP95Ms: { embedded: 50, postgres: 20 }, detailP95Ms: 20, exportMs: 5000 },
  embedded: await embedded(),
  postgres: pgUrl ? await postgres(pgUrl) : 'not run (node bench/call-records.mjs --pg)',
});
