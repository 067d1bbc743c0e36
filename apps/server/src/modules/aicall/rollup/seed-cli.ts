/**
 * `npm run seed -w apps/server -- --calls 10000000 --tenant 2001 [--app 30000001] [--days 90]
 * [--workers 2] [--bulk]`: writes that many realistic calls for the tenant's app, spread over the
 * last days, with their rollups (./volume.ts), on the database the server uses (DATABASE_URL, else
 * the embedded one under DATA_DIR), and prints the rate. `--bulk` (PostgreSQL only, nobody else
 * using the database) drops the records' secondary indexes for the load and builds them again.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../platform/config.ts';
import { openDb, rowsOf } from '../../../platform/db/client.ts';
import { runCommand } from './args.ts';
import { seedVolume } from './volume.ts';

const whole = (v: string | undefined, name: string, fallback: number, max: number) => {
  const n = v === undefined ? fallback : Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} is a whole number from 1 to ${max}`);
  return n;
};

await runCommand(
  'npm run seed -w apps/server -- --calls <n> --tenant <id> [--app <appid>] [--days 90] [--workers 2] [--bulk]',
  async (a) => {
    const calls = whole(a.calls, 'calls', 0, 999_999_999);
    const days = whole(a.days, 'days', 90, 3660);
    if (!a.tenant) throw new Error('--tenant is required');
    const config = loadConfig();
    const bulk = a.bulk === 'true';
    if (bulk && !config.DATABASE_URL) throw new Error('--bulk is for PostgreSQL (set DATABASE_URL)');
    const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      await handle.migrate();
      const workers = handle.kind === 'pglite' ? 1 : whole(a.workers, 'workers', 2, 8);
      const [app] = rowsOf<{ appid: string }>(
        await handle.db.execute(sql`SELECT appid FROM apps WHERE tenant_id = ${a.tenant}
          AND (${a.app ?? null}::text IS NULL OR appid = ${a.app ?? null}) ORDER BY created_at LIMIT 1`),
      );
      const appId = app?.appid ?? a.app;
      if (!appId) throw new Error(`tenant ${a.tenant} has no app: pass --app`);
      const r = await seedVolume(handle.db, { tenantId: a.tenant, appId, calls, days, workers, bulk });
      return {
        tenantId: a.tenant,
        appId,
        ...r,
        callsPerSecond: Math.round(calls / (r.ms / 1000)),
        database: handle.kind,
        bulk,
      };
    } finally {
      await handle.close();
    }
  },
  ['bulk'],
);
