import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres, rowsOf } from '../../../src/platform/db/client.ts';

const url = process.env.DATABASE_URL;

describe('PostgreSQL connection pool', () => {
  it.skipIf(!url)('survives the server ending an idle connection (runs when DATABASE_URL is set)', async () => {
    const lost: string[] = [];
    const handle = await openPostgres(url!, (e) => lost.push(e.message));
    try {
      const [{ pid }] = rowsOf<{ pid: number }>(await handle.db.execute(sql`select pg_backend_pid() as pid`));
      // Another session ends that pooled connection while it sits idle, as a restart would.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      const [row] = rowsOf<{ ok: number }>(await handle.db.execute(sql`select 1 as ok`));
      expect(row.ok).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
