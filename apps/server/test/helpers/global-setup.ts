import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/platform/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database, dumped to a file: every test database starts from it. */
    pgliteSnapshot: string;
    /** With DATABASE_URL: a migrated PostgreSQL database every test database is a copy of. */
    pgTemplate: string;
  }
}

/**
 * Runs once before the server tests: migrates one database and shares it, so each test file's
 * fresh database is a copy instead of an initialisation plus every migration (about 1.5 s saved
 * per embedded database, 0.2 s per PostgreSQL one). Tests still call `migrate()`, which finds
 * nothing to do.
 */
export default async function setup(project: TestProject) {
  const cleanups: (() => Promise<void> | void)[] = [];
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `zhiyu_tpl_${randomBytes(6).toString('hex')}`;
    await admin(base, `CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const h = await openPostgres(url.toString());
    await h.migrate();
    await h.close();
    project.provide('pgTemplate', name);
    cleanups.push(() => admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  } else project.provide('pgTemplate', '');
  const h = await openPglite();
  await h.migrate();
  const dir = mkdtempSync(path.join(tmpdir(), 'zhiyu-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await h.dump?.())!.arrayBuffer()));
  await h.close();
  project.provide('pgliteSnapshot', file);
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return async () => {
    for (const c of cleanups) await c();
  };
}

async function admin(url: string, statement: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}
