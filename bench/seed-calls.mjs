// Volume seed speed (issue 6): `npm run seed -w apps/server -- --calls N --tenant 2001` into a
// fresh PostgreSQL database (the demo data first, by one start of the app): realistic calls over
// the last 90 days with their rollups, one transaction per day on two connections. Budget:
// ≥ 50,000 calls/s. Also checks the rollups against a rebuild of a sample week.
// `node bench/seed-calls.mjs [--pg postgres://…]`; BENCH_SEED_CALLS sets N (default 2,000,000).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgDatabase, pgUrlArg, root, startServer, writeResult } from './lib.mjs';

const N = Number(process.env.BENCH_SEED_CALLS ?? 2_000_000);
const base = pgUrlArg() ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const db = await createPgDatabase(base);
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
  const seed = run('seed', ['--calls', String(N), '--tenant', '2001', '--days', '90', '--workers', '2']);
  // A rebuild of seven seeded days recounts the same calls as the seed wrote into the rollups.
  const to = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const from = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const rebuild = run('rollup', ['--tenant', '2001', '--from', from, '--to', to]);
  writeResult('seed-calls', {
    measured: `${N} calls for tenant 2001 over 90 days into PostgreSQL, records and rollups, 2 connections`,
    budget: { callsPerSecond: 50_000 },
    seed,
    rebuildOfAWeek: { ...rebuild, callsPerSecond: Math.round(rebuild.calls / (rebuild.ms / 1000)) },
    loadAverage1mBefore: load,
    loadAverage1mAfter: Math.round(loadavg()[0] * 100) / 100,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await db.drop();
}
