import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRecords } from '../src/modules/aicall/record/table.ts';
import { rebuildAllRollups } from '../src/modules/aicall/rollup/service.ts';
import { seedVolume } from '../src/modules/aicall/rollup/volume.ts';
import { loadConfig } from '../src/platform/config.ts';
import { type DbHandle, rowsOf } from '../src/platform/db/client.ts';
import { prepareData } from '../src/platform/seed/index.ts';
import { freshDb } from './helpers/db.ts';
import { recompute, rollupRows, sorted } from './rollup-fixtures.ts';

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
    const records = await h.db.select().from(callRecords);
    const want = recompute(records);
    const live = await rollupRows(h.db);
    expect(sorted(live.days)).toEqual(sorted(want.days));
    expect(sorted(live.counts)).toEqual(sorted(want.counts));
    await rebuildAllRollups(h.db);
    expect(await rollupRows(h.db)).toEqual(live);
  });
});
