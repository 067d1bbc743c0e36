/**
 * The embedded database's scheduled VACUUM (ANALYZE) (platform/jobs/maintenance.ts): queued when
 * due on the app's clock, run by the job worker over every table, durable across restarts, and
 * never scheduled on PostgreSQL.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/platform/config.ts';
import { rowsOf } from '../../../src/platform/db/client.ts';
import { isEmbedded, VACUUM_KIND } from '../../../src/platform/jobs/maintenance.ts';
import { jobs } from '../../../src/platform/jobs/table.ts';
import { type TestApp, testApp } from '../../helpers/app.ts';

const HOUR = 3_600_000;
const embedded = !process.env.DATABASE_URL;
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;

/** A second instance on the test database with a one-hour schedule, checking every 50 ms. */
async function instance(hours: string) {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: '1', EMBEDDED_VACUUM_HOURS: hours });
  const a = await buildApp({
    db: t.db,
    config,
    kv: t.kv,
    now: t.app.ctx.now,
    jobs: { pollMs: 50, maintenanceCheckMs: 50 },
  });
  await a.ready();
  return a;
}

beforeAll(async () => {
  t = await testApp();
  app = await instance('1');
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const vacuumJobs = () =>
  t.db
    .select({ status: jobs.status, result: jobs.result, tenantId: jobs.tenantId })
    .from(jobs)
    .where(eq(jobs.kind, VACUUM_KIND))
    .orderBy(jobs.createdAt);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await sleep(50);
  }
}
const vacuumCount = async (table: string) =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select coalesce(sum(vacuum_count), 0)::int as n from pg_stat_user_tables where relname = ${table}`,
    ),
  )[0].n;

describe.runIf(embedded)('on the embedded database', () => {
  it('knows it is embedded', () => {
    expect(isEmbedded(t.db)).toBe(true);
  });

  it('schedules nothing before the interval has passed since the first start', async () => {
    await sleep(300);
    expect(await vacuumJobs()).toEqual([]);
  });

  it('once due, queues one vacuum job that the worker runs over every table', async () => {
    const before = await vacuumCount('users');
    t.advance(HOUR + 1000);
    const done = await until(vacuumJobs, (r) => r.length > 0 && r.every((j) => j.status === 'done'));
    expect(done).toHaveLength(1);
    expect(done[0].tenantId).toBe('@platform');
    expect(done[0].result).toMatchObject({ tables: expect.any(Number), ms: expect.any(Number) });
    expect((done[0].result as { tables: number }).tables).toBeGreaterThan(10);
    expect(await vacuumCount('users')).toBeGreaterThan(before);
    // Not again until another interval has passed.
    await sleep(300);
    expect(await vacuumJobs()).toHaveLength(1);
    t.advance(HOUR + 1000);
    const again = await until(vacuumJobs, (r) => r.length === 2 && r.every((j) => j.status === 'done'));
    expect(again.map((j) => j.status)).toEqual(['done', 'done']);
  });

  it('the schedule survives a restart: a new instance does not vacuum again at once', async () => {
    const restarted = await instance('1');
    try {
      await sleep(300);
      expect(await vacuumJobs()).toHaveLength(2);
    } finally {
      await restarted.close();
    }
  });

  it('EMBEDDED_VACUUM_HOURS=0 turns it off', async () => {
    await app.close();
    app = await instance('0');
    t.advance(10 * HOUR);
    await sleep(300);
    expect(await vacuumJobs()).toHaveLength(2);
  });
});

describe.runIf(!embedded)('on PostgreSQL', () => {
  it('schedules no vacuum, however long it runs (PostgreSQL vacuums itself)', async () => {
    expect(isEmbedded(t.db)).toBe(false);
    t.advance(48 * HOUR);
    await sleep(500);
    expect(await vacuumJobs()).toEqual([]);
    const [n] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.kind, VACUUM_KIND)));
    expect(n.n).toBe(0);
  });
});
