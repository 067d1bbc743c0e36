// Volume seed speed (issue 6): `npm run seed -w apps/server -- --calls N --tenant 2001 --bulk` into
// a fresh PostgreSQL database (the demo data first, by one start of the app): realistic calls over
// the last 90 days with their rollups, one transaction per day on two connections, the records'
// secondary indexes dropped for the load and built again after it (`--bulk`). Budget: ≥ 50,000
// calls/s at 10,000,000 calls. Also checks the rollups against a rebuild of a sample week.
// `node bench/seed-calls.mjs [--no-bulk]`; BENCH_SEED_CALLS sets N (default 10,000,000),
// BENCH_PG_URL the PostgreSQL server.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgDatabase, root, startServer, writeResult } from './lib.mjs';

const N = Number(process.env.BENCH_SEED_CALLS ?? 10_000_000);
const BULK = !process.argv.includes('--no-bulk');
const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Calls the rollups hold for tenant 2001 over the days `from`..`to`. */
async function weekCalls(url, from, to) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query(
    `SELECT coalesce(sum(calls), 0)::int AS n FROM call_rollup_days WHERE tenant_id = '2001' AND day BETWEEN $1 AND $2`,
    [from, to],
  );
  await c.end();
  return rows[0].n;
}

const db = await createPgDatabase(base, 'bench_seed');
const dataDir = mkdtempSync(join(tmpdir(), 'zhiyu-bench-seed-'));
try {
  const server = await startServer(8497, { dataDir, databaseUrl: db.url, readyTimeoutMs: 180_000 });
  await server.stop();
  const run = (script, args) => {
    const env = { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'warn' };
    const out = execFileSync('npm', ['run', '-s', script, '-w', 'apps/server', '--', ...args], { cwd: root, env });
    return JSON.parse(out.toString());
  };
  const load = Math.round(loadavg()[0] * 100) / 100;
  const args = ['--calls', String(N), '--tenant', '2001', '--days', '90', '--workers', '2'];
  const seed = run('seed', BULK ? [...args, '--bulk'] : args);
  // A rebuild of seven seeded days recounts the same calls as the seed wrote into the rollups.
  const to = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const from = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const seeded = await weekCalls(db.url, from, to);
  const rebuild = run('rollup', ['--tenant', '2001', '--from', from, '--to', to]);
  writeResult('seed-calls', {
    measured: `${N} calls for tenant 2001 over 90 days into PostgreSQL, records and rollups, 2 connections${BULK ? ', secondary indexes of call_records dropped and rebuilt (--bulk)' : ''}`,
    cpus: cpus().length,
    budget: { callsPerSecond: 50_000, ok: seed.callsPerSecond >= 50_000 },
    seed,
    rebuildOfAWeek: {
      ...rebuild,
      callsPerSecond: Math.round(rebuild.calls / (rebuild.ms / 1000)),
      seedCountedTheSame: rebuild.calls === seeded,
    },
    loadAverage1mBefore: load,
    loadAverage1mAfter: Math.round(loadavg()[0] * 100) / 100,
  });
  if (seed.callsPerSecond < 50_000 || rebuild.calls !== seeded) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await db.drop();
}
