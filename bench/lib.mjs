// Shared helpers for the benchmark scripts: start the app as the README does, wait for it, stop it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/**
 * `npm start` on `dataDir`, or on `databaseUrl` (demo data seeded), with the rate limit lifted;
 * resolves once /healthz answers, with the time that took and how to stop the process group.
 */
export async function startServer(port, { dataDir, databaseUrl, env: extraEnv = {}, readyTimeoutMs = 60_000 }) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // Demo data signed with the development licence key: allowed explicitly on PostgreSQL.
  if (databaseUrl) Object.assign(env, { DATABASE_URL: databaseUrl, SEED_DEMO: '1', ALLOW_DEV_LICENCE_KEY: '1' });
  const t0 = performance.now();
  const child = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const url = `http://127.0.0.1:${port}/healthz`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.ok) break;
    } catch {}
    if (performance.now() - t0 > readyTimeoutMs) throw new Error(`app not ready after ${readyTimeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    await new Promise((r) => child.once('exit', r));
  };
  return { readyMs: performance.now() - t0, stop, pgid: child.pid };
}

/**
 * Starts `npm start` on a fresh embedded database, or with `pgUrl` on a fresh PostgreSQL database
 * created on that server (demo data seeded, dropped on stop); resolves once /healthz answers.
 */
export async function startApp(port, extraEnv = {}, pgUrl = undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'zhiyu-bench-'));
  const pgDb = pgUrl ? await createPgDatabase(pgUrl) : undefined;
  const server = await startServer(port, { dataDir, databaseUrl: pgDb?.url, env: extraEnv });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  };
  return { base: `http://127.0.0.1:${port}`, readyMs: server.readyMs, stop, pgid: server.pgid };
}

/** `--pg` on the command line: the PostgreSQL server to measure on (BENCH_PG_URL or the local one). */
export const pgUrlArg = () =>
  process.argv.includes('--pg')
    ? (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
    : undefined;

/** A fresh PostgreSQL database on `base` (named `prefix`_<time>), and how to drop it. */
export async function createPgDatabase(base, prefix = 'zhiyu_bench') {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = async (q) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function writeResult(name, result) {
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const out = { name, at: new Date().toISOString(), node: process.version, ...result };
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(out, null, 2)}\n`);
  console.log(JSON.stringify(out, null, 2));
}

/** Signs in over the API; resolves with the session token the `authorization` header carries. */
export async function signIn(base, username, password) {
  const r = await fetch(`${base}/ai-admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  }).then((x) => x.json());
  if (r.code !== '000000') throw new Error(`sign-in of ${username} failed: ${JSON.stringify(r)}`);
  return r.data.authorization;
}
