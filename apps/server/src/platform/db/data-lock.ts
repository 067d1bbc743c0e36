import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One server per embedded data folder. Two processes on one PGlite folder each believe they own
 * it: writes are lost and indexes corrupted, so that a later start fails. The holder's pid, host
 * and start time are written to `<DATA_DIR>/server.lock`; a second start is refused naming them.
 *
 * Written here rather than taken from a lock library: the common ones (proper-lockfile and the
 * like) tell a stale lock by an mtime refreshed on a timer, which a long synchronous stretch at
 * start (migrations, the WebAssembly database booting) can miss, and they record no holder to
 * name. A pid check on the same host is exact, needs no timer, and names who holds the folder.
 *
 * - The lock appears whole or not at all: written to a temporary file, then hard-linked into
 *   place (link fails if the name exists), so a reader never sees it half written.
 * - Stale: the holder is on this host and its process is gone (no such pid; the pid now belongs
 *   to a process started later; the machine has rebooted since). It is moved aside and the lock
 *   taken; if it changed in between (another start took it first), it is put back.
 * - A holder on another host (a shared folder) cannot be checked, and is never taken over.
 * - Released on close and on process exit; a killed process leaves a lock that the next start
 *   finds stale.
 */
export const LOCK_FILE = 'server.lock';

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the holder took the lock. */
  startedAt: string;
  /** Linux: the boot the holder ran in, and its process start (clock ticks since boot). */
  bootId?: string;
  procStart?: string;
}

export interface DataLock {
  readonly file: string;
  release(): void;
}

/** Thrown when another live process holds the folder; the message names folder and holder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly file: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(
      holder
        ? `data folder ${dir} is in use by another server: pid ${holder.pid} on host ${holder.host}, started ${holder.startedAt}. ` +
            `Stop that server first (one folder serves one server). If it is no longer running, delete ${file}.`
        : `data folder ${dir} is locked by ${file}, whose holder cannot be read. If no server uses this folder, delete that file.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Lock files this process holds: its own pid in a lock means "held here", not "stale". */
const heldHere = new Set<string>();

export function lockDataDir(dir: string): DataLock {
  const abs = path.resolve(dir);
  mkdirSync(abs, { recursive: true });
  const file = path.join(abs, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    ...optional('bootId', bootId()),
    ...optional('procStart', procStart(process.pid)),
  };
  const text = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(file, text)) return held(file, text);
    const raw = readOrUndefined(file);
    if (raw === undefined) continue; // released meanwhile: try again
    const holder = parseHolder(raw);
    if (!holder || !isStale(holder, file)) throw new DataDirLockedError(abs, file, holder);
    moveAsideIfUnchanged(file, raw);
  }
  throw new DataDirLockedError(abs, file, parseHolder(readOrUndefined(file) ?? ''));
}

function held(file: string, text: string): DataLock {
  heldHere.add(file);
  const release = () => {
    if (!heldHere.delete(file)) return;
    process.removeListener('exit', release);
    // Only our own lock: never one another process has since taken over.
    if (readOrUndefined(file) === text) unlinkQuietly(file);
  };
  process.once('exit', release);
  return { file, release };
}

/** Creates `file` holding `text` only if no such file exists; false if it does. */
function createExclusive(file: string, text: string): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeDurably(tmp, text, 'wx');
    linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: create in place with O_EXCL instead.
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'ENOSYS') {
      try {
        writeDurably(file, text, 'wx');
        return true;
      } catch (e2) {
        if ((e2 as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw e2;
      }
    }
    throw e;
  } finally {
    unlinkQuietly(tmp);
  }
}

function writeDurably(file: string, text: string, flag: 'wx') {
  const fd = openSync(file, flag, 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function isStale(h: LockHolder, file: string): boolean {
  if (h.host !== hostname()) return false;
  const boot = bootId();
  if (h.bootId && boot && h.bootId !== boot) return true;
  if (h.pid === process.pid) return !heldHere.has(file);
  if (!pidAlive(h.pid)) return true;
  // The pid is alive: the holder, unless that pid was reused by a process started since.
  const start = procStart(h.pid);
  return Boolean(h.procStart && start && h.procStart !== start);
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Moves a stale lock out of the way; puts it back if another start replaced it meanwhile. */
function moveAsideIfUnchanged(file: string, raw: string) {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  if (readOrUndefined(aside) === raw) {
    unlinkQuietly(aside);
    return;
  }
  if (!existsSync(file)) renameSync(aside, file);
  else unlinkQuietly(aside);
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    const h = JSON.parse(raw) as Partial<LockHolder>;
    if (!Number.isInteger(h.pid) || (h.pid as number) <= 0 || typeof h.host !== 'string') return undefined;
    return { ...h, startedAt: String(h.startedAt ?? 'at an unknown time') } as LockHolder;
  } catch {
    return undefined;
  }
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

function unlinkQuietly(file: string) {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Linux: field 22 of /proc/<pid>/stat (start time since boot); the name before it may hold spaces. */
function procStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}

/** For tests: writes a lock file as another holder would have left it. */
export function writeLockFile(dir: string, holder: LockHolder) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, LOCK_FILE), `${JSON.stringify(holder)}\n`);
}
