import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-lock.ts';

/** The common query surface of both drivers; services never see which one runs. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Embedded database only: runs `onNotify` for each NOTIFY on `channel`, delivered before the
   * writing statement returns (PostgreSQL delivers on another connection, later, so it has none).
   */
  listen?: (channel: string, onNotify: () => void) => Promise<void>;
  migrate(): Promise<void>;
  /** Embedded database only: the whole data folder as a tar (to start other databases from). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../drizzle');

/**
 * `dataDir` undefined → in-memory PGlite (tests). pg_trgm ships with PGlite and serves the
 * substring searches (user names and nicknames) from an index, as on PostgreSQL. `from`, a
 * `dump()` of another database, starts it with that content (tests: a migrated database in a
 * quarter of the time a fresh one takes to initialise).
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<DbHandle> {
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, loadDataDir: from });
  await client.waitReady;
  const db = drizzleLite({ client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    migrate: () => migrateLite(db, { migrationsFolder: MIGRATIONS_DIR }),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, onIdleError = logIdleError): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle pooled connection that the server ends (restart, failover, a forced drop) emits
  // 'error' on the pool; unheard, that would end the process. The pool replaces it on next use.
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool });
  await db.execute(sql`select 1`);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

function logIdleError(err: Error) {
  console.error(`database connection lost while idle: ${err.message}`);
}

/**
 * PostgreSQL at `databaseUrl`, else the embedded database under `dataDir`, which is locked first
 * (data-lock.ts): one process per data folder, a second start refused naming the holder.
 */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<DbHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dataDir = opts.dataDir ?? '';
  const lock = lockDataDir(dataDir);
  let handle: DbHandle;
  try {
    handle = await openPglite(path.join(dataDir, 'pglite'));
  } catch (e) {
    lock.release();
    throw new Error(`could not open the embedded database in ${path.resolve(dataDir)}`, { cause: e });
  }
  return {
    ...handle,
    async close() {
      try {
        await handle.close();
      } finally {
        lock.release();
      }
    },
  };
}

/** Rows of a raw `execute` on either driver (PGlite and pg both return `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
