import { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, rowsOf } from '../db/client.ts';
import { settings } from '../settings/table.ts';
import { enqueue } from './queue.ts';
import { jobs } from './table.ts';
import { registerJobKind } from './worker.ts';

/**
 * Scheduled VACUUM (ANALYZE) of the embedded database. PGlite runs no autovacuum, so a long-running
 * embedded install whose rows churn (sessions, call records, jobs) would bloat and plan from stale
 * statistics. PostgreSQL vacuums itself: nothing is scheduled there.
 *
 * The schedule is durable: the time of the last scheduled vacuum is a setting, so restarts neither
 * repeat nor postpone it. When one is due (EMBEDDED_VACUUM_HOURS after the last, default 24; 0 turns
 * it off) a job is queued and run by the job worker, table by table. The embedded database runs in
 * the server's own thread, so each table's VACUUM holds up requests while it runs: a few hundred
 * milliseconds for a table of hundreds of thousands of rows. Before each table the job waits (up to
 * IDLE_WAIT_MS) until no request is in flight, so it fills the idle moments between requests rather
 * than one long pause. The result records the tables done, the total and the slowest table's time.
 */
export const VACUUM_KIND = 'maintenance:vacuum';
/** Maintenance jobs belong to no tenant, and to no operator (their jobs carry their user id). */
export const MAINTENANCE_SCOPE = { tenantId: '@platform', appId: '@maintenance' };
const LAST_KEY = 'maintenance.vacuum.last';
/** How often an instance looks whether a vacuum is due. */
export const MAINTENANCE_CHECK_MS = 10 * 60_000;
/** Before each table, the longest wait for the requests in flight to finish. */
const IDLE_WAIT_MS = 5_000;

/** True for the embedded database (PGlite), false for PostgreSQL. */
export function isEmbedded(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

/** Requests in flight on this process's apps (the embedded database has one process). */
let inFlight = 0;

async function whenIdle(maxWaitMs: number, signal: AbortSignal) {
  const until = Date.now() + maxWaitMs;
  while (inFlight > 0 && Date.now() < until && !signal.aborted) await new Promise((r) => setTimeout(r, 20));
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

registerJobKind(VACUUM_KIND, async (_job, db, signal) => {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  ).map((r) => r.name);
  const started = Date.now();
  let done = 0;
  let slowestMs = 0;
  for (const table of tables) {
    if (signal.aborted) break;
    await whenIdle(IDLE_WAIT_MS, signal);
    const t0 = Date.now();
    // VACUUM cannot run in a transaction block: a statement of its own, outside any transaction.
    await db.execute(sql.raw(`VACUUM (ANALYZE) ${quoteIdent(table)}`));
    slowestMs = Math.max(slowestMs, Date.now() - t0);
    done++;
  }
  return { tables: done, ms: Date.now() - started, slowestMs };
});

/**
 * Queues a vacuum when one is due: `everyMs` after the last one scheduled (the first start only
 * records its time). Nothing while one is still queued or running. Returns the job id, or null.
 */
export async function scheduleVacuum(db: Db, now: number, everyMs: number): Promise<string | null> {
  await db
    .insert(settings)
    .values({ key: LAST_KEY, value: String(now) })
    .onConflictDoNothing();
  const [pending] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, VACUUM_KIND), inArray(jobs.status, ['queued', 'running'])))
    .limit(1);
  if (pending) return null;
  const [last] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, LAST_KEY));
  if (now - Number(last?.value ?? now) < everyMs) return null;
  await db
    .update(settings)
    .set({ value: String(now) })
    .where(eq(settings.key, LAST_KEY));
  return enqueue(db, MAINTENANCE_SCOPE, VACUUM_KIND, { scheduledAt: now });
}

/**
 * On the embedded database only: counts requests in flight (for the idle waits) and, once the app
 * is ready, checks every `checkMs` whether a vacuum is due. Returns start and stop for the plugin.
 */
export function installMaintenance(app: FastifyInstance, checkMs = MAINTENANCE_CHECK_MS) {
  const everyMs = app.ctx.config.EMBEDDED_VACUUM_HOURS * 3_600_000;
  const on = isEmbedded(app.ctx.db) && everyMs > 0;
  let timer: NodeJS.Timeout | undefined;
  if (on) {
    const counted = new WeakSet<object>();
    const end = (raw: object) => {
      if (counted.delete(raw)) inFlight--;
    };
    app.addHook('onRequest', async (req) => {
      // A real-time socket stays open for the whole visit: it is not a request waiting on the database.
      if (req.headers.upgrade) return;
      counted.add(req);
      inFlight++;
    });
    // Answered, or the client went away: whichever comes first. (Fastify's own hooks rather than a
    // listener on the response, which a streamed file already watches closely.)
    app.addHook('onResponse', async (req) => end(req));
    app.addHook('onRequestAbort', async (req) => end(req));
  }
  const check = async () => {
    try {
      await scheduleVacuum(app.ctx.db, app.ctx.now(), everyMs);
    } catch (e) {
      app.log.error({ err: e }, 'vacuum scheduling failed');
    }
  };
  return {
    async start() {
      if (!on) return;
      await check();
      timer = setInterval(() => void check(), checkMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
