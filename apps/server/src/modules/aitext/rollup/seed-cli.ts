/**
 * `npm run seed:text -w apps/server -- --messages 10000000 --tenant 2001 [--app 30000001] [--days 90]
 * [--workers 2]`: writes realistic chat sessions of the tenant's app, about eight messages each,
 * over the last days, with their rollups (./volume.ts), on the database the server uses
 * (DATABASE_URL, else the embedded one under DATA_DIR), and prints the rate.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../platform/config.ts';
import { openDb, rowsOf } from '../../../platform/db/client.ts';
import { runCommand } from '../../aicall/rollup/args.ts';
import { seedTextVolume } from './volume.ts';

const whole = (v: string | undefined, name: string, fallback: number, max: number) => {
  const n = v === undefined ? fallback : Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} is a whole number from 1 to ${max}`);
  return n;
};

await runCommand(
  'npm run seed:text -w apps/server -- --messages <n> --tenant <id> [--app <appid>] [--days 90] [--workers 2]',
  async (a) => {
    const messages = whole(a.messages, 'messages', 0, 999_999_999);
    const days = whole(a.days, 'days', 90, 3660);
    if (!a.tenant) throw new Error('--tenant is required');
    const config = loadConfig();
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
      const r = await seedTextVolume(handle.db, { tenantId: a.tenant, appId, messages, days, workers });
      return {
        tenantId: a.tenant,
        appId,
        ...r,
        messagesPerSecond: Math.round(r.messages / (r.ms / 1000)),
        database: handle.kind,
      };
    } finally {
      await handle.close();
    }
  },
);
