import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { type DbHandle, openPglite, openPostgres, rowsOf } from '../../src/platform/db/client.ts';

let snapshot: Blob | undefined;

/**
 * A fresh database per test file: in-memory PGlite by default, or a new PostgreSQL database
 * (CREATE DATABASE zhiyu_t_<random>, dropped on close) when DATABASE_URL is set. Both start as a
 * copy of the database the global setup migrated (helpers/global-setup.ts).
 */
export async function freshDb(): Promise<DbHandle> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const file = inject('pgliteSnapshot');
    if (file && !snapshot) snapshot = new Blob([readFileSync(file)]);
    return openPglite(undefined, snapshot);
  }
  const name = `zhiyu_t_${randomBytes(6).toString('hex')}`;
  const template = inject('pgTemplate');
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    async close() {
      await handle.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fingerprint of every table's content, to prove a refused request changed nothing. */
export async function dbDigest(db: DbHandle['db'], except: string[] = []): Promise<Record<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  ).map((r) => r.table_name);
  const out: Record<string, string> = {};
  for (const t of tables) {
    if (except.includes(t)) continue;
    const [row] = rowsOf<{ h: string | null }>(
      await db.execute(
        sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`),
      ),
    );
    out[t] = row.h ?? '';
  }
  return out;
}

/**
 * Waits (up to 10 s) until no background job is queued or running: work an earlier call started
 * (a finished conversation's scoring, an export) must not land between two digests.
 */
export async function jobsSettled(db: DbHandle['db']) {
  for (let i = 0; i < 200; i++) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from jobs where status in ('queued', 'running')`),
    );
    if (!row?.n) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A refused call: the expected code, and not one row of any table changed. Returns the message. */
export async function expectRefused(
  db: DbHandle['db'],
  run: () => Promise<{ body: { code: string; msg: string } }>,
  code: string,
): Promise<string> {
  await jobsSettled(db);
  const before = await dbDigest(db);
  const r = await run();
  expect(r.body.code, JSON.stringify(r.body)).toBe(code);
  expect(await dbDigest(db)).toEqual(before);
  return r.body.msg;
}
