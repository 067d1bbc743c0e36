/**
 * One server per embedded data folder: a second start on the folder is refused naming the folder
 * and the holder; a lock left by a process that is gone is taken over; startup errors print their
 * cause chain. The server is started as `npm start --workspace apps/server` starts it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE,
  type LockHolder,
  lockDataDir,
  writeLockFile,
} from '../../../src/platform/db/data-lock.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const BIN = path.resolve(SERVER_DIR, '../../node_modules/.bin');

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'zhiyu-lock-'));
  dirs.push(d);
  return d;
};
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A pid no process has: one that just ran and exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', '']);
  expect(r.status).toBe(0);
  return r.pid as number;
}

const readHolder = (dir: string) => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockHolder;

describe('the data folder lock', () => {
  it('refuses a second lock on the folder, naming it and the holder; a released lock can be taken again', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    const h = readHolder(dir);
    expect([h.pid, h.host]).toEqual([process.pid, hostname()]);
    let err: unknown;
    try {
      lockDataDir(dir);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DataDirLockedError);
    const msg = (err as Error).message;
    for (const part of [dir, `pid ${process.pid}`, `host ${hostname()}`, h.startedAt]) expect(msg).toContain(part);
    first.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock whose process is gone, or whose machine has rebooted since', () => {
    const dir = tempDir();
    writeLockFile(dir, { pid: deadPid(), host: hostname(), startedAt: '2020-01-01T00:00:00.000Z' });
    const a = lockDataDir(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
    a.release();
    // A live pid (this process's parent) in a lock written during another boot.
    writeLockFile(dir, { pid: process.ppid, host: hostname(), startedAt: 'x', bootId: 'another-boot' });
    const b = lockDataDir(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
    b.release();
  });

  it('takes over a lock whose pid now belongs to a process started later', () => {
    if (!existsSync(`/proc/${process.ppid}/stat`)) return; // Linux only
    const dir = tempDir();
    writeLockFile(dir, { pid: process.ppid, host: hostname(), startedAt: 'x', procStart: '1' });
    lockDataDir(dir).release();
  });

  it('never takes over a live holder, one on another host, or one it cannot read', () => {
    const dir = tempDir();
    writeLockFile(dir, { pid: process.ppid, host: hostname(), startedAt: 'x' });
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid} on host ${hostname()}`);
    writeLockFile(dir, { pid: deadPid(), host: 'some-other-host', startedAt: 'y' });
    expect(() => lockDataDir(dir)).toThrow('on host some-other-host, started y');
    writeFileSync(path.join(dir, LOCK_FILE), '{"pid":');
    expect(() => lockDataDir(dir)).toThrow(`locked by ${path.join(dir, LOCK_FILE)}, whose holder cannot be read`);
  });
});

/** `npm start --workspace apps/server`: the start script of apps/server/package.json, its tsx from the root. */
function startServer(env: Record<string, string>) {
  const pkg = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [bin, ...args] = pkg.scripts.start.split(/\s+/);
  const childEnv: Record<string, string | undefined> = { ...process.env };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'SEED_DEMO']) delete childEnv[k];
  const child = spawn(path.join(BIN, bin), args, {
    cwd: SERVER_DIR,
    env: {
      ...childEnv,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ADMIN_PASSWORD: 'Lock#Test2026',
      LOG_LEVEL: 'info',
      CALL_RECORDINGS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const out = { stdout: '', stderr: '' };
  child.stdout?.on('data', (d) => {
    out.stdout += String(d);
  });
  child.stderr?.on('data', (d) => {
    out.stderr += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => {
      if (out.stdout.includes('"msg":"ready"')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before ready:\n${out.stderr}`)));
  });
  ready.catch(() => {}); // awaited only by the tests that expect it
  return { child, out, exited, ready };
}

describe('starting the server', () => {
  it('takes over a stale lock; a second server on the same folder exits naming the folder and the holder', async () => {
    const dir = tempDir();
    writeLockFile(dir, { pid: deadPid(), host: hostname(), startedAt: '2020-01-01T00:00:00.000Z' });
    const first = startServer({ DATA_DIR: dir });
    await first.ready;
    const holder = readHolder(dir);
    expect(holder.host).toBe(hostname());
    expect(holder.startedAt).not.toBe('2020-01-01T00:00:00.000Z');

    const second = startServer({ DATA_DIR: dir });
    const code = await second.exited;
    expect(code).not.toBe(0);
    for (const part of [dir, `pid ${holder.pid}`, `host ${holder.host}`, `started ${holder.startedAt}`])
      expect(second.out.stderr).toContain(part);
    expect(second.out.stdout).not.toContain('"msg":"ready"');
    expect(readHolder(dir)).toEqual(holder);

    // Stopped, the first server leaves the folder free.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 300_000);

  it('a startup error prints its cause chain', async () => {
    // Nothing listens on port 1: the first statement fails, its cause says why.
    const s = startServer({ DATABASE_URL: 'postgres://zhiyu@127.0.0.1:1/none', ALLOW_DEV_LICENCE_KEY: '1' });
    expect(await s.exited).toBe(1);
    expect(s.out.stderr).toContain('Failed query: select 1');
    expect(s.out.stderr).toMatch(/caused by: .*ECONNREFUSED/);
  }, 120_000);
});
