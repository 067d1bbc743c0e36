// Shared helpers for the benchmark scripts: start the app as the README does, wait for it, stop it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** Starts `npm start` on a fresh embedded database; resolves once /healthz answers. */
export async function startApp(port, extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'zhiyu-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const t0 = performance.now();
  const child = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const url = `http://127.0.0.1:${port}/healthz`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.ok) break;
    } catch {}
    if (performance.now() - t0 > 60_000) throw new Error('app not ready after 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - t0;
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}`, readyMs, stop, pgid: child.pid };
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
