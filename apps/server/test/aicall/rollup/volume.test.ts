import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../../../src/modules/aicall/record/table.ts';
import { rebuildAllRollups } from '../../../src/modules/aicall/rollup/service.ts';
import { recordIndexes, seedVolume } from '../../../src/modules/aicall/rollup/volume.ts';
import { loadConfig } from '../../../src/platform/config.ts';
import { type DbHandle, rowsOf } from '../../../src/platform/db/client.ts';
import { parseArgs } from '../../../src/platform/reporting/args.ts';
import { prepareData } from '../../../src/platform/seed/index.ts';
import { recompute, rollupRows, sorted } from '../../fixtures/rollup.ts';
import { freshDb } from '../../helpers/db.ts';

describe('call rollups of seeded data', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDb();
    await h.migrate();
    await prepareData(h.db, loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: '1' }), Date.now());
  }, 120_000);
  afterAll(() => h.close());

  it('the demo calls (written around finishCall) have their rollups after the demo seed', async () => {
    const records = await h.db.select().from(callRecords);
    expect(new Set(records.map((r) => r.tenantId))).toEqual(new Set(['2001', '2003']));
    const want = recompute(records);
    const got = await rollupRows(h.db);
    expect(sorted(got.days)).toEqual(sorted(want.days));
    expect(sorted(got.counts)).toEqual(sorted(want.counts));
  });

  it('the volume seed writes realistic calls spread over the days, with equal rollups', async () => {
    const r = await seedVolume(h.db, { tenantId: '2001', appId: '30000001', calls: 3001, days: 3 });
    expect(r.calls).toBe(3001);
    const [c] = rowsOf<{ n: number; days: number; classes: number; answered: number; turns: number }>(
      await h.db.execute(sql`SELECT count(*)::int AS n, count(DISTINCT (started_at AT TIME ZONE 'Asia/Shanghai')::date)::int AS days,
        count(DISTINCT result_class)::int AS classes, count(answered_at)::int AS answered,
        count(*) FILTER (WHERE jsonb_array_length(transcript) > 0)::int AS turns
        FROM call_records WHERE id LIKE 'seed-%'`),
    );
    expect(c.n).toBe(3001);
    expect(c.days).toBe(3);
    expect(c.classes).toBeGreaterThanOrEqual(10);
    expect(c.answered / c.n).toBeGreaterThan(0.25);
    expect(c.answered / c.n).toBeLessThan(0.55);
    expect(c.turns).toBe(c.answered);
    // An outbound task dials with one bot version; outbound calls by outbound bots, inbound by inbound ones.
    const tasks = rowsOf<{ task_id: string | null; versions: number; outbound: number; n: number }>(
      await h.db.execute(sql`SELECT task_id, count(DISTINCT (bot_id, bot_version))::int AS versions,
        count(*) FILTER (WHERE direction = 1)::int AS outbound, count(*)::int AS n
        FROM call_records WHERE id LIKE 'seed-%' GROUP BY task_id`),
    );
    expect(tasks.filter((t) => t.task_id !== null).length).toBeGreaterThan(1);
    for (const t of tasks) {
      if (t.task_id === null) expect(t.outbound).toBe(0);
      else expect([t.versions, t.outbound]).toEqual([1, t.n]);
    }
    const [types] = rowsOf<{ wrong: number; unknown: number }>(
      await h.db.execute(sql`SELECT count(*) FILTER (WHERE b.bot_type <> CASE c.direction WHEN 1 THEN 0 ELSE 1 END)::int AS wrong,
        count(*) FILTER (WHERE b.id IS NULL)::int AS unknown
        FROM call_records c LEFT JOIN bots b ON b.id = c.bot_id WHERE c.id LIKE 'seed-%'`),
    );
    expect(types).toEqual({ wrong: 0, unknown: 0 });
    const records = await h.db.select().from(callRecords);
    const want = recompute(records);
    const live = await rollupRows(h.db);
    expect(sorted(live.days)).toEqual(sorted(want.days));
    expect(sorted(live.counts)).toEqual(sorted(want.counts));
    await rebuildAllRollups(h.db);
    expect(await rollupRows(h.db)).toEqual(live);
  });

  it("a bulk seed drops the records' time-led indexes for the load and brings them back as the migration made them", async () => {
    const indexes = async () =>
      rowsOf<{ indexname: string; indexdef: string }>(
        await h.db.execute(sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'call_records' ORDER BY 1`),
      );
    const before = await indexes();
    expect(before.map((i) => i.indexname).sort()).toEqual(
      ['call_records_pkey', ...recordIndexes().map((i) => i.name)].sort(),
    );
    // Statistics taken now are stale for the new days: the seed's plans must not depend on them.
    await h.db.execute(sql`ANALYZE call_records`);
    const seen: number[] = [];
    const r = await seedVolume(h.db, {
      tenantId: '2001',
      appId: '30000001',
      calls: 2000,
      days: 2,
      workers: 2,
      bulk: true,
      now: Date.now() - 7 * 86_400_000,
      onDay: async () => {
        seen.push((await indexes()).length);
      },
    });
    expect(r.calls).toBe(2000);
    expect(r.indexMs).toBeGreaterThanOrEqual(0);
    const dropped = recordIndexes().filter((i) => i.timeLed).length;
    expect(dropped).toBeGreaterThan(0);
    expect(seen).toEqual([before.length - dropped, before.length - dropped]);
    expect(await indexes()).toEqual(before);
    const records = await h.db.select().from(callRecords);
    const want = recompute(records);
    const live = await rollupRows(h.db);
    expect(sorted(live.days)).toEqual(sorted(want.days));
    expect(sorted(live.counts)).toEqual(sorted(want.counts));
    // Each day's calls arrive in time order, their ids in the same order, 09:00 to 20:00 Shanghai.
    const rows = rowsOf<{ id: string; t: string; h: number }>(
      await h.db.execute(sql`SELECT id, started_at::text AS t,
          extract(hour FROM started_at AT TIME ZONE 'Asia/Shanghai')::int AS h
        FROM call_records WHERE id LIKE 'seed-%' AND started_at < now() - interval '5 days' ORDER BY id`),
    );
    expect(rows.length).toBe(2000);
    const times = rows.map((x) => new Date(x.t).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...rows.map((x) => x.h))).toBeGreaterThanOrEqual(9);
    expect(Math.max(...rows.map((x) => x.h))).toBeLessThan(20);
  });

  it('an index missing after an interrupted bulk seed, a partial one too, comes back as the migration made it', async () => {
    const indexes = async () =>
      rowsOf<{ indexname: string; indexdef: string }>(
        await h.db.execute(sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'call_records' ORDER BY 1`),
      );
    const before = await indexes();
    const partial = before.find((i) => i.indexname === 'call_records_scope_node_idx');
    expect(partial?.indexdef).toMatch(/WHERE \(hangup_node_id IS NOT NULL\)/);
    await h.db.execute(sql`DROP INDEX call_records_scope_node_idx`);
    await seedVolume(h.db, { tenantId: '2001', appId: '30000001', calls: 10, days: 1, bulk: true });
    expect(await indexes()).toEqual(before);
  });

  it('the seed command takes --bulk as a switch; other options need a value', () => {
    expect(parseArgs(['--calls', '5', '--bulk', '--tenant', '2001'], ['bulk'])).toEqual({
      calls: '5',
      bulk: 'true',
      tenant: '2001',
    });
    expect(() => parseArgs(['--calls', '--bulk'], ['bulk'])).toThrow('--calls needs a value');
    expect(() => parseArgs(['--bulk'])).toThrow('--bulk needs a value');
  });
});
