/**
 * `npm run rollup:text -w apps/server -- --tenant 2001 --from 2026-11-01 --to 2026-11-30`: rebuilds
 * a tenant's text-bot rollups for those days (the tenant's time zone) from its sessions and
 * messages, on the database the server uses (DATABASE_URL, else the embedded one under DATA_DIR).
 */
import { isDay } from '@zhiyu/contract/rules/zoned-day';
import { loadConfig } from '../../../platform/config.ts';
import { openDb } from '../../../platform/db/client.ts';
import { runCommand } from '../../aicall/rollup/args.ts';
import { rebuildTextRollups } from './service.ts';

await runCommand('npm run rollup:text -w apps/server -- --tenant <id> --from YYYY-MM-DD --to YYYY-MM-DD', async (a) => {
  if (!a.tenant || !a.from || !a.to) throw new Error('--tenant, --from and --to are required');
  if (!isDay(a.from) || !isDay(a.to)) throw new Error('days are real dates written YYYY-MM-DD');
  if (a.from > a.to) throw new Error('--from comes after --to');
  const config = loadConfig();
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await handle.migrate();
    const t0 = performance.now();
    const r = await rebuildTextRollups(handle.db, a.tenant, a.from, a.to);
    return { ...r, ms: Math.round(performance.now() - t0) };
  } finally {
    await handle.close();
  }
});
