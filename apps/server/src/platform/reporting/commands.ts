/**
 * The two commands every report's rollups have: a rebuild of a tenant's days, and a volume seed
 * that writes realistic source rows with their rollups. Both run on the database the server uses
 * (DATABASE_URL, else the embedded one under DATA_DIR), print a JSON result, and answer bad
 * arguments with the reason, the usage and exit status 2.
 */
import { isDay } from '@zhiyu/contract/rules/zoned-day';
import { sql } from 'drizzle-orm';
import { type Config, loadConfig } from '../config.ts';
import { type Db, type DbHandle, openDb, rowsOf } from '../db/client.ts';
import { runCommand } from './args.ts';
import type { Rollup } from './rollup.ts';

/** Opens the server's database, brings it up to date, runs `body` on it and closes it. */
async function onDatabase<T>(config: Config, body: (handle: DbHandle) => Promise<T>): Promise<T> {
  const handle = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await handle.migrate();
    return await body(handle);
  } finally {
    await handle.close();
  }
}

/**
 * `npm run <script> -w apps/server -- --tenant 2001 --from 2026-11-01 --to 2026-11-30`: rebuilds a
 * tenant's rollups for those days (the tenant's time zone), with the time it took.
 */
export async function runRebuildCommand<K extends string>(script: string, rollup: Rollup<K>) {
  await runCommand(`npm run ${script} -w apps/server -- --tenant <id> --from YYYY-MM-DD --to YYYY-MM-DD`, async (a) => {
    if (!a.tenant || !a.from || !a.to) throw new Error('--tenant, --from and --to are required');
    if (!isDay(a.from) || !isDay(a.to)) throw new Error('days are real dates written YYYY-MM-DD');
    if (a.from > a.to) throw new Error('--from comes after --to');
    return onDatabase(loadConfig(), async ({ db }) => {
      const t0 = performance.now();
      const r = await rollup.rebuild(db, a.tenant, a.from, a.to);
      return { ...r, ms: Math.round(performance.now() - t0) };
    });
  });
}

export interface VolumeSeedInput {
  tenantId: string;
  appId: string;
  /** How many source rows to write (the `amount` flag). */
  amount: number;
  days: number;
  workers: number;
  /** The command's switches, each true when given. */
  switches: Record<string, boolean>;
}

export interface VolumeSeedCommand<A extends string> {
  /** The npm script (`seed`). */
  script: string;
  /**
   * What is written: the flag of its number (`calls` for `--calls`), the field of the seed's result
   * that says how many were, and the rate printed (`callsPerSecond`).
   */
  amount: A;
  /** Switches (flags without a value, e.g. `bulk`), printed as booleans; each needs PostgreSQL. */
  switches?: readonly string[];
  seed(db: Db, input: VolumeSeedInput): Promise<{ ms: number } & Record<A, number>>;
}

const whole = (v: string | undefined, name: string, fallback: number, max: number) => {
  const n = v === undefined ? fallback : Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} is a whole number from 1 to ${max}`);
  return n;
};

/**
 * `npm run <script> -w apps/server -- --<amount> N --tenant 2001 [--app 30000001] [--days 90]
 * [--workers 2] [--switch…]`: writes that many realistic rows for the tenant's app (its first app
 * unless `--app`), spread over the last days, with their rollups, and prints the rate. One worker on
 * the embedded database.
 */
export async function runVolumeSeedCommand<A extends string>(c: VolumeSeedCommand<A>) {
  const switches = c.switches ?? [];
  const usage = `npm run ${c.script} -w apps/server -- --${c.amount} <n> --tenant <id> [--app <appid>] [--days 90] [--workers 2]${switches.map((s) => ` [--${s}]`).join('')}`;
  await runCommand(
    usage,
    async (a) => {
      const amount = whole(a[c.amount], c.amount, 0, 999_999_999);
      const days = whole(a.days, 'days', 90, 3660);
      if (!a.tenant) throw new Error('--tenant is required');
      const config = loadConfig();
      const on = Object.fromEntries(switches.map((s) => [s, a[s] === 'true']));
      for (const s of switches)
        if (on[s] && !config.DATABASE_URL) throw new Error(`--${s} is for PostgreSQL (set DATABASE_URL)`);
      return onDatabase(config, async (handle) => {
        const workers = handle.kind === 'pglite' ? 1 : whole(a.workers, 'workers', 2, 8);
        const [app] = rowsOf<{ appid: string }>(
          await handle.db.execute(sql`SELECT appid FROM apps WHERE tenant_id = ${a.tenant}
            AND (${a.app ?? null}::text IS NULL OR appid = ${a.app ?? null}) ORDER BY created_at LIMIT 1`),
        );
        const appId = app?.appid ?? a.app;
        if (!appId) throw new Error(`tenant ${a.tenant} has no app: pass --app`);
        const r = await c.seed(handle.db, { tenantId: a.tenant, appId, amount, days, workers, switches: on });
        return {
          tenantId: a.tenant,
          appId,
          ...r,
          [`${c.amount}PerSecond`]: Math.round(r[c.amount] / (r.ms / 1000)),
          database: handle.kind,
          ...on,
        };
      });
    },
    switches,
  );
}
